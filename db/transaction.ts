// The type of a Drizzle transaction on the app's database, for functions that must run inside one,
// and running a transaction again when its connection was lost.
import { isConnectionLost, UnavailableError } from "@/lib/errors";
import type { Db } from "./client";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * When the server drops its connections (a restart, a failover), the others in the pool close a
 * moment after the one that failed: the second try waits this long, so it does not take one of them.
 */
const RETRY_AFTER_MS = 150;

/**
 * Runs `work` (a whole transaction) and, when it failed because the database connection was lost
 * (a restart, a failover, a dropped socket), once more on a new connection; a second loss is an
 * UnavailableError (503 with Retry-After). A transaction lost before its COMMIT was rolled back by
 * the server; one lost during its COMMIT may have landed, so work that must not happen twice looks
 * for what its first try wrote before writing again.
 */
export async function retryOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
  try {
    return await work();
  } catch (error) {
    if (isConnectionLost(error)) throw new UnavailableError({ cause: error });
    throw error;
  }
}
