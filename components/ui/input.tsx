// shadcn/ui Input: a text field.
import * as React from "react";
import { cn } from "@/lib/utils";
import { INPUT_CLASSES } from "./field-classes";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(INPUT_CLASSES, className)} {...props} />;
}

export { Input };
