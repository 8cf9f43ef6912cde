import { eq, sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as googleLocalRoute } from "@/app/feeds/google-local-inventory.xml/route";
import { GET as googleMerchantRoute } from "@/app/feeds/google-merchant.xml/route";
import { GET as metaRoute } from "@/app/feeds/meta-catalog.csv/route";
import { GET as artRoute } from "@/app/products/[kind]/[image]/route";
import { products, type Product } from "@/db/schema";
import { setupChecklist } from "@/lib/admin/dashboard";
import { parseCsv } from "@/lib/csv";
import { plainText, toFeedItem } from "@/lib/feeds/feed-item";
import { googleShippingRows, zipRanges } from "@/lib/feeds/feed-shipping";
import { feedCounts } from "@/lib/feeds/feed-source";
import { deliveryQuote } from "@/lib/delivery/fee";
import { OHIO_ZIPS } from "@/lib/delivery/ohio-zips";
import { estimateMilesFromStore, lookupZip } from "@/lib/delivery/zip-distance";
import { unitPriceCents } from "@/lib/product-price";
import { DELIVERY } from "@/lib/store";
import { describeEachDatabase } from "../helpers/database";

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === "item" || name.endsWith("additional_image_link") || name === "g:shipping",
  parseTagValue: false,
  htmlEntities: true,
});

async function fetchFeed(route: (request: Request) => Promise<Response>, headers: Record<string, string> = {}) {
  const response = await route(new Request("http://shop.test/feed", { headers }));
  return { response, text: response.status === 200 ? await response.text() : "" };
}

describe("a product as a feed item", () => {
  const base = {
    id: "x-1",
    name: 'Fridge <b>36"</b> & more',
    description: "Line one\nline two <script>x</script>",
    brand: "LG",
    subcategory: "Refrigerator - French Door",
    category: "refrigerator",
    modelNumber: "LRMVS3006S",
    priceCents: 129900,
    salePriceCents: 99900,
    images: ["/products/a.svg", "/products/b.svg"],
    stockQuantity: 2,
    dealType: "scratch-dent" as const,
    conditionNote: "Dent on the left side.",
    gtin: null,
    color: "Stainless",
  };

  it("says the condition, keeps text plain and links absolute", () => {
    const item = toFeedItem(base, { siteUrl: "https://shop.example.com" });
    expect(item).toMatchObject({
      title: 'Fridge 36" & more (Scratch and dent)',
      condition: "used",
      link: "https://shop.example.com/product/x-1",
      imageLink: "https://shop.example.com/products/a.svg",
      additionalImageLinks: ["https://shop.example.com/products/b.svg"],
      googleProductCategory: 686,
      mpn: "LRMVS3006S",
      gtin: null,
    });
    expect(item.description).toBe("Line one line two x Condition: Scratch and dent. Dent on the left side.");
    expect(toFeedItem({ ...base, dealType: "clearance" }).condition).toBe("new");
    expect(plainText("a".repeat(200), 150)).toHaveLength(150);
  });

  it("gives what we charge as the price: the new unit's list price is no price of ours", () => {
    expect(toFeedItem(base).price).toBe("999.00 USD");
    // A sale price that does not count (not below the price) leaves the price as it is.
    expect(toFeedItem({ ...base, salePriceCents: 150000 }).price).toBe("1299.00 USD");
    expect(toFeedItem({ ...base, salePriceCents: null }).price).toBe("1299.00 USD");
  });
});

