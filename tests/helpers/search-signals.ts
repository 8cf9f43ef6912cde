// The reference search for the equivalence test: every shop product's raw search signals for a
// plan's words, read by a plain scan (each word in the title and in the whole search document,
// the compact model number against the plan's model text), for the rules of
// lib/catalog/search-rank.ts to rank.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/connect";
import type { SearchPlan } from "@/lib/catalog/search-plan";
import { modelSeries, modelText, type ProductSignals, type RankRules } from "@/lib/catalog/search-rank";
import { wordQuery } from "@/lib/catalog/search-sql";

interface SignalRow {
  id: string;
  model_equals: boolean;
  model_starts: boolean;
  model_similarity: number;
  model_series: boolean;
  [key: string]: unknown;
}

/** The words of a plan that can be looked for, with their tsquery text. */
function plannedWords(plan: SearchPlan) {
  return plan.words.flatMap((word) => {
    const query = wordQuery(word);
    return query ? [{ query, typo: word.typo }] : [];
  });
}

/** How search-rank.ts ranks a plan's matches. */
export function rankRules(plan: SearchPlan, modelTypo: boolean): RankRules {
  return {
    typos: plannedWords(plan).map((word) => word.typo),
    model: modelText(plan.words) !== null,
    modelTypo,
  };
}

/** Every shop product's signals for a plan's words and model text. */
export async function readSearchSignals(db: Db, plan: SearchPlan): Promise<ProductSignals[]> {
  const words = plannedWords(plan);
  const model = modelText(plan.words) ?? "";
  const series = modelSeries(model) ?? "";
  const wordColumns = words.map(
    ({ query }, index) => sql`,
      (search_title @@ to_tsquery('simple', ${query})) as ${sql.raw(`title_${index}`)},
      (search_document @@ to_tsquery('simple', ${query})) as ${sql.raw(`document_${index}`)}`,
  );
  const rows = await queryRows<SignalRow>(
    db,
    sql`select id,
      (model_compact = ${model}) as model_equals,
      (${model} <> '' and starts_with(model_compact, ${model})) as model_starts,
      similarity(${model}, model_compact)::float8 as model_similarity,
      (${series} <> '' and starts_with(model_compact, ${series})) as model_series
      ${sql.join(wordColumns, sql``)}
    from products where archived_at is null`,
  );
  return rows.map((row) => ({
    id: row.id,
    modelEquals: Boolean(row.model_equals),
    modelStarts: Boolean(row.model_starts),
    modelSimilarity: Number(row.model_similarity),
    modelSeries: Boolean(row.model_series),
    words: words.map((_, index) => ({
      title: Boolean(row[`title_${index}`]),
      document: Boolean(row[`document_${index}`]),
    })),
  }));
}
