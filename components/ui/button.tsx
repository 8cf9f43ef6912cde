// shadcn/ui Button with the shop's variants and sizes (components/ui/button-variants.ts). Client
// components on every page use PlainButton instead, which has the same look without
// tailwind-merge and Radix's Slot.
import * as React from "react";
import { Slot } from "radix-ui";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";
import { cn } from "@/lib/utils";

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button };