describe("where the feeds say we deliver", () => {
  it("writes neighbouring ZIP codes as ranges that stop at any known ZIP code left out", () => {
    const known = ["43001", "43002", "43004", "43005", "43008", "43010"];
    expect(zipRanges(["43001", "43002", "43004", "43008"], known)).toEqual(["43001-43004", "43008"]);
    expect(zipRanges(["43002", "43005"], known)).toEqual(["43002", "43005"]);
    expect(zipRanges([], known)).toEqual([]);
  });

  it("prices every known Ohio ZIP code in a row by the checkout's fee rule, and no other", () => {
    const rows = googleShippingRows();
    const covered = new Map<string, string>();
    for (const row of rows) {
      const [first, last = first] = row.postalCode.split("-") as [string, string?];
      for (const zip of Object.keys(OHIO_ZIPS).filter((zip) => zip >= first && zip <= last!)) {
        expect(covered.has(zip), zip).toBe(false);
        covered.set(zip, row.price);
      }
    }
    for (const zip of Object.keys(OHIO_ZIPS)) {
      const quote = deliveryQuote(estimateMilesFromStore(zip));
      const expected = lookupZip(zip)!.poBoxOnly
        ? undefined
        : quote.kind === "free"
          ? "0.00 USD"
          : quote.kind === "flat"
            ? "45.00 USD"
            : undefined;
      expect(covered.get(zip), zip).toBe(expected);
    }
    expect(covered.get("43068")).toBe("0.00 USD");
    expect(covered.get("43215")).toBe(`${(DELIVERY.flatFeeCents / 100).toFixed(2)} USD`);
    expect(covered.has("44114")).toBe(false);
  });
});

// A product name a spreadsheet would run as a link to another site.
const FORMULA_NAME = '=HYPERLINK("https://evil.example","Open")';
/** A photo staff uploaded, as the product row names it. */
const PHOTO = "/uploads/products/0123456789abcdef-1200.webp";

/** Fetches a picture the feeds name from its route, as Google's and Meta's crawlers would. */
async function fetchPicture(link: string): Promise<Response> {
  const [, kind, image] = new URL(link).pathname.split("/").slice(1);
  return artRoute(new Request(link), { params: Promise.resolve({ kind: kind!, image: image! }) });
}

