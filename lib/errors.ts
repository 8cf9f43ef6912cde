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
