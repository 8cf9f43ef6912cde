// What the shopper typed into /checkout, kept for this tab only (session storage, never long-lived):
// a cancelled payment, Back or a reload brings the form back filled in. Forgotten once paid.
import type { CheckoutFormInput } from "@/lib/checkout/checkout-schema";

const DRAFT_KEY = "checkoutFormDraft";
const FIELDS = [
  "fulfillment",
  "fullName",
  "email",
  "phone",
  "address",
  "address2",
  "city",
  "state",
  "zipCode",
] as const;

export function saveCheckoutFormDraft(values: Partial<CheckoutFormInput>): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Without session storage the form starts blank next time.
  }
}

/** The saved fields (strings only, as typed), or null when there are none. */
export function readCheckoutFormDraft(): Partial<CheckoutFormInput> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = parsed[field];
      if (typeof value === "string" && value.length <= 300) draft[field] = value;
    }
    if (draft.fulfillment !== undefined && draft.fulfillment !== "delivery" && draft.fulfillment !== "pickup") {
      delete draft.fulfillment;
    }
    return Object.keys(draft).length > 0 ? (draft as Partial<CheckoutFormInput>) : null;
  } catch {
    return null;
  }
}

export function forgetCheckoutFormDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
