// Transactions on postgres.js that survive a dropped connection. postgres.js's own sql.begin sends
// ROLLBACK when a transaction's work fails, also when it failed because the server closed the
// connection: that write lands on the closed socket from a timer, as a TypeError no caller can
// catch, and ends the server process (uncaughtException). These run the same way on a reserved
// connection, but once a query on it failed because the connection is gone, nothing more is sent
// on it and it is not handed back: the pool opens a new connection when one is next needed. The
// work of a transaction awaits only its own queries, so a connection cannot close between two of
// them unseen.
import type postgres from "postgres";
import { isConnectionLost } from "@/lib/errors";

/** A query as Drizzle uses it inside a transaction: `.values()` for rows as arrays, then awaited. */
interface TransactionQuery extends PromiseLike<unknown> {
  values(): TransactionQuery;
}

/** What Drizzle's transaction code reads of the connection it is given. */
interface TransactionSql {
  unsafe(text: string, params?: unknown[], options?: postgres.UnsafeQueryOptions): TransactionQuery;
}

async function begin(client: postgres.Sql, work: (sql: TransactionSql) => Promise<unknown>): Promise<unknown> {
  const reserved = await client.reserve();
  let lost: unknown = null;

  const refused = (error: unknown): TransactionQuery => ({
    values: () => refused(error),
    then: (resolve, reject) => Promise.reject(error).then(resolve, reject),
  });
  const watched = (query: postgres.PendingQuery<postgres.Row[]>): TransactionQuery => {
    const watching: TransactionQuery = {
      values: () => (query.values(), watching),
      then: (resolve, reject) =>
        query
          .catch((error: unknown) => {
            if (isConnectionLost(error)) lost ??= error;
            throw error;
          })
          .then(resolve, reject),
    };
    return watching;
  };
  const sql: TransactionSql = {
    unsafe: (text, params, options) =>
      lost ? refused(lost) : watched(reserved.unsafe(text, params as postgres.ParameterOrJSON<never>[], options)),
  };

  try {
    await sql.unsafe("begin");
    const result = await work(sql);
    await sql.unsafe("commit");
    reserved.release();
    return result;
  } catch (error) {
    if (!lost) await sql.unsafe("rollback").then(undefined, () => {});
    if (!lost) reserved.release();
    throw error;
  }
}

/** The client as Drizzle should be given it: the same, with transactions run by `begin` above. */
export function withSafeTransactions(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "begin") return (work: (sql: TransactionSql) => Promise<unknown>) => begin(target, work);
      return Reflect.get(target, property, receiver);
    },
  });
}
