// A checkout refusal meant for the shopper: an HTTP status and one clear sentence.
export class CheckoutError extends Error {
  override name = "CheckoutError";
  constructor(
    readonly status: number,
    message: string,
    /** A short machine-readable reason, e.g. "out_of_stock". */
    readonly code: string,
  ) {
    super(message);
  }
}
