// The storefront's 404 page inside the shop's frame, for addresses found missing after the page
// has loaded (routes that find nothing render ShopNotFound themselves, in the server's HTML).
import type { Metadata } from "next";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { notFoundMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = notFoundMetadata();

export default ShopNotFound;
