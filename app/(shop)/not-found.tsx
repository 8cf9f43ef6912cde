// The storefront's 404 page inside the shop's frame.
import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function ShopNotFound() {
  return <NotFoundContent />;
}
