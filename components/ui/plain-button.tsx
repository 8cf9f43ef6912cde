// A button with the Button's look (the same variants and sizes) for the client components on
// every page (header, product cards, carousel, cookie banner, error pages): a plain <button>,
// without tailwind-merge or Radix's Slot, so neither is in a page's first load. Its `className`
// is added, not merged: it may place and size the button (margins, widths, flex, breakpoints)
// but must not restate what the variant or size sets (colours, height, padding, text); a new look
// is a new variant in button-variants.ts.
import type { ComponentProps } from "react";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

export interface PlainButtonProps extends ComponentProps<"button"> {
  variant?: Exclude<ButtonVariantProps["variant"], "destructive">;
  size?: ButtonVariantProps["size"];
}

export function PlainButton({ className, variant, size, type = "button", ...props }: PlainButtonProps) {
  return <button type={type} data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}
