// Reads saved products' current details (price, stock) from the catalogue API in the browser, so
// the Saved Items page can offer Add to Cart with today's data instead of the saved snapshot. The
// API's product (dollars, snake_case) becomes a cart snapshot (cents) as it arrives.
import { useEffect, useRef, useState } from "react";
import type { CartProduct } from "@/lib/cart/cart-item";
import type { ProductJson } from "@/lib/catalog/product-json";
import { cartProductFromJson } from "@/lib/saved/saved-item";

export type LiveProduct = { status: "found"; product: CartProduct } | { status: "missing" };

async function fetchLiveProduct(id: string): Promise<LiveProduct | null> {
  const response = await fetch(`/api/products/${encodeURIComponent(id)}`);
  if (response.status === 404) return { status: "missing" };
  if (!response.ok) return null;
  const body = (await response.json()) as { success: boolean; data: ProductJson | null };
  return body.success && body.data ? { status: "found", product: cartProductFromJson(body.data) } : null;
}

/**
 * Current details by product id, each fetched once per page view. Ids not answered yet, or whose
 * request failed, are absent: the caller shows the saved snapshot for those.
 */
export function useLiveProducts(ids: readonly string[]): ReadonlyMap<string, LiveProduct> {
  const [live, setLive] = useState<ReadonlyMap<string, LiveProduct>>(() => new Map());
  const requested = useRef(new Set<string>());
  const key = ids.join("\n");
  useEffect(() => {
    for (const id of key.split("\n")) {
      if (!id || requested.current.has(id)) continue;
      requested.current.add(id);
      fetchLiveProduct(id)
        .then((result) => {
          if (result) setLive((current) => new Map(current).set(id, result));
        })
        .catch(() => {
          // Offline: the saved snapshot stays on screen.
        });
    }
  }, [key]);
  return live;
}
