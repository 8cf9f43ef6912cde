// The test page's payment provider with refund answers chosen by the test, as the payment service
// might give them: as asked, refused, or with the answer lost (after the money moved, or before).
import type { Db } from "@/db/client";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { testPaymentProvider } from "@/lib/payments/test-provider";

export type RefundAnswer = "ok" | "refused" | "lost-after-refund" | "lost-before-refund";

/**
 * A provider answering each refund request with the next of `answers` ("ok" once they run out;
 * the list may be added to later), and the idempotency keys it was asked with, in order.
 */
export function answeringProvider(db: Db, answers: RefundAnswer[]): { payments: PaymentProvider; keys: string[] } {
  const real = testPaymentProvider(db);
  const keys: string[] = [];
  const payments: PaymentProvider = {
    ...real,
    async refund(payment) {
      keys.push(payment.key);
      const answer = answers.shift() ?? "ok";
      if (answer === "refused") throw new PaymentProviderError("Card account closed", "refused");
      if (answer === "lost-before-refund") throw new PaymentProviderError("Timed out", "unknown");
      const id = await real.refund(payment);
      if (answer === "lost-after-refund") throw new Error("socket hang up");
      return id;
    },
  };
  return { payments, keys };
}
