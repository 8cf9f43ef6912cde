// Turns the database's per-product search signals into matches and relevance scores. A word
// that starts a word somewhere in the catalogue must match that way ("washer" does not find
// dishwashers); a word that starts nothing is treated as a typo and matched by similarity
// ("whirpool" finds Whirlpool).

export interface WordSignal {
  /** The word starts a word of the name, brand, model, category, colour or deal. */
  title: boolean;
  /** The word starts a word of the description. */
  description: boolean;
  /** pg_trgm word_similarity of the word to the title, 0..1. */
  similarity: number;
}

export interface ProductSignals {
  id: string;
  /** The compact query (at least MIN_MODEL_PART characters) is part of the compact model number. */
  modelContains: boolean;
  modelEquals: boolean;
  modelSimilarity: number;
  words: WordSignal[];
}

/** Least pg_trgm word similarity for a word that starts nothing in the catalogue (a typo). */
export const TYPO_SIMILARITY = 0.5;
/** Least pg_trgm similarity of the compact query to a compact model number (a mistyped model). */
export const MODEL_TYPO_SIMILARITY = 0.6;
/** Shortest compact query that is looked for inside model numbers. */
export const MIN_MODEL_PART = 4;

/** What each kind of match adds to a product's relevance. */
export const SCORES = {
  title: 10,
  description: 3,
  /** Times the word similarity. */
  typo: 6,
  modelEquals: 100,
  modelContains: 50,
  /** Times the model similarity. */
  modelTypo: 20,
} as const;

export function rankMatches(signals: readonly ProductSignals[]): Map<string, number> {
  const wordCount = signals[0]?.words.length ?? 0;
  const exactSomewhere = Array.from({ length: wordCount }, (_, index) =>
    signals.some((product) => product.words[index]!.title || product.words[index]!.description),
  );
  const anyModelContains = signals.some((product) => product.modelContains);
  const scores = new Map<string, number>();
  for (const product of signals) {
    let wordsMatch = wordCount > 0;
    let score = 0;
    product.words.forEach((word, index) => {
      if (word.title) score += SCORES.title;
      else if (word.description) score += SCORES.description;
      else if (!exactSomewhere[index] && word.similarity >= TYPO_SIMILARITY) score += SCORES.typo * word.similarity;
      else wordsMatch = false;
    });
    const modelMatch = product.modelContains || (!anyModelContains && product.modelSimilarity >= MODEL_TYPO_SIMILARITY);
    if (!wordsMatch && !modelMatch) continue;
    if (product.modelEquals) score += SCORES.modelEquals;
    else if (product.modelContains) score += SCORES.modelContains;
    else if (modelMatch) score += SCORES.modelTypo * product.modelSimilarity;
    scores.set(product.id, score);
  }
  return scores;
}
