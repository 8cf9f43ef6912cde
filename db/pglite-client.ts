// The PGlite client as Drizzle is given it: its queries (also inside its transactions) can be run
// through a function around each (query-spans puts them in spans), and the type readers Drizzle
// asks for are kept in the client. Drizzle hands every query readers that return timestamps,
// dates, intervals and their arrays as the text Postgres sends (it converts them itself); PGlite
// then copies its whole table of readers, one for each of the database's types and arrays of them
// (about 340), for that query alone: about a tenth of a millisecond a query, a tenth of a header's
// suggestion. Here the readers a query brings go into the client's own table, and the query goes
// without them, so every query reads its rows as it asked. Only Drizzle's queries bring readers,
// always the same ones; the database's other readers are the client's as before (the backups'
// reads are text).
import type { PGlite, Transaction } from "@electric-sql/pglite";

type Readers = PGlite["parsers"];

/** What runs one call of `query` or `exec`: `run` sends it with the arguments given. */
export type AroundCall = (
  method: "query" | "exec",
  run: (...args: unknown[]) => Promise<unknown>,
  args: [text: string, ...rest: unknown[]],
) => Promise<unknown>;

/** A PGlite client or one of its transactions whose `query` and `exec` calls, its transactions' too, go through `around`. */
export function aroundPgliteCalls<Client extends PGlite | Transaction>(client: Client, around: AroundCall): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec") {
        const run = (...args: unknown[]) => value.apply(target, args) as Promise<unknown>;
        return (text: string, ...rest: unknown[]) => around(property, run, [text, ...rest]);
      }
      if (property === "transaction") {
        return (work: (tx: Transaction) => Promise<unknown>) =>
          value.call(target, (tx: Transaction) => work(aroundPgliteCalls(tx, around)));
      }
      // PGlite keeps its state in private fields, which only the instance itself may read.
      return value.bind(target);
    },
  });
}

/** The client whose queries leave their type readers in its own table (see above). */
export function pgliteWithKeptReaders(client: PGlite): PGlite {
  const table: Readers = client.parsers;
  return aroundPgliteCalls(client, (method, run, [text, params, options]) => {
    const given = options as { parsers?: Readers } | undefined;
    if (method !== "query" || !given?.parsers) return run(text, params, options);
    const { parsers, ...rest } = given;
    Object.assign(table, parsers);
    return run(text, params, rest);
  });
}
