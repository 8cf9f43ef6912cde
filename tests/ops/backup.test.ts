// Backups on both databases: backup, wipe, restore gives back every table byte for byte (orders and
// their lines and history, products, photos, messages, the outbox, staff sessions); a backup taken
// while checkouts run is one consistent moment; a non-empty database is refused unless forced; an
// older version's backup comes back upgraded, a newer one's is refused; the folder keeps the newest.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import { queryRows, type Connection, type Db } from "@/db/connect";
import { MIGRATIONS_FOLDER, migrateDatabase } from "@/db/migrate";
import { contactMessages, orderItems, orders, products, staffSessions, storedFiles } from "@/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { backupToFolder, pruneBackups } from "@/lib/ops/backup-folder";
import { restoreBackup } from "@/lib/ops/restore";
import { readUpkeep } from "@/lib/ops/upkeep";
import { createTestDatabase, DB_KINDS, describeEachDatabase, type DbKind } from "@/tests/helpers/database";
import { call, item, pickupBody, postCheckout, stockedProduct } from "@/tests/helpers/checkout";

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "shop-backup-test-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Every table's rows as COPY text (generated columns too), in a fixed order: equal text, equal data. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from "public"."${name}" t order by t::text`),
    );
    all[name] = rows.map((row) => row.row);
  }
  return all;
}

/** Leaves nothing of the shop in the database: its schema, the extensions in it, the migrations' record. */
async function wipe(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
  await db.execute(sql`DROP SCHEMA drizzle CASCADE`);
}

/** Every byte value, twice, and a run of random bytes: a photo as the database must give it back. */
const PHOTO = Buffer.concat([
  Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256)),
  Buffer.alloc(4096, 7),
]);

async function paidOrder(db: Db, productId: string): Promise<string> {
  const placed = await postCheckout<{ session_id: string }>(pickupBody([item(productId, 1)]));
  expect(placed.body.success).toBe(true);
  const paid = await call(testPaymentRoute, "/api/checkout/test-payment", {
    session_id: placed.body.session_id,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/40",
    cvc: "123",
    name: "Pat Shopper",
  });
  expect(paid.status).toBe(200);
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, placed.body.session_id));
  return order!.id;
}

async function onlyFile(dir: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql.gz"));
  expect(names).toHaveLength(1);
  return path.join(dir, names[0]!);
}

