"use client";

// shadcn/ui Label on Radix.
import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";
import { LABEL_CLASSES } from "./field-classes";

function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cn(LABEL_CLASSES, className)} {...props} />;
}

export { Label };
