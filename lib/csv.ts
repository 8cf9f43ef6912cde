// CSV as spreadsheets write it (RFC 4180): comma-separated, fields with commas, quotes or line
// breaks in double quotes, quotes doubled. Every file we write may be opened in a spreadsheet (the
// staff export, and the Meta feed anyone can download), so cells starting with = + - @ are
// prefixed with ' and it never runs them as formulas.
import { ShopError } from "@/lib/errors";

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => csvLine(row)).join("");
}

/** One row as a CSV line, ending in CRLF. */
export function csvLine(row: readonly string[]): string {
  const cells = row.map((cell) => {
    const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  });
  return `${cells.join(",")}\r\n`;
}

export class CsvSyntaxError extends ShopError {
  override name = "CsvSyntaxError";
  constructor(message: string) {
    super(message, 422, "csv_syntax");
  }
}

/**
 * The rows of a CSV text (a leading byte-order mark is ignored; blank lines are skipped). With
 * `maxRows`, reading stops once that many rows are read: a caller that refuses longer files learns
 * so without first holding every row of a huge file in memory.
 */
export function parseCsv(text: string, { maxRows = Infinity } = {}): string[][] {
  const input = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  // Plain characters are taken as one slice of the input when the run ends, never one at a time:
  // a cell grown a character at a time is a chain of one node per character, which for a 20 MB
  // file of long descriptions held over a gigabyte.
  let runStart = -1;
  let quoted = false;
  let line = 1;
  const take = (end: number) => {
    if (runStart < 0) return;
    cell += input.slice(runStart, end);
    runStart = -1;
  };
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    cell = "";
  };
  for (let index = 0; index < input.length && rows.length < maxRows; index += 1) {
    const char = input[index]!;
    if (quoted) {
      if (char === '"') {
        take(index);
        if (input[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === "\n") line += 1;
        if (runStart < 0) runStart = index;
      }
    } else if (char === '"' && cell === "" && runStart < 0) quoted = true;
    else if (char === ",") {
      take(index);
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      take(index);
      if (char === "\r" && input[index + 1] === "\n") index += 1;
      line += 1;
      endRow();
    } else if (runStart < 0) runStart = index;
  }
  if (rows.length >= maxRows) return rows;
  if (quoted) throw new CsvSyntaxError(`A quoted field opened before line ${line} is never closed`);
  take(input.length);
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}

/** Undoes the export's formula guard: "'=SUM" back to "=SUM". */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
