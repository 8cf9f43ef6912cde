// What each kind of staff account may do. The owner may do everything. Staff run the shop's day
// (orders, schedule, returns, products, photos, inbox, outbox) but not the owner's tasks: staff
// accounts, importing a CSV of products (it rewrites the catalogue in one go), changing the refund
// limit, refunds over that limit, which the owner sets (app_meta, default below) and which binds
// what staff accounts give back on one order together (so splitting a refund gains nothing), and
// refunds after the return window has closed, and recording by hand how a refund ended that the
// shop stopped asking the payment service about (after a check in the Stripe dashboard).
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { appMeta, type StaffRole } from "@/db/schema";

export type { StaffRole };

/** The owner's tasks, which a staff account may not do. */
export type OwnerTask =
  "manage-accounts" | "import-products" | "set-refund-limit" | "refund-after-window" | "resolve-refund";

/** Whether an account of this role may do an owner's task. */
export function mayDo(role: StaffRole, _task: OwnerTask): boolean {
  return role === "owner";
}

const REFUND_LIMIT_KEY = "staff_refund_limit_cents";

/** What staff accounts may refund on one order until the owner sets another limit: $500. */
export const DEFAULT_STAFF_REFUND_LIMIT_CENTS = 50_000;

/** The most staff accounts may refund on one order together, in cents (the owner has no limit). */
export async function staffRefundLimitCents(db: Db): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, REFUND_LIMIT_KEY));
  const value = Number(row?.value);
  return row && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_STAFF_REFUND_LIMIT_CENTS;
}

/** Sets the staff refund limit (the owner's task; the caller checks the role). */
export async function setStaffRefundLimitCents(db: Db, cents: number): Promise<void> {
  const value = String(Math.max(0, Math.round(cents)));
  await db
    .insert(appMeta)
    .values({ key: REFUND_LIMIT_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/**
 * The most an account of this role may see staff accounts give back on one order, its own refund
 * included: the staff limit for staff, none (null) for the owner.
 */
export function orderRefundLimitCents(role: StaffRole, staffLimitCents: number): number | null {
  return role === "owner" ? null : staffLimitCents;
}
