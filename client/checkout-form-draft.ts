// What the shopper typed into /checkout, kept for this tab only (session storage, never long-lived):
// a cancelled payment, Back or a reload brings the form back filled in. Forgotten once paid.
import { emptyCheckoutForm, type CheckoutFormInput } from "@/lib/checkout/checkout-draft";
import { isStored, type Stored } from "@/lib/stored-values";

const DRAFT_KEY = "checkoutFormDraft";

export function saveCheckoutFormDraft(values: Partial<CheckoutFormInput>): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Without session storage the form starts blank next time.
  }
}

/** Each field of `blank` that `saved` holds as a string (as typed, not too long). */
function typedOver<T extends object>(blank: T, saved: Stored): T {
  const typed = Object.entries(saved).filter(
    ([field, value]) =>
      typeof value === "string" && value.length <= 300 && typeof (blank as Stored)[field] === "string",
  );
  return { ...blank, ...Object.fromEntries(typed) };
}

/** The form as saved (strings only, over the blank form), or null when nothing was. */
export function readCheckoutFormDraft(): CheckoutFormInput | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (!isStored(saved)) return null;
    const blank = emptyCheckoutForm();
    const draft = typedOver(blank, saved);
    if (isStored(saved.delivery_address))
      draft.delivery_address = typedOver(blank.delivery_address, saved.delivery_address);
    if (draft.fulfillment !== "delivery" && draft.fulfillment !== "pickup") draft.fulfillment = blank.fulfillment;
    return draft;
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
