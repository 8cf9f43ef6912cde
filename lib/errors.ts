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
