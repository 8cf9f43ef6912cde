// Predictive search: what the header suggests while the shopper types. Categories and styles the
// text names or whose names start as typed, brands of the catalogue that start so, and up to
// five products found by the search engine with the last word read as the start of a word (it is
// still being typed), in-stock products with every word in the title first; and the brands it
// names or starts that we don't carry.
import "server-only";
import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { formatCentsShort } from "@/lib/money";
import { isCallForPrice, unitPriceCents } from "@/lib/product-price";
import { inShop } from "./columns";
import { DEFAULT_QUERY, listingHref } from "./listing";
import { parseSearch, shopWordsStarting, type Meaning } from "./search-parse";
import { appliedFilters, describePlan, joinedName, NOTHING_UNSOLD, planFilters, type SearchPlan } from "./search-plan";
import { OTHER_BRANDS } from "./search-vocabulary";
import {
  filterConditions,
  planSql,
  readBestTier,
  readCatalogFacets,
  readSearch,
  searching,
  type KeptReads,
} from "./search-sql";
import { capitalize } from "@/lib/format-text";
import { MIN_SUGGEST_LENGTH, type SuggestedLink, type SuggestedProduct, type Suggestions } from "./suggestion-shape";

const MAX_PRODUCTS = 5;
const MAX_LINKS = 4;

const { page: _page, ...LISTING } = DEFAULT_QUERY;

/** The plan of a category or style alone. */
function planOf(meaning: Meaning): SearchPlan {
  return {
    text: "",
    words: [],
    understood: [{ ...meaning, said: "", start: 0, end: 0 }],
    corrected: null,
    dropped: [],
    unsold: NOTHING_UNSOLD,
  };
}

/** A category or style as a link: its category page, else the search that reads as it. */
function categoryLink(meaning: Meaning): SuggestedLink {
  const label = capitalize(describePlan(planOf(meaning)));
  const group = meaning.kind === "category" && meaning.groups.length === 1 ? meaning.groups[0]! : "";
  return { label, href: listingHref({ ...LISTING, category: group, search: group ? "" : label.toLowerCase() }) };
}

function unique(links: SuggestedLink[]): SuggestedLink[] {
  return links
    .filter((link, index) => links.findIndex((other) => other.href === link.href) === index)
    .slice(0, MAX_LINKS);
}

/** Up to five products for a plan, the best-ranked first. */
async function suggestedProducts(db: Db, plan: SearchPlan): Promise<SuggestedProduct[]> {
  const search = planSql(plan, { partialLast: true });
  if (!search && plan.understood.length === 0) return [];
  const conditions = [inShop, ...filterConditions(appliedFilters(LISTING, planFilters(plan.understood)))];
  const inStockFirst = sql`${products.inStock} desc nulls last`;
  const ids = await searching(db, async (tx) => {
    if (search?.titleQuery) {
      const best = await readBestTier(tx, conditions, search.titleQuery, MAX_PRODUCTS);
      if (best) return best;
    }
    const order = search ? [inStockFirst, sql`${search.score} desc`] : [inStockFirst];
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(...conditions, search?.match))
      .orderBy(...order, asc(products.position))
      .limit(MAX_PRODUCTS);
    return found.map((row) => row.id);
  });
  if (ids.length === 0) return [];
  const found = await db
    .select({
      id: products.id,
      name: products.name,
      image: sql<string | null>`${products.images}[1]`,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const rows = ids.flatMap((id) => found.filter((row) => row.id === id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    href: `/product/${row.id}`,
    image: row.image,
    price: isCallForPrice(row) ? "Call for Price" : formatCentsShort(unitPriceCents(row)),
  }));
}

export async function suggest(db: Db, text: string, kept: KeptReads = {}): Promise<Suggestions> {
  const typed = text.trim();
  if (typed.length < MIN_SUGGEST_LENGTH) return { categories: [], brands: [], products: [], notCarried: [] };
  const facets = kept.facets ? await kept.facets() : await readCatalogFacets(db);
  const plan = await readSearch(db, typed, { ...kept, facets: async () => facets });
  const said = parseSearch(typed).words.map((word) => word.said.toLowerCase());
  const lastWord = said.at(-1) ?? "";
  const named = plan.understood.filter((item) => item.kind === "category" || item.kind === "style");
  const starting = [...shopWordsStarting(typed), ...(lastWord ? shopWordsStarting(lastWord) : [])];
  // A brand starts as the last word, or the last two written together, are typed ("speed q").
  const tails = [lastWord, said.slice(-2).join("")].map(joinedName).filter((tail) => tail.length >= MIN_SUGGEST_LENGTH);
  const brands = [
    ...plan.understood.flatMap((item) => (item.kind === "brand" ? [item.brand] : [])),
    ...facets.brands.filter((brand) => tails.some((tail) => joinedName(brand).startsWith(tail))),
  ];
  // A brand we don't carry, named or started ("mayt"), unless one we carry starts the same way.
  const started = tails.filter(
    (tail) => tail.length >= 3 && !facets.brands.some((brand) => joinedName(brand).startsWith(tail)),
  );
  const notCarried = [
    ...plan.unsold.brands,
    ...OTHER_BRANDS.filter((brand) => started.some((tail) => joinedName(brand).startsWith(tail))),
  ];
  const categories = [...named, ...starting];
  let products = await suggestedProducts(db, plan);
  // Words that find nothing yet ("beer f"): the products of the category the text names.
  if (products.length === 0 && categories[0]) products = await suggestedProducts(db, planOf(categories[0]));
  return {
    categories: unique(categories.map(categoryLink)),
    brands: unique(
      brands.map((brand) => ({ label: brand, href: listingHref({ ...LISTING, search: brand.toLowerCase() }) })),
    ),
    products,
    notCarried: [...new Set(notCarried)],
  };
}
