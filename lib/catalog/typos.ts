// How far apart two words are, and how many typing mistakes a word may hold and still be
// corrected: shared by the reading of a search (shop phrases typed with a mistake) and its plan
// (words corrected from the vocabulary and the catalogue's word list).

/**
 * How many typing mistakes a word of this length may hold and still be corrected: to a shop word
 * from four letters ("dryr"), to another word of the catalogue from five, as a short word is more
 * often another real word than a mistyped one ("beer" is not "been").
 */
export function allowedTypos(length: number, to: "shop" | "catalogue"): number {
  return length >= 8 ? 2 : length >= (to === "shop" ? 4 : 5) ? 1 : 0;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) between two words. With `limit`, any
 * answer above it is `limit + 1`, found as soon as a row of the table is all above it (the
 * search reads every phrase at every word, so most comparisons stop after a letter or two).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  // Three rows of the table (the one two back is for a swap of two neighbours), reused from call
  // to call: the search compares a word with hundreds of others.
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  let twoBack = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j += 1) rows[previous + j] = j;
  let previousBest = 0;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowBest = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[twoBack + j - 2]! + 1);
      rows[current + j] = best;
      if (best < rowBest) rowBest = best;
    }
    // A swap reaches back two rows, so a row all above the limit ends it only with the one before.
    if (rowBest > limit && previousBest > limit) return limit + 1;
    previousBest = rowBest;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(rows[previous + b.length]!, limit + 1);
}

/** The rows editDistance works in. */
let rows = new Int32Array(96);

/** Whether two words differ by two neighbouring letters swapped. */
export function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((letter, index) => letter !== b[index]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Whether two words of one length differ in one vowel only ("ovan" and "oven"; "open" is not so). */
export function vowelChanged(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  return differ.length === 1 && /[aeiou]/.test(a[differ[0]!]!) && /[aeiou]/.test(b[differ[0]!]!);
}

/** Whether `typed` is `word` with one of its letters left out. */
export const letterLeftOut = (typed: string, word: string) =>
  word.length === typed.length + 1 && [...word].some((_, at) => word.slice(0, at) + word.slice(at + 1) === typed);

/**
 * Whether `typed`, four letters or more, is the start of `word` with one mistake: a letter left
 * out ("wirl" of "whirlpool"), one wrong or two swapped ("smas" of "samsung"); from six letters,
 * also two letters left out ("micrwv" of "microwave").
 */
export const startsWithTypo = (typed: string, word: string) =>
  typed.length >= 4 &&
  !word.startsWith(typed) &&
  (letterLeftOut(typed, word.slice(0, typed.length + 1)) ||
    editDistance(typed, word.slice(0, typed.length), 1) <= 1 ||
    twoLettersLeftOut(typed, word.slice(0, typed.length + 2)));

/**
 * Whether `typed`, six letters or more, is `word` with two of its letters left out and its first
 * kept ("whirpol" of whirlpool, "micrwve" of microwave): the slip of a hurried hand, read as one
 * even where a word this short may hold only one other mistake. Not its last two: that is the
 * word cut short ("whirlpo"), or another word it starts ("install" of installer).
 */
export function twoLettersLeftOut(typed: string, word: string): boolean {
  if (typed.length < 6 || word.length !== typed.length + 2 || typed[0] !== word[0] || word.startsWith(typed)) {
    return false;
  }
  let matched = 0;
  for (const letter of word) if (letter === typed[matched]) matched += 1;
  return matched === typed.length;
}

/**
 * Whether `typed`, four letters or more, is `word` written without its vowels, as in a text
 * message ("frdg" of fridge, "dshwshr" of dishwasher, "smsng" of samsung): its first letter and
 * every other letter kept in order, only vowels left out (and one of a doubled letter: "stnls" of
 * stainless).
 */
export function vowelsLeftOut(typed: string, word: string): boolean {
  if (typed.length < 4 || word.length < typed.length + 2 || typed[0] !== word[0]) return false;
  let kept = 0;
  let vowels = 0;
  for (let at = 0; at < word.length; at += 1) {
    const letter = word[at]!;
    if (letter === typed[kept]) kept += 1;
    else if (/[aeiou]/.test(letter)) vowels += 1;
    else if (letter !== word[at - 1]) return false;
  }
  // Two vowels left out of a word typed with none ("frdg"), three of one that keeps some ("micrwv"):
  // a word that keeps a vowel and leaves out two is as often one being typed ("retr" of retro, no
  // "retiro").
  return kept === typed.length && vowels >= (/[aeiou]/.test(typed) ? 3 : 2);
}

/** Whether `typed` is `word` with one of its letters typed twice ("lgg" of "lg"). */
export const letterTypedTwice = (typed: string, word: string) =>
  typed.length === word.length + 1 &&
  [...typed].some((letter, at) => letter === typed[at + 1] && typed.slice(0, at) + typed.slice(at + 1) === word);

/** Whether `typed` is `word` with one letter's key missed for the key beside it ("tip" of "top"). */
export const keyBesideHit = (typed: string, word: string) => {
  if (typed.length !== word.length) return false;
  const differ = [...typed].flatMap((letter, at) => (letter === word[at] ? [] : [at]));
  return differ.length === 1 && besideOnKeyboard(typed[differ[0]!]!, word[differ[0]!]!);
};

/** The words made from `word` by swapping two neighbouring letters that differ ("wtaer": "twaer", "water", ...). */
export function neighbourSwaps(word: string): string[] {
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < word.length; at += 1) {
    if (word[at] !== word[at + 1]) swaps.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  }
  return [...swaps];
}

/** The rows of a QWERTY keyboard, to tell which keys are beside each other. */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Whether two letters are keys beside each other, on a row or across rows ("s" and "d", "f" and "r"). */
function besideOnKeyboard(a: string, b: string): boolean {
  const at = (letter: string) => {
    const row = KEY_ROWS.findIndex((keys) => keys.includes(letter));
    return row < 0 ? null : { row, column: KEY_ROWS[row]!.indexOf(letter) + row * 0.5 };
  };
  const first = at(a);
  const second = at(b);
  if (!first || !second || a === b) return false;
  return Math.abs(first.row - second.row) <= 1 && Math.abs(first.column - second.column) <= 1;
}

/**
 * Whether `typed` starts the way `word` does, as a mistyped word nearly always does: the same
 * first letter, the first two swapped ("rfidge"), or a key beside it hit ("sryer": dryer). A
 * short word that starts otherwise is more often another word ("bridge" is no fridge).
 */
export function startsAlike(typed: string, word: string): boolean {
  return (
    typed[0] === word[0] ||
    swapped(typed.slice(0, 2), word.slice(0, 2)) ||
    besideOnKeyboard(typed[0] ?? "", word[0] ?? "")
  );
}
