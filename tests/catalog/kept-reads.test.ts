// The catalogue's reads that every search and listing page shares (the brands and colours, what
// the word list says of a word, a listing's count) are kept in Next's data cache, and so are the
// pages of listings and the header's suggestions they are read for. Next runs a kept read asked
// for inside another kept read every time, without looking in its cache; the shared reads must be
// kept all the same. `next/cache` here keeps reads by key and, as Next does, runs a nested one
// every time.
import { AsyncLocalStorage } from "node:async_hooks";
import { beforeEach, expect, it, vi } from "vitest";
import { DEFAULT_QUERY } from "@/lib/catalog/listing";
import { listProducts, listProductsPage, suggestSearch } from "@/lib/catalog/products";
import { describeEachDatabase } from "../helpers/database";
import { correctedOf } from "../helpers/corrected";

const cache = vi.hoisted(() => ({
  /** The whole key of every kept read whose function ran. */
  ran: [] as string[][],
  kept: new Map<string, Promise<unknown>>(),
}));

vi.mock("next/cache", () => {
  const insideKeptRead = new AsyncLocalStorage<true>();
  return {
    unstable_cache:
      <T extends (...args: never[]) => Promise<unknown>>(callback: T, keyParts: string[]) =>
      (...args: Parameters<T>) => {
        if (insideKeptRead.getStore()) {
          cache.ran.push(keyParts);
          return callback(...args);
        }
        const whole = JSON.stringify(keyParts);
        if (!cache.kept.has(whole)) {
          cache.kept.set(
            whole,
            insideKeptRead.run(true, () => {
              cache.ran.push(keyParts);
              return callback(...args);
            }),
          );
        }
        return cache.kept.get(whole);
      },
    revalidateTag: () => {},
  };
});

const { page: _page, ...LISTING } = DEFAULT_QUERY;
const ran = (kind: string) => cache.ran.filter((key) => key[0] === kind).map((key) => JSON.stringify(key));
const times = (kind: string) => ran(kind).length;

describeEachDatabase("reads kept for every search", () => {
  beforeEach(() => {
    cache.ran.length = 0;
    cache.kept.clear();
  });

  it("counts a listing once for all its pages", async () => {
    const washers = { ...LISTING, category: "washer" };
    const first = await listProductsPage(washers, 1);
    const second = await listProductsPage({ ...washers, sort: "priceAsc" }, 2);
    const api = await listProducts(washers, { offset: 3, limit: 5 });
    expect(times("listing")).toBe(2);
    expect(times("listing-window")).toBe(1);
    expect(times("listing-count")).toBe(1);
    expect(second.total).toBe(first.total);
    expect(api.total).toBe(first.total);
  });

  it("reads the brands and colours, and a word's answer, once for every new search and suggestion", async () => {
    const one = await listProductsPage({ ...LISTING, search: "whirpool dryer 27" }, 1);
    const two = await listProductsPage({ ...LISTING, search: "whirpool dryer 28" }, 1);
    const typed = await suggestSearch("whirpool dr");
    expect(times("listing")).toBe(2);
    expect(times("suggest")).toBe(1);
    expect(times("catalog-facets")).toBe(1);
    // "whirpool" was read once for all three; each other word ("dr", the two written as one) once.
    const words = ran("search-word");
    expect(words.filter((key) => key.includes('\\"whirpool\\"]'))).toHaveLength(1);
    expect(new Set(words).size).toBe(words.length);
    expect(correctedOf(one.search!.asked)).toBe("whirlpool dryer 27");
    expect(correctedOf(two.search!.asked)).toBe("whirlpool dryer 28");
    expect(typed.brands.map((brand) => brand.label)).toContain("Whirlpool");
  });
});
