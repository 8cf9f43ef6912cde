// Finishing the refunds left pending: the provider gave no clear answer (no answer in time, a
// dropped connection, its own failure), the server stopped between reserving a refund and asking
// for it, or recording the refund failed after the money went back. The order sweep runs this
// every minute, on one server at a time. Each refund due (refundsToFinish: over two minutes old,
// within the day the provider remembers its key) is asked of its provider again under the same
// key, which answers the first refund instead of making a second, and then settled; one whose
// provider refund id was noted is settled without asking; a definite refusal fails it. One still
// without an answer waits for the next round, and past 23 hours the order page asks staff to check
// it in the provider's dashboard. There the owner (only) records by hand how it ended, through a
// confirm step on the order page: made, giving the Stripe refund id, which settles it as any
// refund (return, restock as chosen, history naming the owner, the shopper's e-mail); or never
// made, which fails it so its money and units may be refunded again. Either only while it is
// still pending and past the retries, so it never races the sweep.
import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderRefunds, type Order, type OrderRefund } from "@/db/schema";
import { logError } from "@/lib/log";
import type { EmailOutcome } from "@/lib/orders/order-emails";
import {
  failRefundByHand,
  pendingRefundStanding,
  RefundError,
  RefundPending,
  refundsToFinish,
  settleRefund,
} from "@/lib/orders/refunds";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { paymentProviderFor } from "@/lib/payments/providers";
import type { NoticeCode } from "./notices";
import { giveBack, reader, type Fields, type RefundPanel } from "./refunds";
import type { Staff } from "./session";
import { mayDo } from "./staff-roles";

/** What a round did: refunds recorded as made, failed on a refusal, and left for the next round. */
export interface PendingRefundsRound {
  settled: number;
  failed: number;
  waiting: number;
}

type Outcome = keyof PendingRefundsRound | "finished-elsewhere";

async function finish(
  db: Db,
  { order, refund }: { order: Order; refund: OrderRefund },
  provider: PaymentProvider | null,
): Promise<Outcome> {
  try {
    let providerRefundId = refund.providerRefundId;
    if (providerRefundId === null) {
      if (!provider) return "waiting";
      providerRefundId = await giveBack(db, provider, order, refund);
    }
    await settleRefund(db, refund.id, providerRefundId);
    return "settled";
  } catch (error) {
    if (error instanceof PaymentProviderError && error.outcome === "refused") return "failed";
    if (error instanceof RefundPending) return "waiting";
    // Settled or failed meanwhile (the staff member's own request finished it).
    if (error instanceof RefundError) return "finished-elsewhere";
    logError(`Pending refund ${refund.id} could not be finished`, error);
    return "waiting";
  }
}

/** Finishes the pending refunds due now; `providerFor` is the order's own provider unless a test passes another. */
export async function finishPendingRefunds(
  db: Db,
  {
    now = new Date(),
    providerFor = (order: Order) => paymentProviderFor(order.paymentProvider, db),
  }: { now?: Date; providerFor?: (order: Order) => PaymentProvider | null } = {},
): Promise<PendingRefundsRound> {
  const round: PendingRefundsRound = { settled: 0, failed: 0, waiting: 0 };
  for (const due of await refundsToFinish(db, { now })) {
    const outcome = await finish(db, due, providerFor(due.order));
    if (outcome !== "finished-elsewhere") round[outcome] += 1;
  }
  return round;
}

/** A Stripe refund id as its dashboard shows it: "re_" then letters and digits. */
const STRIPE_REFUND_ID = /^re_[A-Za-z0-9]{1,200}$/;

/** What the owner found in the Stripe dashboard: the refund (by its id), or no refund at all. */
export type HandResolution = { made: true; stripeRefundId: string } | { made: false };

export type ResolveRefusal =
  /** Only the owner records how such a refund ended. */
  | "owner_only"
  /** No such refund on this order. */
  | "not_found"
  /** Settled or failed already (by someone else, or by the sweep). */
  | "not_pending"
  /** The sweep still asks the provider about it: it does not need a check yet. */
  | "still_retrying"
  | "refund_id_invalid"
  /** Another refund is recorded under that Stripe refund already. */
  | "refund_id_used";

export type ResolveOutcome =
  { ok: true; refund: OrderRefund; email: EmailOutcome | null } | { ok: false; refusal: ResolveRefusal };

/**
 * Records by hand how a refund that needs a check in Stripe ended, as `staff` (the owner): made,
 * settling it through settleRefund under the Stripe refund id, or never made, failing it. Refused
 * for a staff account, and for a refund not pending or still being retried.
 */
