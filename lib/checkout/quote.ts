// Prices a cart for display without holding anything: re-reads each product from the database,
// reports what can no longer be bought, asks for the delivery quote when an address is given,
// and runs the one pricing function. The cart, dialogs and checkout form show its numbers; the
// checkout itself prices again inside its transaction.
import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { toCartProduct, type CartProduct } from "@/lib/cart/cart-item";
import { toCatalogProduct } from "@/lib/catalog/catalog-product";
import { quoteDelivery, refusalMessage, type DeliveryQuoteResult } from "@/lib/delivery/quote";
import { priceOrder, type PriceBreakdown, type PricingItem } from "@/lib/pricing";
import { unitPriceCents } from "@/lib/product-price";
import type { QuoteRequest } from "./checkout-schema";

export interface QuoteProblem {
  product_id: string;
  code: "unknown_product" | "call_for_price" | "out_of_stock" | "short_stock";
  message: string;
  /** Units still available (for short_stock). */
  available?: number;
}

export interface QuoteAnswer {
  success: true;
  /** Fresh snapshots of the products asked about, for the cart to refresh itself. */
  products: CartProduct[];
  problems: QuoteProblem[];
  delivery: (DeliveryQuoteResult & { message?: string }) | null;
  /** Null when nothing can be priced yet (no valid line, or delivery without a usable address). */
  breakdown: PriceBreakdown | null;
}

export async function quoteCheckout(db: Db, request: QuoteRequest): Promise<QuoteAnswer> {
  const ids = request.cart_items.map((item) => item.product_id);
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: QuoteProblem[] = [];
  const priced: PricingItem[] = [];
  for (const item of request.cart_items) {
    const product = byId.get(item.product_id);
    if (!product) {
      problems.push({
        product_id: item.product_id,
        code: "unknown_product",
        message: "This product is no longer in our catalogue",
      });
    } else if (product.priceCents === 0) {
      problems.push({
        product_id: product.id,
        code: "call_for_price",
        message: `${product.name} is priced on request: please call us to order it`,
      });
    } else if (product.stockQuantity === 0) {
      problems.push({
        product_id: product.id,
        code: "out_of_stock",
        message: `Sorry, ${product.name} is no longer in stock`,
      });
    } else if (product.stockQuantity < item.quantity) {
      problems.push({
        product_id: product.id,
        code: "short_stock",
        message: `Only ${product.stockQuantity} of ${product.name} left in stock`,
        available: product.stockQuantity,
      });
    } else {
      priced.push({
        productId: product.id,
        name: product.name,
        unitPriceCents: unitPriceCents(product),
        quantity: item.quantity,
        warrantyId: item.warranty_id,
      });
    }
  }

  let delivery: QuoteAnswer["delivery"] = null;
  if (request.order_type === "delivery" && request.delivery_address) {
    const quote = await quoteDelivery(request.delivery_address);
    delivery =
      quote.kind === "refused" || quote.kind === "po_box" || quote.kind === "unknown_zip"
        ? { ...quote, message: refusalMessage(quote) }
        : quote;
  }

  let breakdown: PriceBreakdown | null = null;
  if (priced.length > 0) {
    if (request.order_type === "pickup") {
      breakdown = priceOrder(priced, { type: "pickup" });
    } else if (delivery && "feeCents" in delivery) {
      const units = priced.reduce((sum, item) => sum + item.quantity, 0);
      breakdown = priceOrder(priced, {
        type: "delivery",
        feeCents: delivery.feeCents,
        haulAwayUnits: Math.min(request.haul_away_units ?? 0, units),
        stairFlights: request.stair_flights ?? 0,
      });
    }
  }
  return {
    success: true,
    products: rows.map((row) => toCartProduct(toCatalogProduct(row))),
    problems,
    delivery,
    breakdown,
  };
}
