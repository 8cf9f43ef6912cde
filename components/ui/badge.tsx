// shadcn/ui Badge: a small label.
import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

// The base is the `badge` component class (app/globals.css), which classes a caller adds win over,
// and the focus border colour, which must win over a variant's.
const badgeVariants = cva("badge focus-visible:border-ring", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
      deal: "border-transparent bg-deal text-deal-foreground",
      success: "border-transparent bg-success text-success-foreground",
      destructive: "border-transparent bg-destructive text-white",
      outline: "text-foreground",
    },
  },
  defaultVariants: { variant: "default" },
});

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
