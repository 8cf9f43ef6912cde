// A product in a grid: picture, facts, price and the buy buttons.
import Link from "next/link";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { SaveButton } from "@/components/saved/save-button";
import { BuyNowButton } from "@/components/checkout/buy-now-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toCartProduct } from "@/lib/cart/cart-item";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { isCallForPrice } from "@/lib/product-price";
import { phoneHref } from "@/lib/store";
import { cn } from "@/lib/utils";
import { ArtImage } from "@/components/shared/art-image";
import { SpriteIcon } from "@/components/shared/sprite-icon";
import { BrandLogo } from "./brand-logo";
import { DealBadge } from "./deal-badge";
import { PriceBlock } from "./price-block";
import { StockLabel } from "./stock-label";

/** A product in a grid: the whole card opens the product page; the buttons act on their own. */
export function ProductCard({
  product,
  className,
  priority = false,
  headingLevel = 3,
}: {
  product: CatalogProduct;
  className?: string;
  priority?: boolean;
  /** The card title's heading level: one below the section heading it sits under. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const inStock = product.stockQuantity > 0;
  const callForPrice = isCallForPrice(product);
  // One small snapshot for all three buttons: the page's data carries it once, not once per button.
  const cartProduct = toCartProduct(product, { compact: true });
  return (
    <article
      className={cn(
        // A grid's cards below the first screen are laid out only as they come near it.
        "group render-when-near relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition [--near-size:32rem] hover:-translate-y-0.5 hover:shadow-lg",
        className,
      )}
      data-testid="product-card"
    >
      <div className="relative aspect-square bg-gradient-to-b from-slate-50 to-slate-100">
        <ArtImage
          src={product.images[0] ?? "/products/placeholder.svg"}
          alt={product.name}
          width={400}
          height={400}

          priority={priority}
          className="size-full object-contain p-4 transition duration-300 group-hover:scale-[1.03]"
        />
        <DealBadge deal={product.dealType} className="absolute top-3 left-3" />
        <SaveButton
          product={cartProduct}
          icon={<SpriteIcon name="heart" className="size-5" />}
          className="absolute right-3 bottom-3 size-9"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <BrandLogo brand={product.brand} className="h-5" />
          <Badge variant="secondary" className="max-w-full justify-start" data-testid="card-category">
            <span className="truncate">{product.subcategory}</span>
          </Badge>
        </div>
        <Heading className="line-clamp-3 text-sm leading-snug font-semibold sm:line-clamp-2 sm:text-base">
          {/* A grid holds dozens of cards: prefetching every product page in view costs more than it saves. */}
          <Link
            href={`/product/${product.id}`}
            prefetch={false}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="text-xs text-muted-foreground">Model {product.modelNumber}</p>
        <p className="hidden text-sm text-muted-foreground sm:line-clamp-2">{product.description}</p>
        {/* Phones show what is wrong with the unit instead of the longer description. */}
        <p className="line-clamp-2 text-xs text-amber-900 sm:hidden" data-testid="card-condition">
          {product.conditionNote}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <PriceBlock product={product} />
          <StockLabel stockQuantity={product.stockQuantity} />
          <div className="relative z-10 flex flex-col gap-2 xl:flex-row">
            {callForPrice || !inStock ? (
              <Button asChild variant="outline" className="w-full">
                <a href={phoneHref()}>
                  <SpriteIcon name="phone" />
                  {callForPrice ? "Call for Price" : "Call to Order"}
                </a>
              </Button>
            ) : (
              <>
                {/* The icons are drawn here, on the server: the buttons' code stays free of the icon library. */}
                <AddToCartButton
                  product={cartProduct}
                  icon={<SpriteIcon name="shopping-cart" />}
                  className="w-full xl:w-auto xl:flex-1"
                  size="sm"
                />
                <BuyNowButton
                  product={cartProduct}
                  icon={<SpriteIcon name="zap" />}
                  className="w-full xl:w-auto xl:flex-1"
                  size="sm"
                />
              </>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
