import { notFound } from "next/navigation";
import { logNotFound } from "@/lib/not-found-log";

/** Any deeper unknown path: logged, then the shop's 404 page. */
export default async function UnknownPage({ params }: PageProps<"/[slug]/[...rest]">) {
  const { slug, rest } = await params;
  logNotFound(`/${[slug, ...rest].join("/")}`);
  notFound();
}
