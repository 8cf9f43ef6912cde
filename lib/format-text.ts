// Small text formatters for copy built from store facts (ranges and lists) and for staff (file sizes).

/** [1, 2] -> "1-2"; [3, 3] -> "3". */
export function formatRange([from, to]: readonly [number, number]): string {
  return from === to ? String(from) : `${from}-${to}`;
}

/** ["Visa", "Mastercard", "Discover"] -> "Visa, Mastercard, and Discover"; ["a", "b"] -> "a and b" (or "a or b"). */
export function formatList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  // By hand: a page's first Intl formatter loads the browser's locale data on the main thread.
  if (items.length <= 2) return items.join(` ${conjunction} `);
  return `${items.slice(0, -1).join(", ")}, ${conjunction} ${items.at(-1)}`;
}

/** 1 -> "1 mile", 6 -> "6 miles". */
export function formatMiles(miles: number): string {
  return `${miles} ${miles === 1 ? "mile" : "miles"}`;
}

/** Basis points as a percent: 800 -> "8%", 775 -> "7.75%". */
export function formatBasisPoints(bps: number): string {
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** A 24-hour "HH:MM" time as the store writes it: "10:00" -> "10AM", "18:30" -> "6:30PM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes ? `${twelve}:${String(minutes).padStart(2, "0")}${suffix}` : `${twelve}${suffix}`;
}

/** A file's size: 27022 -> "27 KB" (whole kilobytes, rounded up), 5242880 -> "5.0 MB". */
export function formatFileSize(bytes: number): string {
  const mb = 1024 * 1024;
  return bytes < mb ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / mb).toFixed(1)} MB`;
}

/** "up to 60% off" -> "Up to 60% off". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
