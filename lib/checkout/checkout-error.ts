// A checkout request the shop cannot answer as the page expects (a payment session we do not know,
// a checkout already being processed, a payment provider that failed): an HTTP status and one
// clear sentence. A refusal the page expects (a unit sold, a declined card) is a ShopRefusal.
import { ShopError } from "@/lib/errors";

export class CheckoutError extends ShopError {
  override name = "CheckoutError";
  constructor(status: number, message: string, code: string) {
    super(message, status, code);
  }
}
