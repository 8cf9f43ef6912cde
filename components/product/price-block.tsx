// A product's price with the new unit's list price and the savings against it, or "Call for Price".
import { formatCents } from "@/lib/money";
import { LIST_PRICE, isCallForPrice, listPriceSavings, unitPriceCents, type Priced } from "@/lib/product-price";
import { cn } from "@/lib/utils";

/**
 * Our price, then, when it is lower, the new unit's list price named as such and the savings
 * against it (never struck through: it was never our price); "Call for Price" for price 0.
 */
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
  const savings = listPriceSavings(product);
  return (
    <div className={cn("flex flex-col gap-0.5", className)}>
      <span className={cn("font-bold tracking-tight", size === "lg" ? "text-3xl" : "text-xl")} data-testid="price">
        {formatCents(unitPriceCents(product))}
      </span>
      {savings && (
        <>
          <p className={cn("text-muted-foreground", size === "lg" ? "text-sm" : "text-xs")} data-testid="list-price">
            {LIST_PRICE.label}: {formatCents(product.priceCents)}
          </p>
          <p className={cn("font-semibold text-deal", size === "lg" ? "text-base" : "text-xs")}>
            {formatCents(savings.amountCents)} ({savings.percent}%) below {LIST_PRICE.reference}
          </p>
        </>
      )}
    </div>
  );
}
