// The PGlite client as Drizzle is given it, with the type readers Drizzle asks for kept in the
// client. Drizzle hands every query readers that return timestamps, dates, intervals and their
// arrays as the text Postgres sends (it converts them itself); PGlite then copies its whole table
// of readers, one for each of the database's types and arrays of them (about 340), for that
// query alone: about a tenth of a millisecond a query, a tenth of a header's suggestion. Here the
// readers a query brings go into the client's own table, and the query goes without them, so
// every query reads its rows as it asked. Only Drizzle's queries bring readers, always the same
// ones; the database's other readers are the client's as before (the backups' reads are text).
import type { PGlite, Transaction } from "@electric-sql/pglite";

type Readers = PGlite["parsers"];

function readersKept<Client extends PGlite | Transaction>(client: Client, table: Readers): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "query") {
        return (text: string, params?: unknown[], options?: { parsers?: Readers }) => {
          if (!options?.parsers) return value.call(target, text, params, options);
          const { parsers, ...rest } = options;
          Object.assign(table, parsers);
          return value.call(target, text, params, rest);
        };
      }
      if (property === "transaction") {
        return (work: (tx: Transaction) => Promise<unknown>) =>
          value.call(target, (tx: Transaction) => work(readersKept(tx, table)));
      }
      // PGlite keeps its state in private fields, which only the instance itself may read.
      return value.bind(target);
    },
  });
}

/** The client whose queries leave their type readers in its own table (see above). */
export function pgliteWithKeptReaders(client: PGlite): PGlite {
  return readersKept(client, client.parsers);
}
