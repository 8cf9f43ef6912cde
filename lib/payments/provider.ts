// The payment providers' common interface: create a hosted payment session for an order, ask a
// session's state, and close it. Stripe and the built-in test page both implement it, and both
// end in the same order-paid path (lib/orders/payment-outcome.ts).
import type { PaymentProviderId } from "@/db/schema";
import { ShopError } from "@/lib/errors";
import type { PayerDetails } from "@/lib/orders/payment-outcome";
import type { ChargeLine } from "@/lib/pricing";

/** How long a payment page stays open, and the order's stock stays held. */
export const PAYMENT_SESSION_MINUTES = 30;

export interface PaymentSessionRequest {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  charges: ChargeLine[];
  /** Absolute or root-relative; "{CHECKOUT_SESSION_ID}" is replaced with the session id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key always yields the same session (a retried request cannot pay twice). */
  idempotencyKey: string;
}

export interface PaymentSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export type SessionState =
  | { state: "open" }
  /** Submitted, waiting for a delayed payment method (e.g. a bank debit) to clear. */
  | { state: "processing"; reference: string | null; payer?: PayerDetails }
  | { state: "paid"; reference: string | null; payer?: PayerDetails }
  | { state: "expired" }
  | { state: "failed" };

export interface PaymentProvider {
  id: PaymentProviderId;
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  sessionState(sessionId: string): Promise<SessionState>;
  /** Closes an open session so it can no longer be paid. */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Gives `amountCents` of the payment back (all of it or a part). `key` makes a repeated call
   * refund once: asked again with the same key, the provider answers the first refund's id. A
   * failure is a PaymentProviderError whose `outcome` says whether money may have moved.
   */
  refund(payment: {
    orderId: string;
    sessionId: string | null;
    reference: string | null;
    amountCents: number;
    key: string;
  }): Promise<string>;
}

/**
 * What a failed request to a provider says about the money: "refused" when the provider certainly
 * did nothing (it turned the request down, the card was declined); "unknown" when it may have
 * (no answer in time, a dropped connection, its own failure, too many requests at once).
 */
export type ProviderOutcome = "refused" | "unknown";

/** A provider could not be reached or refused the request; the detail is for the log. */
export class PaymentProviderError extends ShopError {
  override name = "PaymentProviderError";
  constructor(
    readonly detail: string,
    /** Unknown unless the provider certainly did nothing. */
    readonly outcome: ProviderOutcome = "unknown",
  ) {
    super("The payment service is not answering right now. Please try again in a moment.", 502, "payment_unavailable");
  }
}

export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";
