// The Button's look (shadcn/ui's variants and sizes), shared by Button and PlainButton, as a plain
// lookup (class-variance-authority's code would be in every page's first load). The base is
// mostly the `btn` component class (app/globals.css), one word instead of a long string in every
// button of a page of product cards. As a component class it gives way to any utility a variant,
// size or caller adds (the destructive variant's focus ring colour replaces the base's), so the
// border colours of focus and of an invalid value stay utilities, to win over a variant's border.
// The variants and the sizes never set the same property (the text size and the gap belong to the
// sizes), so their classes add up without tailwind-merge.
const BASE = "btn focus-visible:border-ring aria-invalid:border-destructive aria-invalid:ring-destructive/20";

const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  deal: "bg-deal text-deal-foreground shadow-xs hover:bg-deal/90",
  destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20",
  outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  /** Outline in the primary colour (Add to Cart). */
  primaryOutline: "border border-primary bg-background text-primary shadow-xs hover:bg-primary/5 hover:text-primary",
  /** Outline on the blue hero bands. */
  onDark: "border border-white/40 bg-white/10 text-white shadow-xs hover:bg-white/20",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
};

const SIZES = {
  default: "h-9 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
  sm: "h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
  lg: "h-11 gap-2 px-6 text-base has-[>svg]:px-4",
  icon: "size-9 gap-2 text-sm",
  "icon-sm": "size-8 gap-2 text-sm",
  "icon-lg": "size-11 gap-2 text-sm",
};

export interface ButtonVariantProps {
  /** The colours; "default" when left out, none at all when null. */
  variant?: keyof typeof VARIANTS | null;
  /** Height, padding, gap and text size; "default" when left out, none at all when null. */
  size?: keyof typeof SIZES | null;
}

/** The button's classes: base, variant, size, then `className` (added, not merged). */
export function buttonVariants({
  variant = "default",
  size = "default",
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return [BASE, variant && VARIANTS[variant], size && SIZES[size], className].filter(Boolean).join(" ");
}
