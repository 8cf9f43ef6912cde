// Any unknown path two or more segments deep: logged, then the shop's 404 page, rendered once
// per address and cached like the pages it stands in for.
import { AnswerNotFound } from "@/components/layout/answer-not-found";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { logNotFound } from "@/lib/http/not-found-log";
import { notFoundMetadata } from "@/lib/seo/page-metadata";

// Rendered as a cached page, which is how a 404 keeps its content in the server's HTML.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const metadata = notFoundMetadata();

/** Any deeper unknown path: logged, then the shop's 404 page. */
export default async function UnknownPage({ params }: PageProps<"/[slug]/[...rest]">) {
  const { slug, rest } = await params;
  logNotFound(`/${[slug, ...rest].join("/")}`);
  return (
    <>
      <ShopNotFound />
      <AnswerNotFound />
    </>
  );
}
