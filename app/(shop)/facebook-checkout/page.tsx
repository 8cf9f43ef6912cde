// /facebook-checkout: the social-shopping hand-off that fills the cart from a link.
import type { Metadata } from "next";
import { SocialCheckout } from "@/components/checkout/social-checkout";

export const metadata: Metadata = {
  title: "Checkout from Facebook",
  robots: { index: false },
};

export default async function FacebookCheckoutPage({ searchParams }: PageProps<"/facebook-checkout">) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const single of Array.isArray(value) ? value : [value ?? ""]) params.append(key, single);
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">Checkout</h1>
      <SocialCheckout query={params.toString()} />
    </div>
  );
}
