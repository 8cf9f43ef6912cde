// /{slug}: the home page, the category landing pages and the content pages (_content/) share
// this one route.
import type { Metadata } from "next";
import { HomePage } from "@/components/home/home-page";
import { AnswerNotFound } from "@/components/layout/answer-not-found";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { CategoryLanding } from "@/components/landing/category-landing";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { getFeaturedProducts, listBrands, listSectionProducts } from "@/lib/catalog/products";
import { landingPage, type LandingPage, type LandingSection } from "@/lib/content/landing-pages";
import { contentPage } from "./_content";
import { fitDescription, pageTitle } from "@/lib/seo/titles";
import { OPEN_GRAPH_SITE, SHOP_SHARE_IMAGE, notFoundMetadata } from "@/lib/seo/page-metadata";
import { logNotFound } from "@/lib/http/not-found-log";
import { capitalize } from "@/lib/format-text";
import { CLAIMS, STORE } from "@/lib/store";

// Home ("/" is rewritten here as "home") and the category landing pages: rendered on the first
// request and then served from Next's cache until products change, so the build never opens
// the database (ADR 0001).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const HOME_DESCRIPTION = fitDescription(
  `Scratch-and-dent, open-box and clearance appliances ${CLAIMS.maxDiscount} in Reynoldsburg, OH: washers, dryers, refrigerators, ranges, dishwashers and microwaves. ${CLAIMS.freeDelivery}, free pickup, ${CLAIMS.returns}.`,
);

export async function generateMetadata({ params }: PageProps<"/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  if (slug === "home") {
    return {
      title: { absolute: pageTitle(`Discount Appliances ${capitalize(CLAIMS.maxDiscount)}`) },
      description: HOME_DESCRIPTION,
      alternates: { canonical: "/" },
      openGraph: {
        ...OPEN_GRAPH_SITE,
        url: "/",
        title: `${STORE.name}: appliances ${CLAIMS.maxDiscount}`,
        description: HOME_DESCRIPTION,
        images: [SHOP_SHARE_IMAGE],
      },
    };
  }
  const content = contentPage(slug);
  if (content) return content.metadata;
  const page = landingPage(slug);
  // An unknown address: the 404 page says so in its title too.
  if (!page) return notFoundMetadata();
  return {
    title: { absolute: pageTitle(page.metaTitle) },
    description: fitDescription(page.description),
    alternates: { canonical: `/${page.slug}` },
    openGraph: {
      ...OPEN_GRAPH_SITE,
      url: `/${page.slug}`,
      title: pageTitle(page.metaTitle),
      description: fitDescription(page.description),
      images: [SHOP_SHARE_IMAGE],
    },
  };
}

/** A landing page's products; a failure is logged and the page shows its empty texts. */
async function Landing({ page }: { page: LandingPage }) {
  let sections: (LandingSection & { products: CatalogProduct[] })[];
  let brands: string[];
  try {
    [sections, brands] = await Promise.all([
      Promise.all(page.sections.map(async (section) => ({ ...section, products: await listSectionProducts(section) }))),
      listBrands(page.groups),
    ]);
  } catch (error) {
    console.error(`Could not load products for /${page.slug}`, error);
    sections = page.sections.map((section) => ({ ...section, products: [] }));
    brands = [];
  }
  return <CategoryLanding page={page} sections={sections} brands={brands} />;
}

export default async function Page({ params }: PageProps<"/[slug]">) {
  const { slug } = await params;
  if (slug === "home") return <HomePage products={await getFeaturedProducts(6)} />;
  const page = landingPage(slug);
  if (page) return <Landing page={page} />;
  const content = contentPage(slug);
  if (content) {
    const Content = content.default;
    return <Content />;
  }
  logNotFound(`/${slug}`);
  return (
    <>
      <ShopNotFound />
      <AnswerNotFound />
    </>
  );
}
