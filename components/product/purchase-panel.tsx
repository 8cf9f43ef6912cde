"use client";

// The product page's quantity select, Add to Cart and Buy Now.
import { useState, type ReactNode } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { BuyNowButton } from "@/components/checkout/buy-now-button";
import { NativeSelect } from "@/components/ui/native-select";
import type { CartProduct } from "@/lib/cart/cart-item";
import { quantityOptions } from "@/lib/product-price";
import { useHydrated } from "@/client/use-hydrated";

/**
 * Quantity (1 to the lesser of stock and 10), Add to Cart and Buy Now for one product. The
 * buttons' icons are drawn on the server (product-detail.tsx) and handed down.
 */
export function PurchasePanel({
  product,
  icons,
}: {
  product: CartProduct;
  icons: { addToCart: ReactNode; buyNow: ReactNode };
}) {
  const [quantity, setQuantity] = useState(1);
  const options = quantityOptions(product.stockQuantity);
  // Like the buttons, the select waits for the page to be interactive: a choice made before that
  // would be reset when React takes over.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <label htmlFor="quantity" className="text-sm font-medium">
          Quantity
        </label>
        {/* A native select: the phone's own picker, and no popup library in the page's first load. */}
        <NativeSelect
          id="quantity"
          className="h-9 w-24"
          value={String(quantity)}
          disabled={!hydrated}
          onChange={(event) => setQuantity(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {option}
            </option>
          ))}
        </NativeSelect>
        <span className="text-sm text-muted-foreground">
          {product.stockQuantity === 1 ? "Only 1 left" : `${product.stockQuantity} available`}
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <AddToCartButton product={product} icon={icons.addToCart} quantity={quantity} size="lg" />
        <BuyNowButton product={product} icon={icons.buyNow} quantity={quantity} size="lg" />
      </div>
    </div>
  );
}
