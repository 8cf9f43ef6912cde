// The order page's steps: a submit button for each status the order can move to now, each in a
// form with no text field (so Enter typed elsewhere never moves the order), and for the steps
// that close or refund it a link to their confirmation, which the server renders: what happens,
// the amount, who is e-mailed, then Confirm or Back (ConfirmSection, which the page's other
// confirmed steps use too). It all works without JavaScript.
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { Order, OrderStatus } from "@/db/schema";
import { stepLabel, type StepConfirmation } from "@/lib/admin/orders";
import { formatCents } from "@/lib/money";
import { needsConfirmation } from "@/lib/orders/order-status";

type FormAction = (form: FormData) => Promise<void>;

const orderPageHref = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

export function OrderSteps({ order, moves, move }: { order: Order; moves: OrderStatus[]; move: FormAction }) {
  if (moves.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {order.status === "pending_payment"
          ? "Waiting for the payment; it can only be cancelled."
          : "This order is closed: no further steps."}
      </p>
    );
  }
  const plain = moves.filter((to) => !needsConfirmation(to));
  const confirmed = moves.filter(needsConfirmation);
  return (
    <div className="flex flex-wrap gap-2" data-testid="order-steps">
      {plain.length > 0 && (
        <form action={move} className="contents">
          <input type="hidden" name="id" value={order.id} />
          {plain.map((to) => (
            <Button key={to} type="submit" name="to" value={to}>
              {stepLabel(order, to)}
            </Button>
          ))}
        </form>
      )}
      {confirmed.map((to) => (
        <Button key={to} asChild variant={to === "cancelled" ? "destructive" : "default"}>
          <Link href={`${orderPageHref(order.id)}?${new URLSearchParams({ confirm: to })}`}>
            {stepLabel(order, to)}…
          </Link>
        </Button>
      ))}
    </div>
  );
}

export function ConfirmStep({
  orderId,
  confirmation,
  move,
}: {
  orderId: string;
  confirmation: StepConfirmation;
  move: FormAction;
}) {
  if (confirmation.waitingCents > 0) {
    // The cancellation would be refused: its refund must wait for the one still being made.
    return (
      <ConfirmSection question={confirmation.question} backHref={orderPageHref(orderId)}>
        <li>
          <strong>Not yet:</strong> a refund of {formatCents(confirmation.waitingCents)} is waiting for the payment
          service&apos;s answer. The shop finishes it within a few minutes (never twice); cancel the order once it shows
          as refunded or failed.
        </li>
      </ConfirmSection>
    );
  }
  return (
    <ConfirmSection
      question={confirmation.question}
      confirm={{
        action: move,
        fields: { id: orderId, to: confirmation.to },
        label: `Confirm: ${confirmation.label.toLowerCase()}`,
        destructive: confirmation.to === "cancelled",
      }}
      backHref={orderPageHref(orderId)}
    >
      <li>Order total: {formatCents(confirmation.totalCents)}</li>
      {confirmation.refundCents !== null && (
        <li>
          <strong>Refund: {formatCents(confirmation.refundCents)}</strong>
          {confirmation.refundedBefore ? ", all that is left of the payment," : ", in full,"} to the card it was paid
          with
          {confirmation.testPayment ? " (a test payment: no money moves)" : ""}
        </li>
      )}
      {confirmation.restocks && <li>The units go back in stock.</li>}
      <li>
        {confirmation.emailTo ? (
          <>
            E-mailed: the customer, <span className="break-all">{confirmation.emailTo}</span>
          </>
        ) : (
          "Nobody is e-mailed."
        )}
      </li>
      <li>This closes the order: it cannot be undone.</li>
    </ConfirmSection>
  );
}

/**
 * The order page's confirmation of a step (at ?confirm=...), rendered by the server: the question,
 * what happens (the list items given), then Confirm (a form carrying `fields` and confirmed=yes,
 * which the action requires) or Back; Back alone when there is nothing to confirm yet.
 */
export function ConfirmSection({
  question,
  children,
  confirm,
  backHref,
}: {
  question: string;
  children: ReactNode;
  confirm?: { action: FormAction; fields: Record<string, string>; label: string; destructive: boolean };
  backHref: string;
}) {
  return (
    <section
      id="confirm"
      aria-labelledby="confirm-question"
      className="space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
      data-testid="confirm-step"
    >
      <h2 id="confirm-question" className="text-lg font-semibold">
        {question}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">{children}</ul>
      <div className="flex flex-wrap items-center gap-3">
        {confirm && (
          <form action={confirm.action}>
            {Object.entries(confirm.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" variant={confirm.destructive ? "destructive" : "default"}>
              {confirm.label}
            </Button>
          </form>
        )}
        <Button asChild variant="outline">
          <Link href={backHref}>Back</Link>
        </Button>
      </div>
    </section>
  );
}
