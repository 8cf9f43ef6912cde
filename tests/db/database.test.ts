import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseStartError, openPglite, openPostgres, queryRows, settledDb } from "@/db/connect";
import { MIGRATIONS_FOLDER, migrateDatabase } from "@/db/migrate";
import { products, staffAccounts } from "@/db/schema";
import { seedCatalog } from "@/db/seed";
import { catalog } from "@/db/seed/catalog";
import { createTestDatabase, describeEachDatabase } from "../helpers/database";

describeEachDatabase("migrations and seed", (context) => {
  it("seeds the whole sample catalogue once", async () => {
    const [row] = await context.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(catalog.length);
    expect(await seedCatalog(context.db)).toBe(0);
  });

  it("never re-seeds over staff changes", async () => {
    const removed = catalog[0]!.id;
    await context.db.delete(products).where(eq(products.id, removed));
    expect(await seedCatalog(context.db)).toBe(0);
    const rows = await context.db.select().from(products).where(eq(products.id, removed));
    expect(rows).toHaveLength(0);
  });

  it("re-running the migrations changes nothing", async () => {
    await migrateDatabase(context.database);
    const [row] = await context.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(catalog.length - 1);
  });

  it("gives accounts that shared a display name names of their own before making names unique", async () => {
    // The database as before that migration: no unique names, and accounts sharing one.
    await context.db.execute(sql`drop index "staff_accounts_display_name_idx"`);
    const account = (username: string, displayName: string) => ({
      username,
      displayName,
      role: "staff" as const,
      passwordHash: "x",
    });
    await context.db
      .insert(staffAccounts)
      .values([
        account("sam", "Sam"),
        account("sam2", " sam "),
        account("sam3", "SAM"),
        account("kim", "Kim "),
        account("lee", "Lee"),
      ]);
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0022_unique-staff-names.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await context.db.execute(sql.raw(statement));
    const names = await context.db
      .select({ username: staffAccounts.username, displayName: staffAccounts.displayName })
      .from(staffAccounts)
      .orderBy(asc(staffAccounts.id));
    expect(names.map((row) => row.displayName)).toEqual(["Sam", "sam (sam2)", "SAM (sam3)", "Kim", "Lee"]);
    await expect(context.db.insert(staffAccounts).values(account("other", "kim"))).rejects.toThrow();
    await context.db.delete(staffAccounts);
  });

  it("has pg_trgm for search", async () => {
    const rows = await queryRows<{ s: number }>(context.db, sql`select similarity('whirlpool', 'whirpool') as s`);
    expect(Number(rows[0]!.s)).toBeGreaterThan(0.4);
  });

  it("gives Postgres connections that start with settings, and PGlite none (its one session is shared)", async () => {
    const settings = { enable_seqscan: "off", "pg_trgm.similarity_threshold": "0.42" };
    const settled = settledDb(context.db, settings);
    if (context.kind === "pglite") {
      expect(settled).toBeNull();
      return;
    }
    expect(settled).not.toBeNull();
    const read = (db: typeof context.db) =>
      queryRows<{ seqscan: string; threshold: number; count: number }>(
        db,
        sql`select current_setting('enable_seqscan') as seqscan, show_limit() as threshold, (select count(*)::int from products) as count`,
      );
    // Every connection of the pool, several at once, has them; the shop's own pool does not.
    const answers = (await Promise.all(Array.from({ length: 6 }, () => read(settled!)))).flat();
    expect(answers.every((row) => row.seqscan === "off" && Math.abs(row.threshold - 0.42) < 1e-6)).toBe(true);
    const [shop] = await read(context.db);
    expect(shop!.seqscan).toBe("on");
    expect(answers.every((row) => row.count === shop!.count && row.count > 0)).toBe(true);
    // Asked again for the same settings, the same pool; a transaction has none of its own.
    expect(settledDb(context.db, { ...settings })).toBe(settled);
    await context.db.transaction(async (tx) => {
      expect(settledDb(tx as unknown as typeof context.db, settings)).toBeNull();
    });
  });

  it("rejects rows that break the catalogue's rules", async () => {
    const base = { ...catalog[1]!, id: "test-bad-row", category: "washer", position: 999 };
    await expect(context.db.insert(products).values({ ...base, priceCents: -1 })).rejects.toThrow();
    await expect(context.db.insert(products).values({ ...base, stockQuantity: -1 })).rejects.toThrow();
    await expect(context.db.insert(products).values({ ...base, dealType: "new" as never })).rejects.toThrow();
  });
});

