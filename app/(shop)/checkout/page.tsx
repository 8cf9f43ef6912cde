// /checkout: the delivery checkout form for the whole cart.
import type { Metadata } from "next";
import { CheckoutForm } from "@/components/checkout/checkout-form";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false },
};

export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">Checkout</h1>
      <CheckoutForm />
    </div>
  );
}
