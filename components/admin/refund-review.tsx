// The refund's confirm step, rendered by the server like the cancel confirmation: what comes back
// (units, back in stock or kept out as damaged, delivery charges), the amount with its tax, where
// the money goes, who is e-mailed and what is left to refund after it; then Confirm (a form that
// carries the same choices and the amount confirmed) or Back to the form with everything kept.
// Beside it, the refunds summary: refunded so far, pending, left to refund, each refund not
// confirmed yet (being retried, or needing a check in Stripe), and every refund. For a refund
// needing a check, the owner records how it ended: made (a GET form with the Stripe refund id,
// refused under the field when it is not one) or never made, each through the page's confirm step
// (ConfirmSection); staff accounts see that it waits for the owner.
import Link from "next/link";
import { ConfirmSection } from "@/components/admin/order-steps";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { OrderRefund } from "@/db/schema";
import type { RefundResolution } from "@/lib/admin/pending-refunds";
import type { RefundPanel, RefundReview } from "@/lib/admin/refunds";
import { refundFormQuery } from "@/lib/admin/refunds";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { formatDeliveryDate } from "@/lib/delivery/schedule";
import { formatCents } from "@/lib/money";

type FormAction = (form: FormData) => Promise<void>;

const orderPageHref = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

export function RefundConfirm({
  orderId,
  orderNumber,
  review,
  panel,
  emailTo,
  testPayment,
  refund,
}: {
  orderId: string;
  orderNumber: string;
  review: Extract<RefundReview, { ok: true }>;
  panel: RefundPanel;
  emailTo: string;
  testPayment: boolean;
  refund: FormAction;
}) {
  const { amount, form } = review;
  const fields = [...refundFormQuery(form).entries()];
  const base = amount.amountCents - amount.taxCents;
  return (
    <section
      id="refund-review"
      aria-labelledby="refund-question"
      className="space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
      data-testid="refund-confirm"
    >
      <h2 id="refund-question" className="text-lg font-semibold">
        Refund {formatCents(amount.amountCents)} on order {orderNumber}?
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {amount.lines.map((line) => (
          <li key={line.productId}>
            {line.quantity} × {panel.names[line.productId] ?? line.productId}:{" "}
            {formatCents(line.merchandiseCents + line.warrantyCents)}
            {line.warrantyCents > 0 && ` (warranty ${formatCents(line.warrantyCents)} included)`},{" "}
            {line.restocked ? "back in stock" : "damaged: kept out of stock"}
          </li>
        ))}
        {amount.deliveryCents > 0 && <li>Delivery charges: {formatCents(amount.deliveryCents)}</li>}
        {amount.lines.length === 0 && amount.deliveryCents === 0 && <li>Money only: no units come back</li>}
        {amount.lines.length > 0 || amount.deliveryCents > 0 ? (
          <li>
            Before tax {formatCents(base)} + tax {formatCents(amount.taxCents)}
          </li>
        ) : (
          <li>Tax included: {formatCents(amount.taxCents)}</li>
        )}
        {amount.capped && (
          <li>
            <strong>These come to more than is left to refund:</strong> the refund is what is left.
          </li>
        )}
        <li>
          <strong>Refund: {formatCents(amount.amountCents)}</strong> to the card it was paid with
          {testPayment ? " (a test payment: no money moves)" : ""}
        </li>
        <li>Left to refund after this: {formatCents(panel.position.leftCents - amount.amountCents)}</li>
        <li>
          E-mailed: the customer, <span className="break-all">{emailTo}</span>
        </li>
        {form.reason && <li>Reason: {form.reason}</li>}
        <li>A refund cannot be undone.</li>
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <form action={refund}>
          <input type="hidden" name="id" value={orderId} />
          {fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="expected_cents" value={amount.amountCents} />
          <Button type="submit" variant="destructive">
            Confirm: refund {formatCents(amount.amountCents)}
          </Button>
        </form>
        <Button asChild variant="outline">
          <Link href={`${orderPageHref(orderId)}?${refundFormQuery(form)}#refund`}>Back</Link>
        </Button>
      </div>
    </section>
  );
}

const STATES: Record<OrderRefund["state"], string> = {
  pending: "Pending",
  succeeded: "Refunded",
  failed: "Failed: nothing refunded",
};

/** "1 × Washer (back in stock), 1 × Dryer (damaged)". */
const unitsOf = (refund: OrderRefund, names: RefundPanel["names"]) =>
  refund.lines
    .map(
      (line) =>
        `${line.quantity} × ${names[line.productId] ?? line.productId} (${line.restocked ? "back in stock" : "damaged"})`,
    )
    .join(", ");

const pendingHref = (orderId: string, query: Record<string, string>, refundId: number) =>
  `${orderPageHref(orderId)}?${new URLSearchParams(query)}#pending-refund-${refundId}`;

/** The owner's way out of a refund needing a check: record it made (with its Stripe id) or never made. */
function ResolveByHand({
  orderId,
  refund,
  resolution,
}: {
  orderId: string;
  refund: OrderRefund;
  resolution: RefundResolution | null;
}) {
  const message = resolution?.message ?? undefined;
  return (
    <div className="space-y-3 border-t border-amber-300 pt-3" data-testid="resolve-refund">
      <p className="font-medium">Once checked in Stripe, record how it ended:</p>
      <form
        method="get"
        action={`${orderPageHref(orderId)}#confirm`}
        id={message ? "confirm" : undefined}
        className="space-y-2"
      >
        <input type="hidden" name="confirm" value="refund-made" />
        <input type="hidden" name="pending_refund" value={refund.id} />
        <TextField
          id={`stripe-refund-${refund.id}`}
          name="stripe_refund"
          label="Stripe refund id (from the dashboard)"
          defaultValue={resolution?.typed ?? ""}
          error={message}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder="re_..."
          className="max-w-sm"
        />
        <Button type="submit" variant="outline">
          Record as refunded…
        </Button>
      </form>
      <Button asChild variant="outline">
        <Link href={pendingHref(orderId, { confirm: "refund-not-made", pending_refund: String(refund.id) }, refund.id)}>
          Record that no money moved…
        </Link>
      </Button>
    </div>
  );
}

/** A refund not confirmed yet: its money and units stay set aside until it is. */
function PendingRefund({
  refund,
  standing,
  panel,
  orderId,
  resolution,
}: RefundPanel["pending"][number] & { panel: RefundPanel; orderId: string; resolution: RefundResolution | null }) {
  const amount = formatCents(refund.amountCents);
  return (
    <div
      id={`pending-refund-${refund.id}`}
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
      data-testid="pending-refund"
    >
      <p className="font-medium">
        Refund of {amount} pending since {formatStaffTime(refund.createdAt)},{" "}
        {standing === "retrying" ? "being retried" : "needs a check in Stripe"}
      </p>
      <p>
        {standing === "retrying"
          ? "The payment service has not confirmed it yet: the shop asks again every few minutes under the same request, so it is never made twice."
          : `A day went by without a confirmed answer, so the shop no longer asks: look for a refund of ${amount} on payment ${panel.paymentReference ?? "(no reference)"} in the Stripe dashboard.`}{" "}
        Meanwhile its money and units stay set aside.
      </p>
      {refund.lastError && <p className="text-xs break-all">Last answer: {refund.lastError}</p>}
      {standing === "needs_check" &&
        (panel.mayResolve ? (
          <ResolveByHand
            orderId={orderId}
            refund={refund}
            resolution={resolution?.refund.id === refund.id ? resolution : null}
          />
        ) : (
          <p>Only the owner can record how it ended, once checked in Stripe.</p>
        ))}
    </div>
  );
}

/** The confirm step of recording by hand how a refund needing a check ended. */
export function RefundResolutionConfirm({
  orderId,
  orderNumber,
  resolution,
  panel,
  emailTo,
  resolve,
}: {
  orderId: string;
  orderNumber: string;
  resolution: RefundResolution & { confirm: "made" | "not-made" };
  panel: RefundPanel;
  emailTo: string;
  resolve: FormAction;
}) {
  const { refund, typed } = resolution;
  const amount = formatCents(refund.amountCents);
  const payment = panel.paymentReference ?? "(no reference)";
  const units = unitsOf(refund, panel.names);
  if (resolution.confirm === "not-made") {
    return (
      <ConfirmSection
        question={`Record that the refund of ${amount} on order ${orderNumber} was never made?`}
        confirm={{
          action: resolve,
          fields: { id: orderId, confirm: "refund-not-made", pending_refund: String(refund.id) },
          label: "Confirm: no money moved",
          destructive: true,
        }}
        backHref={pendingHref(orderId, {}, refund.id)}
      >
        <li>
          Only if the Stripe dashboard shows no refund of {amount} on payment{" "}
          <span className="font-mono break-all">{payment}</span>: nothing is asked of Stripe.
        </li>
        <li>
          The refund fails: its {amount}
          {refund.lines.length > 0 ? " and its units" : ""} may be refunded again.
        </li>
        <li>The history says so, under your name. Nobody is e-mailed.</li>
        <li>This cannot be undone.</li>
      </ConfirmSection>
    );
  }
  return (
    <ConfirmSection
      question={`Record the refund of ${amount} on order ${orderNumber} as made in Stripe?`}
      confirm={{
        action: resolve,
        fields: { id: orderId, confirm: "refund-made", pending_refund: String(refund.id), stripe_refund: typed },
        label: "Confirm: record as refunded",
        destructive: false,
      }}
      backHref={pendingHref(orderId, { pending_refund: String(refund.id), stripe_refund: typed }, refund.id)}
    >
      <li>
        Stripe refund <span className="font-mono break-all">{typed}</span> of {amount} on payment{" "}
        <span className="font-mono break-all">{payment}</span>: nothing is asked of Stripe.
      </li>
      <li>{units ? `Comes back: ${units}` : "Money only: no units come back"}</li>
      {refund.deliveryCents > 0 && <li>Delivery charges: {formatCents(refund.deliveryCents)}</li>}
      <li>The history says it was confirmed by hand, under your name.</li>
      <li>
        E-mailed: the customer, <span className="break-all">{emailTo}</span>
      </li>
      <li>This cannot be undone.</li>
    </ConfirmSection>
  );
}

export function RefundsSummary({
  panel,
  orderId,
  resolution,
}: {
  panel: RefundPanel;
  orderId: string;
  /** The owner's resolution by hand under way (the page's address), if any. */
  resolution: RefundResolution | null;
}) {
  const { position } = panel;
  return (
    <div className="space-y-3 text-sm" data-testid="refunds-summary">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Refunded so far</dt>
        <dd data-testid="refunded-so-far">{formatCents(position.refundedCents)}</dd>
        {position.pendingCents > 0 && (
          <>
            <dt className="text-muted-foreground">Pending</dt>
            <dd>{formatCents(position.pendingCents)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Left to refund</dt>
        <dd data-testid="left-to-refund">{formatCents(position.leftCents)}</dd>
        {position.window && (
          <>
            <dt className="text-muted-foreground">Return window</dt>
            <dd>
              {position.window.open ? "Open until" : "Closed on"} {formatDeliveryDate(position.window.lastDay)}
              {!position.window.open && " (the owner may still refund)"}
            </dd>
          </>
        )}
      </dl>
      {panel.pending.map(({ refund, standing }) => (
        <PendingRefund
          key={refund.id}
          refund={refund}
          standing={standing}
          panel={panel}
          orderId={orderId}
          resolution={resolution}
        />
      ))}
      {position.refunds.length > 0 && (
        <ol className="space-y-2" data-testid="refund-list">
          {position.refunds.map((refund) => (
            <li key={refund.id} className="border-l-2 pl-3">
              <p className="font-medium">
                {formatCents(refund.amountCents)} · {STATES[refund.state]}
              </p>
              <p className="text-muted-foreground">
                {formatStaffTime(refund.createdAt)}
                {refund.actorName ? ` · ${refund.actorName}` : ""}
              </p>
              {refund.lines.length > 0 && <p>{unitsOf(refund, panel.names)}</p>}
              {refund.deliveryCents > 0 && <p>Delivery charges {formatCents(refund.deliveryCents)}</p>}
              {refund.reason && <p>Reason: {refund.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