describe("a fresh, empty database", () => {
  it("is seeded from nothing", async () => {
    const database = await createTestDatabase("pglite", { seed: false });
    try {
      expect(await seedCatalog(database.db)).toBe(catalog.length);
      expect(await seedCatalog(database.db)).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});

describe("embedded database folder", () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function tempDir() {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-pglite-"));
    dirs.push(dir);
    return path.join(dir, "data");
  }

  it("creates a new folder's database in another process, and opens it again after a restart", async () => {
    const dir = tempDir();
    const { PGlite } = await import("@electric-sql/pglite");
    const original = PGlite.create.bind(PGlite) as (...args: unknown[]) => Promise<unknown>;
    // Whether each folder this process opened already held a database: initdb leaves the process
    // that runs it much larger for good, so it must run elsewhere.
    const foundDatabase: boolean[] = [];
    const create = vi.spyOn(PGlite, "create").mockImplementation(((...args: unknown[]) => {
      foundDatabase.push(existsSync(path.join(dir, "PG_VERSION")));
      return original(...args);
    }) as never);
    try {
      for (const start of ["first", "second"]) {
        const connection = await openPglite(dir);
        try {
          await migrateDatabase(connection);
          expect(await seedCatalog(connection.db), start).toBe(start === "first" ? catalog.length : 0);
          const [row] = await connection.db.select({ n: count() }).from(products);
          expect(row!.n, start).toBe(catalog.length);
        } finally {
          await connection.close();
        }
      }
    } finally {
      create.mockRestore();
    }
    expect(foundDatabase).toEqual([true, true]);
  });

  it("refuses a folder another live process holds, without touching it", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    children.push(holder);
    writeFileSync(`${dir}.lock`, String(holder.pid));
    const error = await openPglite(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toBe(
      `The embedded database in ${dir} is already open in another process (pid ${holder.pid}): ` +
        "stop that process (another npm start, npm run dev or test run) or set PGLITE_DIR to a different folder.",
    );
    expect(existsSync(dir)).toBe(false);
  });

  it("takes over a lock left by a process that is gone, and releases it on close", async () => {
    const dir = tempDir();
    writeFileSync(`${dir}.lock`, "999999999");
    const connection = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow("already open in this process");
    await connection.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    expect(readdirSync(dir).length).toBeGreaterThan(0);
  });

  it("refuses the same folder by any other spelling: a symlinked parent, /proc/self/root, dots", async () => {
    const dir = tempDir();
    const connection = await openPglite(dir);
    try {
      const link = `${path.dirname(dir)}-link`;
      symlinkSync(path.dirname(dir), link);
      dirs.push(link);
      for (const spelling of [
        path.join(link, "data"),
        `/proc/self/root${dir}`,
        path.join(dir, "..", "data"),
        `${dir}/`,
      ]) {
        await expect(openPglite(spelling)).rejects.toThrow(DatabaseStartError);
      }
    } finally {
      await connection.close();
    }
  });

  it("refuses a folder whose inside lock a live process holds (a copy or mount of an open folder)", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    children.push(holder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ".shop-open.lock"), String(holder.pid));
    await expect(openPglite(dir)).rejects.toThrow(`already open in another process (pid ${holder.pid})`);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe("unreachable Postgres", () => {
  it("fails with one sentence saying what to do", async () => {
    const error = await openPostgres("postgres://postgres@127.0.0.1:1/shop").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toBe(
      "Cannot reach the database at 127.0.0.1:1/shop (connection refused): start PostgreSQL or fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.",
    );
  });

  it("rejects a DATABASE_URL that is not a Postgres URL", async () => {
    await expect(openPostgres("mysql://localhost/shop")).rejects.toThrow(DatabaseStartError);
  });

  it("stops the server at start with that sentence and no stack trace", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:1/shop");
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { register } = await import("@/instrumentation");
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors.mock.calls[0]).toEqual([
        "\nCannot start the shop. Cannot reach the database at 127.0.0.1:1/shop (connection refused): start PostgreSQL or fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.\n",
      ]);
    } finally {
      exit.mockRestore();
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe("starting on Postgres", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "migrates and seeds under the advisory lock, twice at once",
    async () => {
      const { default: postgres } = await import("postgres");
      const url = process.env.TEST_DATABASE_URL!;
      const name = `shop_start_${process.pid}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const connections = await Promise.all([openPostgres(target.toString()), openPostgres(target.toString())]);
      try {
        await Promise.all(
          connections.map((connection) =>
            connection.exclusive(async (db) => {
              await migrateDatabase(connection, db);
              await seedCatalog(db);
            }),
          ),
        );
        const [row] = await connections[0]!.db.select({ n: count() }).from(products);
        expect(row!.n).toBe(catalog.length);
      } finally {
        await Promise.all(connections.map((connection) => connection.close()));
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
