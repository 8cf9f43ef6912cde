// Any unknown path two or more segments deep: logged, then the shop's 404 page.
import { notFound } from "next/navigation";
import { logNotFound } from "@/lib/http/not-found-log";

/** Any deeper unknown path: logged, then the shop's 404 page. */
export default async function UnknownPage({ params }: PageProps<"/[slug]/[...rest]">) {
  const { slug, rest } = await params;
  logNotFound(`/${[slug, ...rest].join("/")}`);
  notFound();
}
