// The order waiting on the payment page, kept for this tab only (session storage). The cart stays
// as it was until the order is paid, so Back from the payment page finds it, and the shopper is
// offered to resume the payment or cancel the order (which puts its units back at once).
const PENDING_CHECKOUT_KEY = "pendingCheckout";

export interface PendingCheckout {
  orderId: string;
  orderNumber: string;
  checkoutUrl: string;
  /** When the payment page closes (ms since 1970). */
  expiresAt: number;
}

export function rememberPendingCheckout(pending: PendingCheckout): void {
  try {
    window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
  } catch {
    // Without session storage there is no resume offer; the hold lapses on its own.
  }
}

/** The order waiting on its payment page, if its page is still open. */
export function readPendingCheckout(now = Date.now()): PendingCheckout | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_CHECKOUT_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingCheckout>;
    if (
      typeof pending.orderId !== "string" ||
      typeof pending.orderNumber !== "string" ||
      typeof pending.checkoutUrl !== "string" ||
      typeof pending.expiresAt !== "number" ||
      pending.expiresAt <= now
    ) {
      window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
      return null;
    }
    return pending as PendingCheckout;
  } catch {
    return null;
  }
}

export function forgetPendingCheckout(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Nothing stored.
  }
}
