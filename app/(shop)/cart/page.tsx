// /cart: the shopper's cart (kept in the browser), priced by the server.
import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = {
  title: "Shopping Cart",
  robots: { index: false },
};

export default function CartPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <CartView />
    </div>
  );
}
