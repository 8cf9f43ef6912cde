// The order page's confirmation of a step, as the server renders it: what the cancel refunds, and
// while a refund still waits for the payment service, that it cannot be cancelled yet (Back only).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmStep } from "@/components/admin/order-steps";
import type { StepConfirmation } from "@/lib/admin/orders";

const cancel: StepConfirmation = {
  to: "cancelled",
  label: "Cancel and refund",
  question: "Cancel order RA-TEST0001?",
  orderNumber: "RA-TEST0001",
  totalCents: 123_456,
  refundCents: 123_456,
  refundedBefore: false,
  waitingCents: 0,
  testPayment: false,
  restocks: true,
  emailTo: "pat@example.com",
};

const render = (confirmation: StepConfirmation) =>
  renderToStaticMarkup(createElement(ConfirmStep, { orderId: "order-1", confirmation, move: async () => {} }))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the cancel step's confirmation", () => {
  it("names the refund in full, or what is left after an earlier one, with Confirm and Back", () => {
    expect(render(cancel)).toContain("Refund: $1,234.56 , in full, to the card it was paid with");
    expect(render(cancel)).toContain("Confirm: cancel and refund");
    const after = render({ ...cancel, refundCents: 23_456, refundedBefore: true });
    expect(after).toContain("Refund: $234.56 , all that is left of the payment, to the card it was paid with");
    // Everything refunded already: no refund is named.
    expect(render({ ...cancel, refundCents: null, refundedBefore: true })).not.toContain("Refund:");
  });

  it("while a refund waits for the payment service, says so and offers Back only", () => {
    const waiting = render({ ...cancel, waitingCents: 123_456 });
    expect(waiting).toContain("Not yet: a refund of $1,234.56 is waiting for the payment service");
    expect(waiting).not.toContain("Confirm:");
    expect(waiting).not.toContain("Refund: $");
    expect(waiting).toContain("Back");
  });
});
