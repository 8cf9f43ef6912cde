// /product/{id}: the product page, rendered on first request and cached until the product changes.
import type { Metadata } from "next";
import { fitDescription, productTitle, productType } from "@/lib/seo/titles";
import { AnswerNotFound } from "@/components/layout/answer-not-found";
import { ProductDetail } from "@/components/product/product-detail";
import { ProductNotFound } from "@/components/product/product-not-found";
import { JsonLd } from "@/components/shared/json-ld";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { listingImages } from "@/lib/catalog/product-images";
import { getProduct } from "@/lib/catalog/products";
import { formatCentsShort } from "@/lib/money";
import { categoryCrumb } from "@/lib/content/navigation";
import { isCallForPrice, unitPriceCents } from "@/lib/product-price";
import { OPEN_GRAPH_SITE, notFoundMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/structured-data";

// Rendered on first request, then cached until the product changes (ADR 0001).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

function crumbs(product: CatalogProduct) {
  const category = categoryCrumb(product.category, product.subcategory);
  return [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    { name: category.label, href: category.href },
    { name: product.modelNumber || product.name, href: `/product/${product.id}` },
  ];
}

export async function generateMetadata({ params }: PageProps<"/product/[id]">): Promise<Metadata> {
  const product = await getProduct((await params).id);
  if (!product) return notFoundMetadata("Product not found");
  const price = isCallForPrice(product) ? null : formatCentsShort(unitPriceCents(product));
  const title = productTitle({ ...product, price });
  const description = fitDescription(
    `${productType(product.subcategory)} by ${product.brand}, model ${product.modelNumber}: ${price ?? "call for price"}. ${product.conditionNote} Pickup in Reynoldsburg or local delivery.`,
  );
  const path = `/product/${product.id}`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      ...OPEN_GRAPH_SITE,
      url: path,
      title,
      description,
      // The unit's own pictures, raster (a photo first); X gets the shop's card (twitter-image).
      images: listingImages(product.images).map((url) => ({ url, alt: product.name })),
    },
  };
}

export default async function ProductPage({ params }: PageProps<"/product/[id]">) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) {
    return (
      <>
        <ProductNotFound />
        <AnswerNotFound />
      </>
    );
  }
  const trail = crumbs(product);
  return (
    <>
      <JsonLd data={[productJsonLd(product), breadcrumbJsonLd(trail)]} />
      <ProductDetail product={product} crumbs={trail} />
    </>
  );
}
