// Keeps the cart honest: asks the server for the products' current prices and stock whenever the
// lines change, takes the fresh snapshots into the stored cart, and reports what cannot be bought.
import { useEffect, useState } from "react";
import { postJson } from "./api-client";
import type { QuoteAnswer } from "@/lib/checkout/quote";
import type { CartItem } from "@/lib/cart/cart-item";
import { refreshCart } from "./cart-store";

/** Problems by product id ("Sorry, ... is no longer in stock"), once the server has answered. */
export function useCartRefresh(items: readonly CartItem[]): Record<string, string> {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const key = items.map((item) => `${item.product.id}:${item.quantity}:${item.warranty?.id ?? "none"}`).join(",");
  useEffect(() => {
    if (!key) return;
    let current = true;
    const lines = key.split(",").map((entry) => {
      const [product_id, quantity, warranty_id] = entry.split(":");
      return { product_id: product_id!, quantity: Number(quantity), warranty_id: warranty_id! };
    });
    // postJson never rejects: a failed request is an answer with ok false.
    void postJson<QuoteAnswer>("/api/checkout/quote", { order_type: "pickup", cart_items: lines }).then((answer) => {
      if (!current || !answer.ok) return;
      refreshCart(answer.data.products);
      setProblems(Object.fromEntries(answer.data.problems.map((problem) => [problem.product_id, problem.message])));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return key ? problems : {};
}
