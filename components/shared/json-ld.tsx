// A JSON-LD script tag, safely serialised.
/** JSON for a script tag: characters that could close the tag or start markup are escaped. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Renders structured data built by lib/seo/structured-data.ts (typed there with schema-dts). */
/** Blocks given as null (a product with nothing to mark up) are left out. */
export function JsonLd({ data }: { data: object | (object | null)[] }) {
  const blocks = Array.isArray(data) ? data.filter((block) => block !== null) : data;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(blocks) }} />;
}
