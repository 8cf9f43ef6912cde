// Which payment provider takes new orders: Stripe when STRIPE_SECRET_KEY is set, else the
// built-in test page where the guard allows it, else none (checkout says payments are off).
// An existing order always goes back to the provider it was created with.
import "server-only";
import type { Db } from "@/db/client";
import type { PaymentProviderId } from "@/db/schema";
import type { PaymentProvider } from "./provider";
import { stripeClient, stripeProvider } from "./stripe-provider";
import { testPaymentsAllowed } from "./test-mode";
import { testPaymentProvider } from "./test-provider";

export function paymentProviderFor(id: PaymentProviderId, db: Db): PaymentProvider | null {
  if (id === "stripe") {
    const stripe = stripeClient();
    return stripe ? stripeProvider(stripe) : null;
  }
  return testPaymentsAllowed() ? testPaymentProvider(db) : null;
}

export function checkoutPaymentProvider(db: Db): PaymentProvider | null {
  return paymentProviderFor(stripeClient() ? "stripe" : "test", db);
}
