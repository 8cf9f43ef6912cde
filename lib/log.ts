// Error lines for the server log: what failed, the error's kind, code and message, and where, but
// never the customer's data. Query parameters (Drizzle puts them in the message), e-mail
// addresses and phone numbers are cut out, and control characters shown escaped.

function scrub(text: string): string {
  return text
    .split(/\nparams: /)[0]!
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[e-mail]")
    .replace(/\+?\d[\d ().-]{8,}\d/g, "[number]")
    .replace(/[\r\n]+/g, " | ")
    .replace(/[\u0000-\u001f\u007f]/g, "?");
}

/** One line saying what an error is, without personal data. */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const code = (error as { code?: unknown }).code;
  const cause = error.cause !== undefined && depth < 3 ? ` (cause: ${describeError(error.cause, depth + 1)})` : "";
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${scrub(error.message).slice(0, 500)}${cause}`;
}

/** Logs a failure: what was being done, the error without personal data, and the stack frames. */
export function logError(what: string, error: unknown): void {
  const frames =
    error instanceof Error
      ? (error.stack ?? "")
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 8)
      : [];
  console.error([`${what}: ${describeError(error)}`, ...frames].join("\n"));
}
