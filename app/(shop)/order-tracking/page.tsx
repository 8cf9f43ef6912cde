// /order-tracking: find an order by number and e-mail and follow its timeline.
import { OrderTracking } from "@/components/orders/order-tracking";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Track Your Order",
  description: "Check the status of your appliance order with your order number and e-mail.",
  path: "/order-tracking",
});

export default async function OrderTrackingPage({ searchParams }: PageProps<"/order-tracking">) {
  const { order } = await searchParams;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">Track Your Order</h1>
      <OrderTracking initialOrderNumber={typeof order === "string" ? order.slice(0, 40) : ""} />
    </div>
  );
}
