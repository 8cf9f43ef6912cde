// Product search in Postgres (pg_trgm), the same on PGlite and Postgres: the database scores
// every product against each word (word-start match in the title or description, trigram
// similarity for typos) and the model number in compact form; `rankMatches` turns those signals
// into matches and a relevance score, best first.
import "server-only";
import { sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { queryRows, type Db } from "@/db/connect";
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from "./cache-tags";
import { rankMatches, type ProductSignals } from "./search-rank";
import { searchTerms, type SearchTerms } from "./search-text";

const TITLE = sql`lower(concat_ws(' ', name, brand, model_number, subcategory, category, color, replace(deal_type, '-', ' ')))`;
const COMPACT_MODEL = sql`regexp_replace(lower(model_number), '[^a-z0-9]', '', 'g')`;

interface SignalRow {
  id: string;
  model_contains: boolean;
  model_equals: boolean;
  model_similarity: number;
  [key: string]: unknown;
}

export async function readSearchSignals(db: Db, terms: SearchTerms): Promise<ProductSignals[]> {
  const wordColumns = terms.words.map(
    (word, index) => sql`,
      (${TITLE} ~ ${`\\m${word}`}) as ${sql.raw(`title_${index}`)},
      (lower(description) ~ ${`\\m${word}`}) as ${sql.raw(`description_${index}`)},
      word_similarity(${word}, ${TITLE}) as ${sql.raw(`similarity_${index}`)}`,
  );
  const compact = terms.compact;
  const rows = await queryRows<SignalRow>(
    db,
    sql`select id,
      (length(${compact}) >= 4 and position(${compact} in ${COMPACT_MODEL}) > 0) as model_contains,
      (${COMPACT_MODEL} = ${compact}) as model_equals,
      similarity(${compact}, ${COMPACT_MODEL}) as model_similarity
      ${sql.join(wordColumns, sql``)}
    from products`,
  );
  return rows.map((row) => ({
    id: row.id,
    modelContains: Boolean(row.model_contains),
    modelEquals: Boolean(row.model_equals),
    modelSimilarity: Number(row.model_similarity),
    words: terms.words.map((_, index) => ({
      title: Boolean(row[`title_${index}`]),
      description: Boolean(row[`description_${index}`]),
      similarity: Number(row[`similarity_${index}`]),
    })),
  }));
}

/** Matching product ids and their relevance (higher is better) for the search text. */
export async function searchProducts(text: string): Promise<Map<string, number>> {
  const terms = searchTerms(text);
  if (terms.words.length === 0) return new Map();
  const ranked = await unstable_cache(
    async () => [...rankMatches(await readSearchSignals(await getDb(), terms))],
    ["search", terms.compact, ...terms.words],
    { tags: [CACHE_TAGS.catalog], revalidate: CATALOG_REVALIDATE_SECONDS },
  )();
  return new Map(ranked);
}
