import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomePage } from "@/components/home/home-page";
import { getAllProducts } from "@/lib/catalog";
import { logNotFound } from "@/lib/not-found-log";
import { STORE } from "@/lib/store";

// Rendered on the first request and then served from Next's cache until products change: the
// build never opens the database (ADR 0001). "/" is rewritten here as "home".
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const HOME_DESCRIPTION = `Scratch-and-dent, open-box and clearance appliances up to 60% off in Reynoldsburg, OH: washers, dryers, refrigerators, ranges, dishwashers and microwaves. Free delivery within 10 miles, free pickup, 30-day returns.`;

export async function generateMetadata({ params }: PageProps<"/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  if (slug !== "home") return {};
  return {
    title: { absolute: `${STORE.name} | Discount Appliances up to 60% Off in Reynoldsburg, OH` },
    description: HOME_DESCRIPTION,
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      url: "/",
      siteName: STORE.name,
      title: `${STORE.name}: appliances up to 60% off`,
      description: HOME_DESCRIPTION,
    },
  };
}

export default async function Page({ params }: PageProps<"/[slug]">) {
  const { slug } = await params;
  if (slug !== "home") {
    logNotFound(`/${slug}`);
    notFound();
  }
  const products = (await getAllProducts()).slice(0, 6);
  return <HomePage products={products} />;
}
