// Tables in and out in Postgres's COPY text format, on either database, inside one transaction:
// a backup reads every table in one read-only snapshot (all as of one moment while the shop goes on
// writing), a restore loads them all or none. On PGlite, whose one connection the whole server
// shares, the transaction holds that connection, so the shop waits while it runs; on Postgres it
// has a connection of its own and the shop does not wait.
import { once } from "node:events";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type postgres from "postgres";
import type { Connection } from "@/db/connect";
import { isConnectionLost } from "@/lib/errors";

export interface CopySession {
  rows<T>(text: string): Promise<T[]>;
  run(text: string): Promise<void>;
  /** The rows of `copy` ("COPY table (columns)") as COPY text, in chunks. */
  copyOut(copy: string): AsyncIterable<Uint8Array>;
  /** Loads COPY text lines (each ending in "\n") into `copy` ("COPY table (columns)"). */
  copyIn(copy: string, lines: AsyncIterable<string>): Promise<void>;
}

/** A snapshot for reading (consistent, writes nothing) or a transaction for loading. */
type Mode = "snapshot" | "load";

const BEGIN: Record<Mode, string> = {
  snapshot: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
  load: "BEGIN",
};

/** Settings under which COPY text reads back the same on any server: ISO dates, exact floats. */
const SETTINGS = [
  "SET LOCAL DateStyle TO ISO",
  "SET LOCAL IntervalStyle TO postgres",
  "SET LOCAL extra_float_digits TO 3",
];

function pgliteSession(tx: Transaction): CopySession {
  return {
    rows: async <T>(text: string) => (await tx.query<T>(text)).rows,
    run: async (text) => {
      await tx.query(text);
    },
    async *copyOut(copy) {
      const { blob } = await tx.query(`${copy} TO '/dev/blob'`);
      if (blob) yield new Uint8Array(await blob.arrayBuffer());
    },
    async copyIn(copy, lines) {
      const parts: string[] = [];
      for await (const line of lines) parts.push(line);
      await tx.query(`${copy} FROM '/dev/blob'`, [], { blob: new Blob(parts) });
    },
  };
}

function postgresSession(reserved: postgres.ReservedSql): CopySession {
  return {
    rows: async <T>(text: string) => (await reserved.unsafe(text)) as unknown as T[],
    run: async (text) => {
      await reserved.unsafe(text);
    },
    async *copyOut(copy) {
      const stream = await reserved.unsafe(`${copy} TO STDOUT`).readable();
      try {
        for await (const chunk of stream) yield chunk as Uint8Array;
      } finally {
        // postgres.js pauses its socket while the stream's buffer is full and resumes it when the
        // stream asks for more; when the last chunk filled it, the stream never asks again and the
        // connection's next query would wait forever. The stream's read function resumes it.
        (stream as unknown as { _read(size: number): void })._read(0);
      }
    },
    async copyIn(copy, lines) {
      const stream = await reserved.unsafe(`${copy} FROM STDIN`).writable();
      for await (const line of lines) {
        if (!stream.write(line)) await once(stream, "drain");
      }
      stream.end();
      // When the server refuses the rows (one breaks a constraint), postgres.js neither finishes
      // the stream nor reports the error, but the transaction is aborted then, which the next
      // statement tells. postgres.js takes that statement once the stream has sent its last row.
      for (;;) {
        try {
          await reserved.unsafe("select 1");
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== "COPY_IN_PROGRESS") {
            throw new Error(`The database refused the rows of ${copy}`, { cause: error });
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    },
  };
}

async function onPglite<T>(client: PGlite, mode: Mode, work: (session: CopySession) => Promise<T>): Promise<T> {
  return client.transaction(async (tx) => {
    if (mode === "snapshot") await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    for (const setting of SETTINGS) await tx.query(setting);
    return work(pgliteSession(tx));
  });
}

async function onPostgres<T>(client: postgres.Sql, mode: Mode, work: (session: CopySession) => Promise<T>): Promise<T> {
  const reserved = await client.reserve();
  try {
    await reserved.unsafe(BEGIN[mode]);
    for (const setting of SETTINGS) await reserved.unsafe(setting);
    const result = await work(postgresSession(reserved));
    await reserved.unsafe("COMMIT");
    reserved.release();
    return result;
  } catch (error) {
    // A connection that is gone is sent nothing more and not handed back (see db/postgres-begin.ts).
    if (!isConnectionLost(error)) {
      await reserved.unsafe("ROLLBACK").then(undefined, () => {});
      reserved.release();
    }
    throw error;
  }
}

/** Runs `work` in one transaction of the connection's database, as a read-only snapshot or a load. */
export function inCopyTransaction<T>(
  connection: Pick<Connection, "db" | "kind">,
  mode: Mode,
  work: (session: CopySession) => Promise<T>,
): Promise<T> {
  // Drizzle keeps the driver's own client as $client: COPY needs it, Drizzle has no COPY.
  const client = (connection.db as unknown as { $client: unknown }).$client;
  return connection.kind === "pglite"
    ? onPglite(client as PGlite, mode, work)
    : onPostgres(client as postgres.Sql, mode, work);
}

/** A name quoted for SQL: "order_items", with any double quote doubled. */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