describeEachDatabase("Backup and restore", (context) => {
  it("gives back every order, product, photo and message byte for byte after the database is wiped", async () => {
    const product = await stockedProduct(context.db, 5);
    const orderId = await paidOrder(context.db, product.id);
    await context.db.insert(storedFiles).values({ key: "photo-test", contentType: "image/webp", bytes: PHOTO });
    await context.db.insert(contactMessages).values({
      name: "Émile O'Brien",
      email: "emile@example.com",
      category: "general",
      message: 'Tab\there, newline\nthere, backslash \\ and a quote " — all kept.',
    });
    await context.db
      .insert(staffSessions)
      .values({ id: "session-1", username: "staff", expiresAt: new Date(Date.now() + 3_600_000) });
    await queueEmail(context.db, {
      dedupeKey: "test:1",
      kind: "test",
      to: "a@example.com",
      subject: "S",
      html: "<p>H</p>",
      text: "T",
    });
    const before = await everyRow(context.db);
    expect(before.order_items!.length).toBeGreaterThan(0);
    expect(before.order_events!.length).toBeGreaterThan(0);

    const dir = path.join(folder, `wipe-${context.kind}`);
    const backup = await backupToFolder(context.database, { dir, keep: 3 });
    expect(backup.file).toBe(await onlyFile(dir));
    expect((await readUpkeep(context.db)).lastBackup).toMatchObject({ file: backup.file, bytes: backup.bytes });

    await wipe(context.db);
    const restored = await restoreBackup(context.database, backup.file);
    expect(restored.tables.find((table) => table.name === "products")!.rows).toBe(before.products!.length);

    const after = await everyRow(context.db);
    // The backup's own record was written after its snapshot: the restored database has the one before.
    expect({ ...after, app_meta: undefined }).toEqual({ ...before, app_meta: undefined });
    const [photo] = await context.db.select().from(storedFiles).where(eq(storedFiles.key, "photo-test"));
    expect(Buffer.compare(photo!.bytes, PHOTO)).toBe(0);
    const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe("paid");
    // Sequences go on after the restored rows: a new message gets an id none of them has.
    const restoredIds = (await context.db.select({ id: contactMessages.id }).from(contactMessages)).map(
      (row) => row.id,
    );
    const [message] = await context.db
      .insert(contactMessages)
      .values({ name: "N", email: "n@example.com", category: "general", message: "After the restore" })
      .returning();
    expect(message!.id).toBeGreaterThan(Math.max(...restoredIds));
  });

  it("refuses a database holding rows unless forced", async () => {
    const dir = path.join(folder, `refuse-${context.kind}`);
    const backup = await backupToFolder(context.database, { dir, keep: 3 });
    await expect(restoreBackup(context.database, backup.file)).rejects.toMatchObject({ code: "not_empty" });
    await context.db.update(products).set({ stockQuantity: 999 });
    await restoreBackup(context.database, backup.file, { force: true });
    const stocks = await context.db.select({ stock: products.stockQuantity }).from(products);
    expect(stocks.some((row) => row.stock !== 999)).toBe(true);
  });

  it("takes one moment while checkouts run: every order has its lines, and stock agrees with them", async () => {
    const product = await stockedProduct(context.db, 40);
    const earlier = new Set((await context.db.select({ id: orders.id }).from(orders)).map((order) => order.id));
    const dir = path.join(folder, `busy-${context.kind}`);
    let settled = false;
    const checkouts = Promise.all(
      Array.from({ length: 40 }, () => postCheckout(pickupBody([item(product.id, 1)]))),
    ).finally(() => {
      settled = true;
    });
    // The backup starts once the first orders are in, while the others are being placed.
    while (!settled && (await context.db.select({ id: orders.id }).from(orders)).length <= earlier.size) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const backup = await backupToFolder(context.database, { dir, keep: 3 });
    await checkouts;

    const target = await createTestDatabase(context.kind, { seed: false });
    try {
      await restoreBackup(target, backup.file);
      const lines = (await target.db.select().from(orderItems)).filter((line) => !earlier.has(line.orderId));
      const ordered = (await target.db.select().from(orders)).filter((order) => !earlier.has(order.id));
      expect(ordered.length).toBeGreaterThan(0);
      expect(ordered.every((order) => lines.some((line) => line.orderId === order.id))).toBe(true);
      const held = lines
        .filter((line) => line.productId === product.id)
        .filter((line) => ordered.find((order) => order.id === line.orderId)!.stockState !== "released")
        .reduce((sum, line) => sum + line.quantity, 0);
      const [row] = await target.db.select().from(products).where(eq(products.id, product.id));
      expect(row!.stockQuantity + held).toBe(40);
    } finally {
      await target.dispose();
    }
  });

  it("restores into the other kind of database too", async () => {
    const others = DB_KINDS.filter((kind): kind is DbKind => kind !== context.kind);
    const dir = path.join(folder, `cross-${context.kind}`);
    const backup = await backupToFolder(context.database, { dir, keep: 3 });
    const before = await everyRow(context.db);
    for (const kind of others) {
      const target = await createTestDatabase(kind, { seed: false });
      try {
        await restoreBackup(target, backup.file);
        expect({ ...(await everyRow(target.db)), app_meta: undefined }).toEqual({ ...before, app_meta: undefined });
      } finally {
        await target.dispose();
      }
    }
  });

  it("brings an older version's backup up to this version, and refuses a newer version's", async () => {
    const older = await createTestDatabase(context.kind, { seed: false });
    const dir = path.join(folder, `versions-${context.kind}`);
    try {
      await olderSchema(older);
      await older.db
        .execute(sql`insert into products (id, name, description, brand, category, subcategory, model_number, price_cents, deal_type, condition_note)
        values ('old-1', 'Old washer', 'd', 'b', 'washer', 'Washer - Top Load', 'M1', 10000, 'clearance', 'None')`);
      const backup = await backupToFolder(older, { dir, keep: 5 });
      const target = await createTestDatabase(context.kind, { seed: false });
      try {
        await restoreBackup(target, backup.file);
        const migrations = await queryRows(target.db, sql`select 1 from drizzle.__drizzle_migrations`);
        expect(migrations.length).toBe(JSON.parse(await readFile(journal, "utf8")).entries.length);
        expect(await target.db.select({ id: products.id }).from(products)).toEqual([{ id: "old-1" }]);
      } finally {
        await target.dispose();
      }

      const newer = path.join(dir, "newer.sql.gz");
      const text = gunzipSync(await readFile(backup.file))
        .toString("utf8")
        .split("\n");
      const header = JSON.parse(text[1]!.slice(3));
      header.migrations.push({ hash: "f".repeat(64), createdAt: "9999999999999" });
      text[1] = `-- ${JSON.stringify(header)}`;
      await writeFile(newer, gzipSync(text.join("\n")));
      const empty = await createTestDatabase(context.kind, { seed: false });
      try {
        await expect(restoreBackup(empty, newer)).rejects.toMatchObject({ code: "other_version" });
      } finally {
        await empty.dispose();
      }
    } finally {
      await older.dispose();
    }
  });

  it("keeps the newest backups in the folder", async () => {
    const dir = path.join(folder, `keep-${context.kind}`);
    const made = [];
    for (let index = 0; index < 3; index += 1) made.push(await backupToFolder(context.database, { dir, keep: 2 }));
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(made.slice(1).map((backup) => path.basename(backup.file)));
    expect(await pruneBackups(dir, 1)).toEqual([path.basename(made[1]!.file)]);
  });
});

const journal = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");

/** Puts the database back to the version before the last migration (dropped, migrated anew). */
async function olderSchema(connection: Connection): Promise<void> {
  await wipe(connection.db);
  const folder = await mkdtemp(path.join(tmpdir(), "shop-older-"));
  try {
    const { entries, ...rest } = JSON.parse(await readFile(journal, "utf8"));
    const kept = entries.slice(0, -1);
    await mkdir(path.join(folder, "meta"));
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...rest, entries: kept }));
    for (const { tag } of kept)
      await copyFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrateDatabase(connection, connection.db, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
