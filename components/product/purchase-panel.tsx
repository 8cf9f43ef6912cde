"use client";

// The product page's quantity select, Add to Cart and Buy Now.
import { useState } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { BuyNowButton } from "@/components/checkout/buy-now-button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { CartProduct } from "@/lib/cart/cart-item";
import { quantityOptions } from "@/lib/product-price";

/** Quantity (1 to the lesser of stock and 10), Add to Cart and Buy Now for one product. */
export function PurchasePanel({ product }: { product: CartProduct }) {
  const [quantity, setQuantity] = useState(1);
  const options = quantityOptions(product.stock_quantity);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Label htmlFor="quantity">Quantity</Label>
        <Select value={String(quantity)} onValueChange={(value) => setQuantity(Number(value))}>
          <SelectTrigger id="quantity" className="w-24" aria-label="Quantity">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={String(option)}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span className="text-sm text-muted-foreground">
          {product.stock_quantity === 1 ? "Only 1 left" : `${product.stock_quantity} available`}
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <AddToCartButton product={product} quantity={quantity} size="lg" />
        <BuyNowButton product={product} quantity={quantity} size="lg" />
      </div>
    </div>
  );
}
