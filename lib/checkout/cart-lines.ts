// The cart's lines as the pricing function takes them, and as the checkout request sends them
// (ids, quantities and warranty choices only; never a price).
import type { CheckoutItem } from "./checkout-schema";
import type { PricingItem } from "@/lib/pricing";
import type { CartItem } from "@/lib/cart/cart-item";
import { unitPriceCents } from "@/lib/product-price";

export function cartPricingItems(items: readonly CartItem[]): PricingItem[] {
  return items.map((item) => ({
    productId: item.product.id,
    name: item.product.name,
    unitPriceCents: unitPriceCents(item.product),
    quantity: item.quantity,
    warrantyId: item.warranty?.id ?? "none",
  }));
}

export function checkoutItems(items: readonly CartItem[]): CheckoutItem[] {
  return items.map((item) => ({
    product_id: item.product.id,
    quantity: item.quantity,
    warranty_id: item.warranty?.id ?? "none",
  }));
}
