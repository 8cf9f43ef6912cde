// How many staff sign-ins may have their password checked. An attempt takes its place under the
// limits before the slow password check, in a transaction that holds its counter's and its
// username's locks, so no number of racing requests gets more checks than the limits allow.
//
// The rule in plain words:
// - A browser that signed in to an account before (it keeps a sealed mark) counts its failures on
//   that account under its own name, 10 in 15 minutes, and nothing else holds it: not its
//   address's limit, not the username's, not the account's wait. Guesses sent by someone else,
//   even from the same shop Wi-Fi, can never keep staff out of their own browser.
// - Any other browser counts under its address (an IPv6 address as its /64 network): 10 failures
//   in 15 minutes from one address, then even the right password waits there.
// - For one username, 30 failures in 15 minutes from all addresses together, then new browsers wait.
// - For one account, 5 failed sign-ins in a row from new browsers make it wait 1 minute, then 2, 4,
//   8 and 15 minutes after each further failure, until a right password (from any browser).
import "server-only";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loginFailures, staffAccounts } from "@/db/schema";

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  /** Failed attempts (or attempts still being checked) from one counter within the window. */
  perClient: 10,
  /** Failed attempts for one username within the window, from new browsers of every address. */
  perUsername: 30,
  /** Failed sign-ins in a row an account takes before it makes new browsers wait. */
  accountFreeFailures: 5,
  /** The longest an account makes new browsers wait. */
  accountMaxWaitMinutes: 15,
} as const;

export interface SignInAttempt {
  /** The client address's limit key. */
  client: string;
  /** The username as the account is found: lowercase. */
  username: string;
  /** The id of this browser's mark when it signed in to this username before, else null. */
  knownBrowser: string | null;
}

/** A place for one password check, or why there is none and how long to wait. */
export type SignInPlace = { id: number } | { refused: "client" | "account"; waitMinutes: number };

/** How long an account makes new browsers wait after this many failed sign-ins in a row. */
export function accountWaitMinutes(failuresInARow: number): number {
  if (failuresInARow < SIGN_IN_LIMITS.accountFreeFailures) return 0;
  const doublings = failuresInARow - SIGN_IN_LIMITS.accountFreeFailures;
  return Math.min(SIGN_IN_LIMITS.accountMaxWaitMinutes, 2 ** Math.min(doublings, 10));
}

const windowStart = sql`now() - ${SIGN_IN_LIMITS.windowMinutes} * interval '1 minute'`;

/** The key an attempt's failures count under: its known browser's, or its address's. */
function counterKey(attempt: SignInAttempt): string {
  return attempt.knownBrowser ? `browser:${attempt.knownBrowser}` : attempt.client;
}

/**
 * Takes a place for one password check, or answers which limit is full. The place counts as a
 * failure (and, from a new browser, as one more of the account's failures in a row) until
 * `releaseSignIn` gives it back.
 */
export async function reserveSignIn(db: Db, attempt: SignInAttempt): Promise<SignInPlace> {
  const counter = counterKey(attempt);
  return db.transaction(async (tx) => {
    // Both locks in a fixed order, so two attempts never wait for each other's second lock.
    const keys = [`sign-in-client:${counter}`, `sign-in-username:${attempt.username}`].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [taken] = await tx
      .select({
        fromClient: sql<number>`count(*) filter (where ${loginFailures.client} = ${counter})::int`,
        forUsername: sql<number>`count(*) filter (where ${loginFailures.username} = ${attempt.username} and ${loginFailures.client} not like 'browser:%')::int`,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.failedAt, windowStart),
          or(eq(loginFailures.client, counter), eq(loginFailures.username, attempt.username)),
        ),
      );
    const full = { refused: "client", waitMinutes: SIGN_IN_LIMITS.windowMinutes } as const;
    if (Number(taken?.fromClient ?? 0) >= SIGN_IN_LIMITS.perClient) return full;
    if (!attempt.knownBrowser) {
      if (Number(taken?.forUsername ?? 0) >= SIGN_IN_LIMITS.perUsername) return full;
      const [account] = await tx
        .select({
          id: staffAccounts.id,
          failedSignIns: staffAccounts.failedSignIns,
          waitSeconds: sql<number>`greatest(0, ceil(extract(epoch from (${staffAccounts.lockedUntil} - clock_timestamp()))))::int`,
        })
        .from(staffAccounts)
        .where(eq(sql`lower(${staffAccounts.username})`, attempt.username))
        .for("update");
      // The wait is set and read on the clock, not at the transaction's start (now()): an attempt
      // that began before another set the wait, then queued for the lock, must not see it as longer.
      if (account && Number(account.waitSeconds) > 0) {
        return { refused: "account", waitMinutes: Math.ceil(Number(account.waitSeconds) / 60) };
      }
      if (account) {
        // Counted now, before the check, so racing guesses cannot all pass as the first five.
        const failures = account.failedSignIns + 1;
        const wait = accountWaitMinutes(failures);
        await tx
          .update(staffAccounts)
          .set({
            failedSignIns: failures,
            lockedUntil: wait > 0 ? sql`clock_timestamp() + ${wait} * interval '1 minute'` : null,
          })
          .where(eq(staffAccounts.id, account.id));
      }
    }
    const [row] = await tx
      .insert(loginFailures)
      .values({ client: counter, username: attempt.username })
      .returning({ id: loginFailures.id });
    return { id: row!.id };
  });
}

/**
 * Gives back the place of an attempt whose password was right: it was no failure, and the
 * account's failures in a row start again from none.
 */
export async function releaseSignIn(db: Db, id: number, username: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.id, id));
    await tx
      .update(staffAccounts)
      .set({ failedSignIns: 0, lockedUntil: null })
      .where(eq(sql`lower(${staffAccounts.username})`, username));
  });
}

/** Forgets attempts older than the window. */
export async function forgetOldSignIns(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}
