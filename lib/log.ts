// Server log lines: error lines say what failed, the error's kind, code and message, and where,
// but never the customer's data (query parameters, which Drizzle puts in the message, e-mail
// addresses and phone numbers are cut out). Text from outside (a path, an event id, a message)
// is printed through one rule, shownInLog, so no request can forge or hide a line.
import { REQUEST_ERRORS } from "./request-errors.mjs";

/** ASCII and C1 control characters: newlines, NUL, terminal escapes. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Text from outside as a log line shows it: every control character written as \xNN. */
export function shownInLog(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

function scrub(text: string): string {
  return shownInLog(
    text
      .split(/\nparams: /)[0]!
      .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[e-mail]")
      .replace(/\+?\d[\d ().-]{8,}\d/g, "[number]")
      .replace(/[\r\n]+/g, " | "),
  );
}

/** One line saying what an error is, without personal data. */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const code = (error as { code?: unknown }).code;
  const cause = error.cause !== undefined && depth < 3 ? ` (cause: ${describeError(error.cause, depth + 1)})` : "";
  return `${error.name}${typeof code === "string" ? ` ${shownInLog(code)}` : ""}: ${scrub(error.message).slice(0, 500)}${cause}`;
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
  console.error([`${shownInLog(what)}: ${describeError(error)}`, ...frames].join("\n"));
}

/** Logs one warning line; text from outside in it is shown escaped. */
export function logWarning(line: string): void {
  console.warn(shownInLog(line));
}

/**
 * Notes that `error` failed the request with these headers (its id is in X-Request-Id, set by the
 * server), where the server (scripts/serve.mjs) looks up which request an error failed: the error
 * line Next writes of a request's error then starts with that request's id, even where Next
 * writes it outside the request's work (a proxy's failure, say).
 */
export function noteRequestError(
  error: unknown,
  headers: Record<string, string | string[] | undefined>,
  registry: Record<symbol, unknown> = globalThis as unknown as Record<symbol, unknown>,
): void {
  const id = headers["x-request-id"];
  if (typeof id !== "string" || error === null || typeof error !== "object") return;
  const errors = (registry[REQUEST_ERRORS] ??= new WeakMap<object, string>()) as WeakMap<object, string>;
  errors.set(error, id);
}