describeEachDatabase("product feeds", (context) => {
  let all: Product[];
  let listed: Product[];
  beforeAll(async () => {
    // One product of each kind the feeds must leave out or mark.
    const [first, second, third, fourth, fifth, sixth] = await context.db
      .select()
      .from(products)
      .orderBy(products.id)
      .limit(6);
    // A unit with a photo of its own after its drawn art.
    await context.db
      .update(products)
      .set({ images: [...sixth!.images, PHOTO] })
      .where(eq(products.id, sixth!.id));
    await context.db.update(products).set({ priceCents: 0, salePriceCents: null }).where(eq(products.id, first!.id));
    await context.db
      .update(products)
      .set({ archivedAt: sql`now()` })
      .where(eq(products.id, second!.id));
    await context.db
      .update(products)
      .set({ stockQuantity: 0, updatedAt: sql`now() - interval '3 days'` })
      .where(eq(products.id, third!.id));
    await context.db
      .update(products)
      .set({ stockQuantity: 0, name: 'Tricky "quoted", 30" < 36" & more', description: 'Comma, quote " and\nnewline' })
      .where(eq(products.id, fourth!.id));
    await context.db
      .update(products)
      .set({ stockQuantity: 3, name: FORMULA_NAME, description: "-20 °F freezer", brand: "@Brand", color: "+Blue" })
      .where(eq(products.id, fifth!.id));
    all = await context.db.select().from(products);
    listed = all.filter(
      (product) =>
        !product.archivedAt &&
        product.priceCents > 0 &&
        (product.stockQuantity > 0 || product.updatedAt.getTime() > Date.now() - 24 * 60 * 60 * 1000),
    );
    const ids = listed.map((product) => product.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    expect(ids).not.toContain(third!.id);
    expect(ids).toContain(fourth!.id);
  });

  it("lists every priced, live product in Google's format with the fields Google requires", async () => {
    const { response, text } = await fetchFeed(googleMerchantRoute);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    expect(XMLValidator.validate(text)).toBe(true);
    const items = parser.parse(text).rss.channel.item as Record<string, unknown>[];
    expect(items.map((item) => item["g:id"]).sort()).toEqual(listed.map((product) => product.id).sort());
    for (const item of items) {
      const product = listed.find((candidate) => candidate.id === item["g:id"])!;
      expect(String(item["g:title"]).length).toBeLessThanOrEqual(150);
      expect(String(item["g:description"]).length).toBeLessThanOrEqual(5000);
      expect(item["g:link"]).toMatch(/^http:\/\/localhost:3000\/product\//);
      expect(item["g:image_link"]).toMatch(/^http:\/\/localhost:3000\//);
      expect(item["g:availability"]).toBe(product.stockQuantity > 0 ? "in_stock" : "out_of_stock");
      expect(item["g:price"]).toMatch(/^\d+\.\d{2} USD$/);
      expect(item["g:condition"]).toBe(product.dealType === "clearance" ? "new" : "used");
      expect(item["g:brand"]).toBe(product.brand);
      expect(item["g:mpn"] ?? item["g:gtin"]).toBeTruthy();
      expect([2549, 2612, 680, 753, 686, 683]).toContain(Number(item["g:google_product_category"]));
      // What we charge, with no sale against a price that was never ours.
      expect(item["g:price"]).toBe(`${(unitPriceCents(product) / 100).toFixed(2)} USD`);
      expect(item).not.toHaveProperty("g:sale_price");
      expect(item).not.toHaveProperty("g:sale_price_effective_date");
      // Delivery only to the ZIP codes we serve, each row one ZIP code or range at the fee rule's price.
      const shipping = item["g:shipping"] as Record<string, string>[];
      expect(shipping).toHaveLength(googleShippingRows().length);
      for (const row of shipping) {
        expect(row["g:country"]).toBe("US");
        expect(row["g:postal_code"]).toMatch(/^4[3-5]\d{3}(-4[3-5]\d{3})?$/);
        expect(row).not.toHaveProperty("g:region");
        expect(row["g:service"]).toBe("Local delivery");
        expect(["0.00 USD", "45.00 USD"]).toContain(row["g:price"]);
      }
    }
    const tricky = items.find((item) => String(item["g:title"]).startsWith("Tricky"));
    expect(tricky!["g:title"]).toMatch(/^Tricky "quoted", 30" < 36" & more/);
    expect(tricky!["g:availability"]).toBe("out_of_stock");
  });

  it("answers 304 to a fetcher that has this version, by ETag or date", async () => {
    const { response } = await fetchFeed(googleMerchantRoute);
    const etag = response.headers.get("etag")!;
    const lastModified = response.headers.get("last-modified")!;
    expect((await fetchFeed(googleMerchantRoute, { "if-none-match": etag })).response.status).toBe(304);
    expect((await fetchFeed(metaRoute, { "if-modified-since": lastModified })).response.status).toBe(304);
    expect((await fetchFeed(googleMerchantRoute, { "if-none-match": 'W/"old"' })).response.status).toBe(200);
  });

  it("gives Google the showroom's stock for local inventory ads", async () => {
    const { text } = await fetchFeed(googleLocalRoute);
    expect(XMLValidator.validate(text)).toBe(true);
    const items = parser.parse(text).rss.channel.item as Record<string, unknown>[];
    expect(items).toHaveLength(listed.length);
    for (const item of items) {
      const product = listed.find((candidate) => candidate.id === item["g:id"])!;
      expect(item).toMatchObject({
        "g:store_code": "reynoldsburg-showroom",
        "g:quantity": String(product.stockQuantity),
        "g:availability": product.stockQuantity > 0 ? "in_stock" : "out_of_stock",
        "g:pickup_sla": "same_day",
        "g:price": `${(unitPriceCents(product) / 100).toFixed(2)} USD`,
      });
      expect(item).not.toHaveProperty("g:sale_price");
    }
  });

  it("writes Meta's catalogue CSV with quoting that survives commas, quotes and newlines", async () => {
    const { text } = await fetchFeed(metaRoute);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(
      expect.arrayContaining(["id", "title", "availability", "condition", "price", "quantity_to_sell_on_facebook"]),
    );
    expect(rows).toHaveLength(listed.length);
    const column = (name: string) => header!.indexOf(name);
    for (const row of rows) {
      expect(row).toHaveLength(header!.length);
      expect(["in stock", "out of stock"]).toContain(row[column("availability")]);
      expect(["new", "used"]).toContain(row[column("condition")]);
      expect(row[column("price")]).toMatch(/^\d+\.\d{2} USD$/);
      expect(row[column("availability_circle_radius")]).toBe("60");
      // Meta takes a state, not a ZIP code: Ohio only, at the flat fee.
      expect(row[column("shipping")]).toBe("US:OH:Local delivery:45.00 USD");
    }
    expect(header).not.toContain("sale_price");
    const tricky = rows.find((row) => row[column("title")]!.startsWith("Tricky"))!;
    expect(tricky[column("title")]).toMatch(/^Tricky "quoted", 30" < 36" & more/);
    expect(tricky[column("description")]).toContain('Comma, quote " and newline');
  });

  it("writes Meta's cells that a spreadsheet would run as formulas as text, as the staff export does", async () => {
    const { text } = await fetchFeed(metaRoute);
    const [header, ...rows] = parseCsv(text);
    const column = (name: string) => header!.indexOf(name);
    const formula = rows.find((row) => row[column("title")]!.includes("HYPERLINK"))!;
    expect(formula[column("title")]).toMatch(/^'=HYPERLINK\("https:\/\/evil\.example","Open"\)/);
    expect(formula[column("description")]).toMatch(/^'-20 °F freezer/);
    expect(formula[column("brand")]).toBe("'@Brand");
    expect(formula[column("color")]).toBe("'+Blue");
    for (const row of rows) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    }
    // The Google feed is XML, which no spreadsheet runs: its text stays as typed.
    const { text: google } = await fetchFeed(googleMerchantRoute);
    const titles = (parser.parse(google).rss.channel.item as Record<string, unknown>[]).map((item) => item["g:title"]);
    expect(titles).toContainEqual(expect.stringMatching(/^=HYPERLINK/));
  });

  it("counts what the feeds leave out for staff", async () => {
    const counts = await feedCounts(context.db);
    expect(counts).toEqual({
      listed: listed.length,
      priceOnRequest: all.filter((p) => !p.archivedAt && p.priceCents === 0).length,
      archived: 1,
      drawnArtOnly: listed.filter((product) => !product.images.includes(PHOTO)).length,
    });
    const item = setupChecklist(process.env, counts).find((candidate) => candidate.id === "feed-photos");
    expect(item?.title).toBe(`Google may disapprove ${counts.drawnArtOnly} products: upload a photo`);
    expect(setupChecklist(process.env, { drawnArtOnly: 0 }).map((candidate) => candidate.id)).not.toContain(
      "feed-photos",
    );
  });

  it("links raster pictures only, the unit's photo first, and serves the drawn art as a 1200 px JPEG", async () => {
    const { text } = await fetchFeed(googleMerchantRoute);
    const items = parser.parse(text).rss.channel.item as Record<string, unknown>[];
    const links = items.flatMap((item) => [
      item["g:image_link"],
      ...((item["g:additional_image_link"] as string[]) ?? []),
    ]);
    expect(links.length).toBeGreaterThan(items.length);
    for (const link of links)
      expect(link).toMatch(/^http:\/\/localhost:3000\/(products\/[a-z0-9-]+\/[a-z0-9-]+\.jpg|uploads\/.+\.webp)$/);
    const withPhoto = items.find((item) => item["g:image_link"] === `http://localhost:3000${PHOTO}`);
    expect(withPhoto, "the unit's photo comes first").toBeDefined();
    // A sample of the drawn art, fetched as the platforms fetch it.
    for (const link of [links[0], links.at(-1)] as string[]) {
      if (!link.includes("/products/")) continue;
      const answer = await fetchPicture(link);
      expect(answer.status, link).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 1200, height: 1200 });
    }
    expect((await fetchPicture("http://localhost:3000/products/dishwasher/nothing-here.jpg")).status).toBe(404);
    expect((await fetchPicture("http://localhost:3000/products/dishwasher/white-front.svg")).status).toBe(404);
    expect((await fetchPicture("http://localhost:3000/products/..%2Fbrands/lg.jpg")).status).toBe(404);
  });

  it("leaves products with drawn art only out of the feeds when a photo is required", async () => {
    vi.stubEnv("FEEDS_REQUIRE_PHOTO", "1");
    try {
      const { text } = await fetchFeed(googleMerchantRoute);
      const items = parser.parse(text).rss.channel.item as Record<string, unknown>[];
      const ids = listed.filter((product) => product.images.includes(PHOTO)).map((product) => product.id);
      expect(items.map((item) => item["g:id"])).toEqual(ids);
      const [header, ...rows] = parseCsv((await fetchFeed(metaRoute)).text);
      expect(rows.map((row) => row[header!.indexOf("id")])).toEqual(ids);
      expect((await feedCounts(context.db)).listed).toBe(ids.length);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
