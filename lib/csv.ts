// CSV as spreadsheets write it (RFC 4180): comma-separated, fields with commas, quotes or line
// breaks in double quotes, quotes doubled. For files staff open in a spreadsheet, cells starting
// with = + - @ are prefixed with ' so it never runs them as formulas (machine-read feeds skip it).
import { ShopError } from "@/lib/errors";

export function toCsv(rows: readonly (readonly string[])[], { guardFormulas = true } = {}): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          const safe = guardFormulas && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
          return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
        })
        .join(","),
    )
    .join("\r\n")
    .concat("\r\n");
}

export class CsvSyntaxError extends ShopError {
  override name = "CsvSyntaxError";
  constructor(message: string) {
    super(message, 422, "csv_syntax");
  }
}

/** The rows of a CSV text (a leading byte-order mark is ignored; blank lines are skipped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  const input = text.replace(/^\uFEFF/, "");
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    cell = "";
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index]!;
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === "\n") line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[index + 1] === "\n") index += 1;
      line += 1;
      endRow();
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(`A quoted field opened before line ${line} is never closed`);
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}

/** Undoes the export's formula guard: "'=SUM" back to "=SUM". */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
