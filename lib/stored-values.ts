// Small checks for JSON the browser kept in local storage (cart, saved items). They run on every
// page, so they stay a few lines instead of a validation library in every page's bundle.

export type Stored = Record<string, unknown>;

export function isStored(value: unknown): value is Stored {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === "string";
}

/** A finite amount that is not negative (dollars, ratings). */
export function isAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** A whole number of at least `min`. */
export function isCount(value: unknown, min = 0): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min;
}

export function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isText);
}

/** Parses a stored JSON list, keeping the entries `read` accepts, first of each id only. */
export function readStoredList<T extends { id: string } | { product: { id: string } }>(
  raw: string | null,
  read: (entry: unknown) => T | null,
): T[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: T[] = [];
  const seen = new Set<string>();
  for (const entry of data) {
    const item = read(entry);
    if (!item) continue;
    const id = "id" in item ? item.id : item.product.id;
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(item);
  }
  return items;
}