export async function resolvePendingRefund(
  db: Db,
  orderId: string,
  refundId: number,
  resolution: HandResolution,
  staff: Pick<Staff, "role" | "displayName">,
  now: Date = new Date(),
): Promise<ResolveOutcome> {
  const refuse = (refusal: ResolveRefusal): ResolveOutcome => ({ ok: false, refusal });
  if (!mayDo(staff.role, "resolve-refund")) return refuse("owner_only");
  if (resolution.made && !STRIPE_REFUND_ID.test(resolution.stripeRefundId)) return refuse("refund_id_invalid");
  const [refund] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)))
    .limit(1);
  if (!refund) return refuse("not_found");
  if (refund.state !== "pending") return refuse("not_pending");
  if (pendingRefundStanding(refund, now) !== "needs_check") return refuse("still_retrying");
  const byHand = { actorName: staff.displayName };
  try {
    if (!resolution.made) return { ok: true, refund: await failRefundByHand(db, refund.id, byHand), email: null };
    const [used] = await db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.providerRefundId, resolution.stripeRefundId), ne(orderRefunds.id, refund.id)))
      .limit(1);
    if (used) return refuse("refund_id_used");
    const settled = await settleRefund(db, refund.id, resolution.stripeRefundId, byHand);
    return { ok: true, refund: settled.refund, email: settled.email };
  } catch (error) {
    // Settled or failed between the look above and the order's lock.
    if (error instanceof RefundError) return refuse(error.reason === "not_found" ? "not_found" : "not_pending");
    throw error;
  }
}

/** The confirm steps' names in the order page's address (?confirm=), as the cancel step's is its status. */
const RESOLUTION_STEPS = { "refund-made": true, "refund-not-made": false } as const;

type ResolutionStep = keyof typeof RESOLUTION_STEPS;

const isResolutionStep = (step: string): step is ResolutionStep => Object.hasOwn(RESOLUTION_STEPS, step);

const RESOLVE_NOTICES: Record<ResolveRefusal, NoticeCode> = {
  owner_only: "owner-only",
  not_found: "refund-not-found",
  not_pending: "refund-resolved-already",
  still_retrying: "refund-still-retrying",
  refund_id_invalid: "refund-id-invalid",
  refund_id_used: "refund-id-used",
};

/** The confirm step's button: records how the refund ended and answers what the order page says. */
export async function resolvePendingRefundStep(
  db: Db,
  orderId: string,
  fields: FormData,
  staff: Pick<Staff, "role" | "displayName">,
): Promise<NoticeCode> {
  const { one } = reader(fields);
  const step = one("confirm");
  if (one("confirmed") !== "yes" || !isResolutionStep(step)) return "confirm-first";
  const refundId = Number(one("pending_refund"));
  if (!Number.isSafeInteger(refundId) || refundId <= 0) return "refund-not-found";
  const outcome = await resolvePendingRefund(
    db,
    orderId,
    refundId,
    RESOLUTION_STEPS[step] ? { made: true, stripeRefundId: one("stripe_refund") } : { made: false },
    staff,
  );
  if (!outcome.ok) return RESOLVE_NOTICES[outcome.refusal];
  if (outcome.email === null) return "refund-recorded-not-made";
  return outcome.email === "sent" ? "refund-recorded-by-hand" : "refund-recorded-by-hand-email-stored";
}

/**
 * What the order page shows of the owner recording a refund by hand: the Stripe refund id as typed
 * (kept when refused or on the way Back), why it is refused, and which confirm step is ready.
 */
export interface RefundResolution {
  refund: OrderRefund;
  typed: string;
  /** Why the typed id is refused, said under the field. */
  message: string | null;
  /** The confirm step to show: recording it as made (under `typed`), or as never made. */
  confirm: "made" | "not-made" | null;
}

/**
 * Reads the order page's address (?confirm=refund-made|refund-not-made, pending_refund,
 * stripe_refund) for the owner; null for a staff account, or for a refund not needing a check.
 */
export function readRefundResolution(panel: RefundPanel, query: Fields): RefundResolution | null {
  if (!panel.mayResolve) return null;
  const { one } = reader(query);
  const refundId = Number(one("pending_refund"));
  const entry = panel.pending.find(({ refund }) => refund.id === refundId);
  if (!entry || entry.standing !== "needs_check") return null;
  const typed = one("stripe_refund").slice(0, 200);
  const step = one("confirm");
  if (step === "refund-not-made") return { refund: entry.refund, typed, message: null, confirm: "not-made" };
  if (step !== "refund-made") return { refund: entry.refund, typed, message: null, confirm: null };
  if (STRIPE_REFUND_ID.test(typed)) return { refund: entry.refund, typed, message: null, confirm: "made" };
  return {
    refund: entry.refund,
    typed,
    message: typed
      ? "That is not a Stripe refund id: it is re_ followed by letters and digits, like re_3MtwBwLkdIwHu7ix0dbKRsvv"
      : "Type the refund's id from the Stripe dashboard, like re_3MtwBwLkdIwHu7ix0dbKRsvv",
    confirm: null,
  };
}
