// The base of every domain error: what went wrong in one sentence a shopper or staff member can
// read, the HTTP status a route answers with, and a short machine-readable code. Route handlers
// answer any ShopError as it says (lib/http/answer.ts); anything else is a logged 500.
export class ShopError extends Error {
  override name = "ShopError";
  constructor(
    /** Shown to the person who made the request, as is. */
    message: string,
    readonly status: number,
    /** A short machine-readable reason, e.g. "out_of_stock". */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A refusal the page expects: a well-formed request that met the state of the shop or of the
 * world (a unit sold meanwhile, a declined card, an address we do not deliver to, the hold limit).
 * It is an answer, not a failed request: routes answer it 200 with `success: false`, its code and
 * its sentence, so the page shows it and the browser logs no error. Requests that no page of ours
 * sends (malformed, missing fields, too large, too many) keep their 4xx.
 */
export class ShopRefusal extends ShopError {
  override name = "ShopRefusal";
  constructor(message: string, code: string) {
    super(message, 200, code);
  }
}

/**
 * The shop cannot do the work right now, though the request was fine (its database connection
 * dropped and did not come back at once): 503, and Retry-After tells the client when to try again.
 */
export class UnavailableError extends ShopError {
  override name = "UnavailableError";
  readonly retryAfterSeconds: number;
  constructor({
    message = "The shop is busy right now. Please try again in a few seconds.",
    retryAfterSeconds = 5,
    cause,
  }: { message?: string; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, 503, "unavailable", { cause });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** postgres.js's own codes for a connection that closed, ended, was destroyed or never opened. */
const DRIVER_CODES = ["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"];
/** The socket's: reset, refused, broken pipe, timed out. */
const SOCKET_CODES = ["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"];
/** Postgres's: the server shut the session down (57P01-57P03) or any connection exception (08...). */
const SERVER_CODES = /^(57P0[123]|08[0-9A-Z]{3})$/;

/**
 * Whether an error means the database connection was lost rather than that the work was wrong:
 * the same work may succeed on a new connection. Looks through the causes Drizzle wraps it in.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let depth = 0, current = error; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (DRIVER_CODES.includes(code) || SOCKET_CODES.includes(code) || SERVER_CODES.test(code))
    )
      return true;
    current = current.cause;
  }
  return false;
}
