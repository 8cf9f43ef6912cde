// Opens a database connection: embedded PGlite in a data folder (guarded by a lock file so two
// processes never share it) or Postgres through postgres.js, its queries in spans while traces are
// sent. Turns every start failure into one sentence that says what to do.
import { execFile } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type postgres from "postgres";
import { withSafeTransactions } from "./postgres-begin";
import { pgliteWithKeptReaders } from "./pglite-client";
import { pgliteClient, postgresClient } from "./query-spans";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Connection {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `work` while holding a lock that other processes on the same database wait for. */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Where the data lives, for messages: the folder or host:port/database. */
  location: string;
  close(): Promise<void>;
}

/** A start failure whose message is meant for the person running the shop. */
export class DatabaseStartError extends Error {
  override name = "DatabaseStartError";
}

export const DEFAULT_PGLITE_DIR = ".data/pglite";

export function pgliteDir(env: NodeJS.ProcessEnv = process.env): string {
  // The folder is chosen at run time; it is data, not code for the build to trace.
  return path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR);
}

/** The lock file inside the data folder (PostgreSQL ignores files it does not know). */
const INSIDE_LOCK = ".shop-open.lock";

function lockPath(dir: string): string {
  return `${dir}.lock`;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes one lock file for the folder or explains who holds it. Returns the release function. */
function takeLockFile(file: string, dir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return () => {
        process.removeListener("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (holder === process.pid) {
        throw new DatabaseStartError(
          `The embedded database in ${dir} is already open in this process: use the open connection.`,
        );
      }
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new DatabaseStartError(
          `The embedded database in ${dir} is already open in another process (pid ${holder}): ` +
            `stop that process (another npm start, npm run dev or test run) or set PGLITE_DIR to a different folder.`,
        );
      }
      // The holder is gone (crashed or killed): the lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseStartError(`Could not lock the embedded database folder ${dir}; try again.`);
}

/** The folder's real path, however it was spelled (symlinked parents, /proc/self/root, ..). */
function realFolder(dir: string): string {
  const absolute = path.resolve(dir);
  if (existsSync(absolute)) return realpathSync(absolute);
  mkdirSync(path.dirname(absolute), { recursive: true });
  return path.join(realpathSync(path.dirname(absolute)), path.basename(absolute));
}

/**
 * Locks the data folder for this process, or explains who holds it: a lock file next to the
 * folder's real path (so no other spelling of the path gets past it) and one inside the folder
 * (so a copy or a bind mount of it is locked too). Returns the release function.
 */
export function acquireFolderLock(dir: string): () => void {
  const real = realFolder(dir);
  const releaseOutside = takeLockFile(lockPath(real), dir);
  try {
    mkdirSync(real, { recursive: true });
    const releaseInside = takeLockFile(path.join(real, INSIDE_LOCK), dir);
    return () => {
      releaseInside();
      releaseOutside();
    };
  } catch (error) {
    releaseOutside();
    throw error;
  }
}

// Run by a new Node process with the data folder as its argument: creates the database in it.
const CREATE_CLUSTER_SCRIPT =
  'const { PGlite } = await import("@electric-sql/pglite"); await (await PGlite.create(process.argv[1])).close();';

/**
 * Creates the database in a new data folder (PostgreSQL's initdb) in a short-lived Node process.
 * Run in the server's own process, initdb peaks near 800 MB and leaves the process about 120 MB
 * larger for good, memory the embedded database never gives back; the server then opens the
 * folder as it opens one that already exists.
 */
async function createCluster(dir: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", CREATE_CLUSTER_SCRIPT, dir]);
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim();
    throw new DatabaseStartError(
      `The embedded database in ${dir} could not be created (${output ? output.split("\n").at(-1) : describe(error)}): ` +
        `check that the folder can be written and the disk has room, or set PGLITE_DIR to another folder.`,
    );
  }
}

