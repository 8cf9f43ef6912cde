import { describe, expect, it } from "vitest";
import { catalog } from "@/db/seed/catalog";
import { toCatalogProduct } from "@/lib/catalog/catalog-product";
import { toProductRow } from "@/lib/catalog/product-row";
import type { Product } from "@/db/schema";
import { toFeedItem } from "@/lib/feeds/feed-item";
import {
  areaDeliveryJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  storeJsonLd,
  websiteJsonLd,
} from "@/lib/seo/structured-data";
import { DELIVERY, RETURNS, SERVICE_AREAS } from "@/lib/store";
import { jsonLdProblems } from "@/tests/helpers/json-ld-rules";

/** A block as the JSON a search engine reads. */
function json(data: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

const products = catalog.map((product, index) => {
  const row = { ...toProductRow({ ...product, position: index + 1 }), updatedAt: new Date() } as unknown as Product;
  return toCatalogProduct(row);
});

describe("product markup", () => {
  it("has every property Google requires on every priced unit, and no ratings", () => {
    const priced = products.filter((product) => product.priceCents > 0);
    expect(priced.length).toBeGreaterThan(60);
    for (const product of priced) {
      const data = productJsonLd(product);
      expect(jsonLdProblems(data), product.id).toEqual([]);
      expect(data).not.toHaveProperty("aggregateRating");
    }
  });

  it("offers each unit at the price the feeds send: what we charge", () => {
    for (const product of products.filter((candidate) => candidate.priceCents > 0)) {
      const offer = json(productJsonLd(product)).offers as { price: string; priceCurrency: string };
      expect(`${offer.price} ${offer.priceCurrency}`, product.id).toBe(toFeedItem(product).price);
    }
  });

  it("says a sold-out unit is out of stock, not on back order", () => {
    const soldOut = products.find((product) => product.priceCents > 0 && product.stockQuantity === 0)!;
    expect(json(productJsonLd(soldOut)).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("leaves call-for-price units out of merchant markup", () => {
    const onRequest = products.filter((product) => product.priceCents === 0);
    expect(onRequest.length).toBeGreaterThan(0);
    for (const product of onRequest) expect(productJsonLd(product)).toBeNull();
  });

  it("ships free near the store, at the flat fee to the limit, and takes returns for the policy's days", () => {
    const offer = json(json(productJsonLd(products.find((product) => product.priceCents > 0)!)).offers);
    const [free, flat] = offer.shippingDetails as {
      shippingRate: { value: number };
      shippingDestination: { postalCode: string[] };
    }[];
    expect(free!.shippingRate.value).toBe(0);
    expect(free!.shippingDestination.postalCode).toContain("43068");
    expect(flat!.shippingRate.value).toBe(DELIVERY.flatFeeCents / 100);
    expect(flat!.shippingDestination.postalCode).toContain("43215");
    expect(flat!.shippingDestination.postalCode).not.toContain("44114");
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      merchantReturnDays: RETURNS.days,
      returnFees: "https://schema.org/FreeReturn",
    });
  });
});

describe("store, business and site markup", () => {
  it("describes the showroom as a home-goods outlet with its phone, map, logo, photo and towns", () => {
    const store = json(storeJsonLd());
    expect(jsonLdProblems(store)).toEqual([]);
    expect(store["@type"]).toEqual(["HomeGoodsStore", "OutletStore"]);
    expect(store.telephone).toMatch(/^\+1\d{10}$/);
    expect(store.areaServed).toHaveLength(SERVICE_AREAS.length);
    expect((store.areaServed as { url: string }[])[0]!.url).toMatch(/\/areas\/reynoldsburg$/);
  });

  it("adds the business and the site with its search, tied together by @id", () => {
    const organization = json(organizationJsonLd());
    const website = json(websiteJsonLd());
    expect(jsonLdProblems([organization, website])).toEqual([]);
    expect(website.publisher).toEqual({ "@id": organization["@id"] });
    expect(json(storeJsonLd()).parentOrganization).toEqual({ "@id": organization["@id"] });
  });

  it("ties an area page's delivery to the store", () => {
    const area = json(areaDeliveryJsonLd({ name: "Pickerington", slug: "pickerington" }, 0));
    expect(jsonLdProblems(area)).toEqual([]);
    expect(area.provider).toEqual({ "@id": json(storeJsonLd())["@id"] });
    expect((area.offers as { price: string }).price).toBe("0.00");
    // Where the fee depends on the street (Gahanna, at the free zone's edge) no price is claimed.
    const edge = json(areaDeliveryJsonLd({ name: "Gahanna", slug: "gahanna" }, null));
    expect(jsonLdProblems(edge)).toEqual([]);
    expect(edge).not.toHaveProperty("offers");
  });

  it("the validator catches what it checks for", () => {
    const product = json(productJsonLd(products.find((item) => item.priceCents > 0)!));
    expect(jsonLdProblems({ ...product, aggregateRating: { ratingValue: 5 } })).toContain(
      "Product: ratings the shop never collected",
    );
    expect(jsonLdProblems({ ...json(storeJsonLd()), telephone: "(614) 555-0142" })).toContain(
      "Store: telephone (614) 555-0142 is not E.164",
    );
    expect(jsonLdProblems(breadcrumbJsonLd([]))).toContain("BreadcrumbList: no items");
  });
});
