// Database queries as spans, while metrics and traces are sent (lib/telemetry.ts): the driver's
// client as Drizzle is given it, with each query it sends (also inside a transaction) run in a span
// named after its SQL command and carrying the query's text, which holds placeholders ($1), never
// the values. Without a collector the client is used as it is and costs nothing more.
import type { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";
import { inSpan, tracing } from "@/lib/telemetry";
import { aroundPgliteCalls } from "./pglite-client";

/** The longest query text a span carries (a search's SQL runs to a few kilobytes). */
const QUERY_TEXT_MAX = 4000;

function inQuerySpan<T>(text: string, work: () => Promise<T>): Promise<T> {
  const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
  return inSpan(
    operation,
    { "db.system.name": "postgresql", "db.operation.name": operation, "db.query.text": text.slice(0, QUERY_TEXT_MAX) },
    work,
  );
}

/** A PGlite client with its queries, its transactions' too, in spans. */
const pgliteInSpans = (client: PGlite): PGlite =>
  aroundPgliteCalls(client, (_method, run, args) => inQuerySpan(args[0], () => run(...args)));

/** A postgres.js query that runs in a span when it is awaited; `.values()` keeps it so. */
function awaitedInSpan<Query extends PromiseLike<unknown> & { values(): unknown }>(query: Query, text: string): Query {
  const wrapped: Query = new Proxy(query, {
    get(target, property, receiver) {
      if (property === "then") {
        return (resolve?: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) =>
          inQuerySpan(text, () => Promise.resolve(target)).then(resolve, reject);
      }
      if (property === "values") return () => (target.values(), wrapped);
      return Reflect.get(target, property, receiver);
    },
  });
  return wrapped;
}

/** What Drizzle calls on a postgres.js client or inside its transactions. */
interface UnsafeSql {
  unsafe(
    text: string,
    params?: unknown[],
    options?: postgres.UnsafeQueryOptions,
  ): PromiseLike<unknown> & { values(): unknown };
  begin?(work: (sql: UnsafeSql) => Promise<unknown>): Promise<unknown>;
}

/** A postgres.js client (or a transaction's), with the queries Drizzle sends in spans. */
function postgresInSpans<Sql extends UnsafeSql>(client: Sql): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (text: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          awaitedInSpan(target.unsafe(text, params, options), text);
      }
      if (property === "begin" && target.begin) {
        return (work: (sql: UnsafeSql) => Promise<unknown>) => target.begin!((sql) => work(postgresInSpans(sql)));
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The PGlite client Drizzle should be given: in spans while traces are sent. */
export function pgliteClient(client: PGlite): PGlite {
  return tracing() ? pgliteInSpans(client) : client;
}

/** The postgres.js client Drizzle should be given: in spans while traces are sent. */
export function postgresClient(client: postgres.Sql): postgres.Sql {
  return tracing() ? (postgresInSpans(client as unknown as UnsafeSql) as unknown as postgres.Sql) : client;
}
