// The checkout form's draft in session storage: what was typed comes back over the blank form,
// strings only, and anything else stored under the key is left out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCheckoutFormDraft, saveCheckoutFormDraft } from "@/client/checkout-form-draft";
import { emptyCheckoutForm } from "@/lib/checkout/checkout-draft";

describe("the checkout form draft", () => {
  const values = new Map<string, string>();
  beforeEach(() =>
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
      },
    }),
  );
  afterEach(() => {
    values.clear();
    vi.unstubAllGlobals();
  });

  it("has nothing to bring back before anything was typed", () => {
    expect(readCheckoutFormDraft()).toBeNull();
  });

  it("brings back what was typed, address included", () => {
    const typed = {
      ...emptyCheckoutForm(),
      fulfillment: "pickup" as const,
      customer_name: "Dana Shopper",
      delivery_address: { line1: "7000 E Main St", line2: "", city: "Reynoldsburg", state: "OH", postal_code: "43068" },
    };
    saveCheckoutFormDraft(typed);
    expect(readCheckoutFormDraft()).toEqual(typed);
  });

  it("keeps only the form's own text fields", () => {
    values.set(
      "checkoutFormDraft",
      JSON.stringify({
        fulfillment: "drone",
        customer_email: "dana@example.com",
        customer_phone: 6145550100,
        extra: "x",
        delivery_address: { city: "Columbus", postal_code: "x".repeat(301), line9: "y" },
      }),
    );
    const blank = emptyCheckoutForm();
    expect(readCheckoutFormDraft()).toEqual({
      ...blank,
      customer_email: "dana@example.com",
      delivery_address: { ...blank.delivery_address, city: "Columbus" },
    });
  });
});
