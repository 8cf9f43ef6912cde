// A product's price with the regular price and savings, or "Call for Price".
import { formatCents } from "@/lib/money";
import { isCallForPrice, saleSavings, unitPriceCents, type Priced } from "@/lib/product-price";
import { cn } from "@/lib/utils";

/** Our price, the regular price struck through and the savings; "Call for Price" for price 0. */
export function PriceBlock({
  product,
  size = "md",
  className,
}: {
  product: Priced;
  size?: "md" | "lg";
  className?: string;
}) {
  if (isCallForPrice(product)) {
    return (
      <p
        className={cn("font-bold text-primary", size === "lg" ? "text-3xl" : "text-xl", className)}
        data-testid="price"
      >
        Call for Price
      </p>
    );
  }
  const savings = saleSavings(product);
  return (
    <div className={cn("flex flex-col gap-0.5", className)}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className={cn("font-bold tracking-tight", size === "lg" ? "text-3xl" : "text-xl")} data-testid="price">
          {formatCents(unitPriceCents(product))}
        </span>
        {savings && (
          <span className={cn("text-muted-foreground line-through", size === "lg" ? "text-lg" : "text-sm")}>
            <span className="sr-only">Regular price </span>
            {formatCents(product.priceCents)}
          </span>
        )}
      </div>
      {savings && (
        <p className={cn("font-semibold text-deal", size === "lg" ? "text-base" : "text-sm")}>
          Save {formatCents(savings.amountCents)} ({savings.percent}% off)
        </p>
      )}
    </div>
  );
}
