// Staff lists a page at a time: the page number read from the address, and which page of how
// many a list of `total` rows shows.

export const ADMIN_PAGE_SIZE = 25;

export interface Paged<Row> {
  rows: Row[];
  total: number;
  /** The page shown: the one asked for, within 1 and the last. */
  page: number;
  /** At least 1: a list with no rows has one empty page. */
  pageCount: number;
}

/** A ?page= value: a whole number from 1; anything else is the first page. */
export function readPageNumber(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** Reads the asked page of a list of `total` rows (the last page when it asks past it). */
export async function readPage<Row>(
  asked: number,
  total: number,
  read: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<Paged<Row>> {
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pageCount);
  const rows = await read({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  return { rows, total, page, pageCount };
}
