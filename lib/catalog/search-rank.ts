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
  /** The compact query is part of the compact model number. */
  modelContains: boolean;
  modelEquals: boolean;
  modelSimilarity: number;
  words: WordSignal[];
}

export const TYPO_SIMILARITY = 0.5;
const MODEL_TYPO_SIMILARITY = 0.6;

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
      if (word.title) score += 10;
      else if (word.description) score += 3;
      else if (!exactSomewhere[index] && word.similarity >= TYPO_SIMILARITY) score += 6 * word.similarity;
      else wordsMatch = false;
    });
    const modelMatch = product.modelContains || (!anyModelContains && product.modelSimilarity >= MODEL_TYPO_SIMILARITY);
    if (!wordsMatch && !modelMatch) continue;
    if (product.modelEquals) score += 100;
    else if (product.modelContains) score += 50;
    else if (modelMatch) score += 20 * product.modelSimilarity;
    scores.set(product.id, score);
  }
  return scores;
}
