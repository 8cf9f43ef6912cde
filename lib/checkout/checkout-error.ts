// A checkout refusal meant for the shopper: an HTTP status and one clear sentence.
import { ShopError } from "@/lib/errors";

export class CheckoutError extends ShopError {
  override name = "CheckoutError";
  constructor(status: number, message: string, code: string) {
    super(message, status, code);
  }
}
