// How many staff sign-ins may have their password checked. An attempt takes its place under the
// limits before the slow password check, in a transaction that holds its client's and its
// username's locks, so no number of racing requests gets more checks than the limits allow.
import "server-only";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loginFailures } from "@/db/schema";

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  /** Failed attempts (or attempts still being checked) from one client within the window. */
  perClient: 10,
  /**
   * Failed attempts (or attempts still being checked) for one username within the window, from
   * every client together. A browser that signed in as that user before is not held by it, so
   * guesses from elsewhere can never lock the staff member out of their own browser.
   */
  perUsername: 30,
} as const;

export interface SignInAttempt {
  /** The client's limit key. */
  client: string;
  username: string;
  /** Whether this browser signed in as `username` before. */
  knownBrowser: boolean;
}

const windowStart = sql`now() - ${SIGN_IN_LIMITS.windowMinutes} * interval '1 minute'`;

/**
 * Takes a place for one password check and answers its id, or null when a limit is full. The
 * place counts as a failure until `releaseSignIn` gives it back.
 */
export async function reserveSignIn(db: Db, attempt: SignInAttempt): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Both locks in a fixed order, so two attempts never wait for each other's second lock.
    const keys = [`sign-in-client:${attempt.client}`, `sign-in-username:${attempt.username}`].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [taken] = await tx
      .select({
        fromClient: sql<number>`count(*) filter (where ${loginFailures.client} = ${attempt.client})::int`,
        forUsername: sql<number>`count(*) filter (where ${loginFailures.username} = ${attempt.username})::int`,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.failedAt, windowStart),
          or(eq(loginFailures.client, attempt.client), eq(loginFailures.username, attempt.username)),
        ),
      );
    if (Number(taken?.fromClient ?? 0) >= SIGN_IN_LIMITS.perClient) return null;
    if (!attempt.knownBrowser && Number(taken?.forUsername ?? 0) >= SIGN_IN_LIMITS.perUsername) return null;
    const [row] = await tx
      .insert(loginFailures)
      .values({ client: attempt.client, username: attempt.username })
      .returning({ id: loginFailures.id });
    return row!.id;
  });
}

/** Gives back the place of an attempt whose password was right: it was no failure. */
export async function releaseSignIn(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Forgets attempts older than the window. */
export async function forgetOldSignIns(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}
