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
    // The card's look is a few component classes (app/globals.css): dozens of cards on a page
    // would otherwise each carry the same long class strings, in the HTML and in React's payload.
    <article
      className={className ? `group product-card ${className}` : "group product-card"}
      data-testid="product-card"
    >
      <div className="product-card-art">
        <ArtImage
          src={product.images[0] ?? "/products/placeholder.svg"}
          alt={product.name}
          width={400}
          height={400}
          priority={priority}
          className="product-card-image"
        />
        <DealBadge deal={product.dealType} className="absolute top-3 left-3" />
        <SaveButton
          product={cartProduct}
          icon={<SpriteIcon name="heart" className="size-5" />}
          className="absolute right-3 bottom-3 size-9"
        />
      </div>
      <div className="product-card-body">
        <div className="product-card-brand">
          <BrandLogo brand={product.brand} className="h-5" />
          <Badge variant="secondary" className="max-w-full justify-start" data-testid="card-category">
            <span className="truncate">{product.subcategory}</span>
          </Badge>
        </div>
        <Heading className="product-card-title">
          {/* A grid holds dozens of cards: prefetching every product page in view costs more than it saves. */}
          <Link href={`/product/${product.id}`} prefetch={false} className="product-card-link">
            {product.name}
          </Link>
        </Heading>
        <p className="text-xs text-muted-foreground">Model {product.modelNumber}</p>
        <p className="product-card-description">{product.description}</p>
        {/* Phones show what is wrong with the unit instead of the longer description. */}
        <p className="product-card-condition" data-testid="card-condition">
          {product.conditionNote}
        </p>
        <div className="product-card-footer">
          <PriceBlock product={product} />
          <StockLabel stockQuantity={product.stockQuantity} />
          <div className="product-card-actions">
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
                  className="product-card-action"
                  size="sm"
                />
                <BuyNowButton
                  product={cartProduct}
                  icon={<SpriteIcon name="zap" />}
                  className="product-card-action"
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
