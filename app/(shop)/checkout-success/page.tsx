// /checkout-success?session_id=...: verifies the payment and shows the order.
import type { Metadata } from "next";
import { CheckoutSuccess } from "@/components/checkout/checkout-success";

export const metadata: Metadata = {
  title: "Order Confirmation",
  robots: { index: false },
};

export default async function CheckoutSuccessPage({ searchParams }: PageProps<"/checkout-success">) {
  const { session_id: sessionId } = await searchParams;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <CheckoutSuccess sessionId={typeof sessionId === "string" && sessionId ? sessionId : null} />
    </div>
  );
}
