// The catalogue as a CSV file staff edit in a spreadsheet: its columns, the export (each row
// carrying the base it was exported from) and reading an edited file back into checked rows.
import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/db/client";
import { products, type NewProduct, type Product } from "@/db/schema";
import { catalogOrder, inCatalogOrder } from "@/lib/catalog/catalog-order";
import { CsvSyntaxError, csvLine, parseCsv, unguardCell } from "@/lib/csv";
import { PRODUCT_FIELDS, productText, readProductText, type ProductField, type ProductText } from "./product-form";

/** Every cell of a row that an import may change, in the base's order (the id names the row). */
export const IMPORT_FIELDS = [...PRODUCT_FIELDS.filter((field) => field !== "id"), "archived"] as const;
export type ImportField = Exclude<ProductField, "id"> | "archived";
export type ImportCells = Record<ImportField, string>;

const OPTIONAL_COLUMNS = ["archived", "base"];

/** Characters of the hash of each cell in the base: one changed cell in 2^36 would pass for unchanged. */
const HASH_LENGTH = 6;
/** The base: a letter (so no spreadsheet reads it as a number), then each cell's hash in turn. */
const BASE_PATTERN = new RegExp(`^b[\\w-]{${IMPORT_FIELDS.length * HASH_LENGTH}}$`);

/**
 * A short hash of one cell as exported. It covers the row's id, so a row whose id staff changed
 * to another product's never passes for that product's unchanged row.
 */
export function cellHash(id: string, field: ImportField, value: string): string {
  return createHash("sha256").update(`${id}\n${field}\n${value}`).digest("base64url").slice(0, HASH_LENGTH);
}

/**
 * A stored product's cells in the form a file's cells are read into: a price typed "1299" or
 * "$1,299.00", a list with blank lines or not, compares equal to what is stored.
 */
export function storedCells(product: Product): ImportCells {
  const shown = productText(product);
  const read = readProductText(shown);
  const { id: _id, ...cells } = read.ok ? read.text : shown;
  return { ...cells, archived: product.archivedAt ? "yes" : "" };
}

/** What a product's row was based on when exported: the hash of each of its cells. */
function baseOf(product: Product): string {
  const cells = storedCells(product);
  return `b${IMPORT_FIELDS.map((field) => cellHash(product.id, field, cells[field])).join("")}`;
}

/**
 * The whole catalogue (archived products included, marked) as CSV lines with the form's columns
 * and the base of each row, the header first, read a batch at a time so the download never holds
 * the whole catalogue.
 */
export async function* productCsvLines(db: Db): AsyncGenerator<string> {
  yield csvLine([...PRODUCT_FIELDS, ...OPTIONAL_COLUMNS]);
  const rows = inCatalogOrder((after, limit) =>
    db
      .select()
      .from(products)
      .where(after)
      .orderBy(...catalogOrder)
      .limit(limit),
  );
  for await (const product of rows) {
    const text = productText(product);
    yield csvLine([...PRODUCT_FIELDS.map((field) => text[field]), product.archivedAt ? "yes" : "", baseOf(product)]);
  }
}

export interface ImportRowProblem {
  /** The row's line in the file, counting the header as line 1. */
  line: number;
  id: string;
  problems: string[];
}

/** A row of the file that reads as a product. */
export interface FileRow {
  line: number;
  id: string;
  /** The row as a new product, when no product has its id. */
  row: NewProduct;
  /** Its cells as read; `archived` only when the file has that column. */
  cells: Partial<ImportCells> & ProductText;
  /** Each cell's hash when exported, or null for a row without a base (typed in, or an older export). */
  base: Record<ImportField, string> | null;
}

export interface ProductFile {
  rows: FileRow[];
  rejected: ImportRowProblem[];
  /** A problem with the file as a whole (no header, unknown columns...). */
  fileProblem: string | null;
  /** Whether the file has the base column (exports before it had none). */
  hasBase: boolean;
}

const MAX_IMPORT_ROWS = 20_000;

function readBase(text: string): Record<ImportField, string> {
  return Object.fromEntries(
    IMPORT_FIELDS.map((field, index) => [field, text.slice(1 + index * HASH_LENGTH, 1 + (index + 1) * HASH_LENGTH)]),
  ) as Record<ImportField, string>;
}

/** Reads an import file into rows, each checked on its own (nothing is compared with the catalogue). */
export function readProductFile(csv: string): ProductFile {
  const empty: ProductFile = { rows: [], rejected: [], fileProblem: null, hasBase: false };
  let table: string[][];
  try {
    // The header, the most rows an import takes, and one more to tell that there are too many.
    table = parseCsv(csv, { maxRows: MAX_IMPORT_ROWS + 2 });
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ...empty, fileProblem: error.message };
    throw error;
  }
  const [header, ...body] = table;
  if (!header) return { ...empty, fileProblem: "The file is empty" };
  const columns = header.map((name) => name.trim());
  const unknown = columns.filter(
    (name) => !OPTIONAL_COLUMNS.includes(name) && !(PRODUCT_FIELDS as readonly string[]).includes(name),
  );
  const missing = PRODUCT_FIELDS.filter((field) => !columns.includes(field));
  if (unknown.length > 0 || missing.length > 0) {
    return {
      ...empty,
      fileProblem: [
        missing.length > 0 ? `Missing columns: ${missing.join(", ")}` : "",
        unknown.length > 0 ? `Unknown columns: ${unknown.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join(". "),
    };
  }
  if (body.length > MAX_IMPORT_ROWS) return { ...empty, fileProblem: `At most ${MAX_IMPORT_ROWS} rows per import` };
  const file: ProductFile = { ...empty, hasBase: columns.includes("base") };
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const text = Object.fromEntries(columns.map((name, column) => [name, unguardCell(cells[column] ?? "")]));
    const problems: string[] = [];
    if (cells.length !== columns.length) problems.push(`has ${cells.length} cells, the header has ${columns.length}`);
    const read = readProductText(text as Record<ProductField, string>);
    if (!read.ok) problems.push(...Object.values(read.errors));
    const id = (text.id ?? "").trim().toLowerCase();
    if (id && seen.has(id)) problems.push(`ID "${id}" appears twice in the file`);
    seen.add(id);
    const base = (text.base ?? "").trim();
    if (base && !BASE_PATTERN.test(base)) problems.push("The base cell must stay as exported (or be emptied)");
    if (problems.length > 0 || !read.ok) {
      file.rejected.push({ line, id, problems });
      return;
    }
    const archived = text.archived === undefined ? undefined : /^(yes|true)$/i.test(text.archived.trim()) ? "yes" : "";
    file.rows.push({
      line,
      id: read.row.id,
      row: { ...read.row, archivedAt: archived ? new Date() : null },
      cells: archived === undefined ? read.text : { ...read.text, archived },
      base: base ? readBase(base) : null,
    });
  });
  return file;
}
