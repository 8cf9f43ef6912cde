// Small text formatters for copy built from store facts: ranges and lists.

/** [1, 2] -> "1-2"; [3, 3] -> "3". */
export function formatRange([from, to]: readonly [number, number]): string {
  return from === to ? String(from) : `${from}-${to}`;
}

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** ["Visa", "Mastercard", "Discover"] -> "Visa, Mastercard, and Discover". */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** 1 -> "1 mile", 6 -> "6 miles". */
export function formatMiles(miles: number): string {
  return `${miles} ${miles === 1 ? "mile" : "miles"}`;
}

/** Basis points as a percent: 800 -> "8%", 775 -> "7.75%". */
export function formatBasisPoints(bps: number): string {
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}