export async function openPglite(dir: string): Promise<Connection> {
  const release = acquireFolderLock(dir);
  try {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, "PG_VERSION"))) await createCluster(dir);
    const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("drizzle-orm/pglite"),
    ]);
    let client;
    try {
      client = await PGlite.create(dir, { extensions: { pg_trgm } });
    } catch (error) {
      throw new DatabaseStartError(
        `The embedded database in ${dir} could not be opened (${describe(error)}): ` +
          `if the folder is from another PostgreSQL version or damaged, move it away or set PGLITE_DIR to a new folder.`,
      );
    }
    const db = drizzle({ client: pgliteClient(pgliteWithKeptReaders(client)), schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      location: dir,
      // The folder lock already makes this process the only one.
      exclusive: (work) => work(db),
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ECONNREFUSED") return "connection refused";
    if (code === "ENOTFOUND") return "host not found";
    if (code === "CONNECT_TIMEOUT" || code === "ETIMEDOUT") return "timed out";
    return error.message;
  }
  return String(error);
}

const MIGRATION_LOCK_KEY = 4306801;

/**
 * Where a Postgres pool's Db holds its settled pools (settledDb). A symbol of the runtime's
 * registry, as the bundles of the app's routes each load this module, and the Db is shared.
 */
const SETTLED_POOLS = Symbol.for("shop.settledPools");
type SettledPools = (settings: Readonly<Record<string, string>>) => Db;

/**
 * A Db whose every connection starts with `settings` (Postgres run-time parameters, given once
 * when a connection opens), for queries that need them without a transaction of their own to set
 * them in: each such transaction is three more round trips (begin, the settings, commit). Null on
 * PGlite, whose one session every query shares, and for a Db that is a transaction.
 */
export function settledDb(db: Db, settings: Readonly<Record<string, string>>): Db | null {
  const pools = (db as unknown as { [SETTLED_POOLS]?: SettledPools })[SETTLED_POOLS];
  return pools ? pools(settings) : null;
}

export async function openPostgres(url: string, { max = 10 } = {}): Promise<Connection> {
  const location = describeUrl(url);
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new DatabaseStartError(
      `DATABASE_URL must look like postgres://user:password@host:5432/database (got something else); unset it to use the embedded database.`,
    );
  }
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import("postgres"),
    import("drizzle-orm/postgres-js"),
  ]);
  const client = postgres(url, { max, onnotice: () => {}, connect_timeout: 10 });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseStartError(
      `Cannot reach the database at ${location} (${describe(error)}): start PostgreSQL or fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.`,
    );
  }
  const db = drizzle({ client: postgresClient(withSafeTransactions(client)), schema }) as unknown as Db;
  // Pools of their own for settled connections, opened as they are needed, half as many at most.
  const settled = new Map<string, { client: postgres.Sql; db: Db }>();
  const pools: SettledPools = (settings) => {
    const key = JSON.stringify(settings);
    let pool = settled.get(key);
    if (!pool) {
      const settledClient = postgres(url, {
        max: Math.max(2, Math.ceil(max / 2)),
        onnotice: () => {},
        connect_timeout: 10,
        connection: { ...settings },
      });
      pool = {
        client: settledClient,
        db: drizzle({ client: postgresClient(withSafeTransactions(settledClient)), schema }) as unknown as Db,
      };
      settled.set(key, pool);
    }
    return pool.db;
  };
  Object.defineProperty(db, SETTLED_POOLS, { value: pools });
  return {
    db,
    kind: "postgres",
    location,
    async exclusive(work) {
      // A session-level advisory lock held by a one-connection client, so two servers starting
      // together on one database migrate and seed one after the other.
      const single = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        return await work(drizzle({ client: withSafeTransactions(single), schema }) as unknown as Db);
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    async close() {
      await Promise.all(
        [client, ...[...settled.values()].map((pool) => pool.client)].map((each) => each.end({ timeout: 5 })),
      );
    },
  };
}

/** The configured database: Postgres when DATABASE_URL is set, else PGlite in PGLITE_DIR. */
export function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Connection> {
  const url = env.DATABASE_URL?.trim();
  if (url) return openPostgres(url, { max: Number(env.DATABASE_POOL_MAX) || 10 });
  return openPglite(pgliteDir(env));
}

/** Rows of a raw SQL query, whichever driver ran it (PGlite answers `{ rows }`, postgres.js an array). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
