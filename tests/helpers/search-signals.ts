// The reference search for the equivalence test: every shop product's raw search signals, read
// by a plain scan (word starts in the title and description, trigram similarities, the compact
// model number), for the pure rules of lib/catalog/search-rank.ts to rank.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/connect";
import type { ProductSignals } from "@/lib/catalog/search-rank";
import type { SearchTerms } from "@/lib/catalog/search-text";

const TITLE = sql`lower(concat_ws(' ', name, brand, model_number, subcategory, category, color, replace(deal_type, '-', ' ')))`;
const COMPACT_MODEL = sql`regexp_replace(lower(model_number), '[^a-z0-9]', '', 'g')`;

interface SignalRow {
  id: string;
  model_contains: boolean;
  model_equals: boolean;
  model_similarity: number;
  [key: string]: unknown;
}

/** Every shop product's signals for the search terms. */
export async function readSearchSignals(db: Db, terms: SearchTerms): Promise<ProductSignals[]> {
  const wordColumns = terms.words.map(
    (word, index) => sql`,
      (${TITLE} ~ ${`\\m${word}`}) as ${sql.raw(`title_${index}`)},
      (lower(description) ~ ${`\\m${word}`}) as ${sql.raw(`description_${index}`)},
      word_similarity(${word}, ${TITLE})::float8 as ${sql.raw(`similarity_${index}`)}`,
  );
  const compact = terms.compact;
  const rows = await queryRows<SignalRow>(
    db,
    sql`select id,
      (length(${compact}) >= 4 and position(${compact} in ${COMPACT_MODEL}) > 0) as model_contains,
      (${COMPACT_MODEL} = ${compact}) as model_equals,
      similarity(${compact}, ${COMPACT_MODEL})::float8 as model_similarity
      ${sql.join(wordColumns, sql``)}
    from products where archived_at is null`,
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
