// How a search ranks what it finds: every word must be somewhere in the product (its title,
// features, specifications or description), or the search must start a model number; a word in
// the title counts more than one elsewhere, a corrected word counts half as much as one found as
// typed, and a model number counts most; a mistyped one finds the close ones, or when none of the
// shop's is close, those of its series. The database computes the same (search-sql.ts).

import { isEverydayWord } from "./everyday-words";

export interface WordSignal {
  /** The word is in the title: name, brand, model, subtype, category, colour, deal. */
  title: boolean;
  /** The word is anywhere in the product's search document (the title too). */
  document: boolean;
}

export interface ProductSignals {
  id: string;
  words: WordSignal[];
  /** The search's model text (see modelText) equals, or starts, the product's compact model number. */
  modelEquals: boolean;
  modelStarts: boolean;
  /** pg_trgm similarity of the model text to the compact model number, 0..1. */
  modelSimilarity: number;
  /** The compact model number starts with the model text's series (modelSeries). */
  modelSeries: boolean;
}

/** What each kind of match adds to a product's relevance. */
export const SCORES = {
  title: 10,
  document: 3,
  /** A corrected word counts this share of a word found as typed. */
  typoShare: 0.5,
  modelEquals: 100,
  modelStarts: 50,
  /** Times the model similarity. */
  modelTypo: 20,
} as const;

/** Least pg_trgm similarity of a mistyped model number to a product's. */
export const MODEL_TYPO_SIMILARITY = 0.5;
/** Shortest model text looked for (with at least one digit, as model numbers have). */
const MIN_MODEL_LENGTH = 4;

/**
 * The series of a model text: the letters it starts with, from two ("wm" of "wm3400cw": LG's
 * washers), or null. A model number close to none we have is shown beside those of its series.
 */
export function modelSeries(model: string): string | null {
  return /^[a-z]{2,}(?=\d)/.exec(model)?.[0] ?? null;
}

/** Letters and digits only, lowercase: the form model numbers are compared in. */
export function compactText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Whether a word of a search is written as a model number is: letters and digits together
 * ("WM3400CW", "rf28t"), not a word beside an amount ("dr 1000") or a count ("samsung 4 doo").
 */
export function modelWritten(words: readonly { said: string }[]): boolean {
  return words.some((word) => /\p{L}/u.test(word.said) && /\d/.test(word.said));
}

/** The words of a search wanted, written together as model numbers are compared ("WF45 T6000" -> "wf45t6000"). */
function wantedCompact(words: readonly { said: string; negated?: string }[]): string {
  // A word the shopper does not want is no part of a model number.
  return compactText(
    words
      .filter((word) => !word.negated)
      .map((word) => word.said)
      .join(""),
  );
}

/**
 * The words of a search as the two letters a series of model numbers starts with ("rf": Samsung's
 * refrigerators, "wm": LG's washers), when they are two letters and no word of everyday English
 * ("me", "we"); else null. Two letters are looked for as whole words only (three or more as the
 * start of one, a model number's too), so typed alone they had found nothing.
 */
export function seriesText(words: readonly { said: string; negated?: string }[]): string | null {
  const text = wantedCompact(words);
  return /^[a-z]{2}$/.test(text) && !isEverydayWord(text) ? text : null;
}

/** The words of a search as one model number ("WF45 T6000" -> "wf45t6000"), or null when they cannot be one. */
export function modelText(words: readonly { said: string; negated?: string }[]): string | null {
  const text = wantedCompact(words);
  return text.length >= MIN_MODEL_LENGTH && /\d/.test(text) ? text : null;
}

export interface RankRules {
  /** Per word: found through a correction. */
  typos: readonly boolean[];
  /** The search can be a model number (modelText is not null). */
  model: boolean;
  /**
   * Match mistyped model numbers by similarity instead of by their start; when no model number
   * of the shop is close, by their series (the most similar first).
   */
  modelTypo: boolean;
}

/** The products a search finds, each with its relevance (higher first). */
export function rankMatches(signals: readonly ProductSignals[], rules: RankRules): Map<string, number> {
  const scores = new Map<string, number>();
  const anyClose = signals.some((product) => product.modelSimilarity >= MODEL_TYPO_SIMILARITY);
  for (const product of signals) {
    const wordsMatch = product.words.length > 0 && product.words.every((word) => word.document);
    const modelMatch =
      rules.model &&
      (rules.modelTypo
        ? product.modelSimilarity >= MODEL_TYPO_SIMILARITY || (!anyClose && product.modelSeries)
        : product.modelStarts);
    if (!wordsMatch && !modelMatch) continue;
    let score = 0;
    product.words.forEach((word, index) => {
      const found = word.title ? SCORES.title : word.document ? SCORES.document : 0;
      score += rules.typos[index] ? found * SCORES.typoShare : found;
    });
    if (product.modelEquals) score += SCORES.modelEquals;
    else if (product.modelStarts) score += SCORES.modelStarts;
    else if (modelMatch) score += SCORES.modelTypo * product.modelSimilarity;
    scores.set(product.id, score);
  }
  return scores;
}
