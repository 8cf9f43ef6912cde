// The product change log: every staff edit, CSV import, checkout hold and released hold writes
// who changed which field from what to what, in the transaction of the change itself, and the
// staff lists read it back (one product's changes, the shop's recent changes with filters).
import { desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/db/client";
import { orders, productChanges, products, type Product } from "@/db/schema";
import { changeActors, listChanges, productChangesOf, readChangeFilters } from "@/lib/admin/change-log";
import { productCsvLines } from "@/lib/admin/product-csv";
import { productText, readProductText } from "@/lib/admin/product-form";
import { applyProductImport, previewProductImport } from "@/lib/admin/product-import";
import { createProduct, quickEdit, setArchived, updateProduct } from "@/lib/admin/products";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { expireLapsedHolds } from "@/lib/checkout/expire-holds";
import { changeOrderStatus } from "@/lib/orders/change-status";
import { parseCsv, toCsv } from "@/lib/csv";
import { describeEachDatabase } from "../helpers/database";
import { item, pickupBody, placePaidOrder, postCheckout, stockOf, stockedProduct } from "../helpers/checkout";

/** A product's log entries, oldest first, as field, old, new, source, detail and actor. */
async function logOf(db: Db, productId: string) {
  const rows = await db
    .select()
    .from(productChanges)
    .where(eq(productChanges.productId, productId))
    .orderBy(productChanges.id);
  return rows.map((row) => [row.field, row.oldValue, row.newValue, row.source, row.sourceDetail, row.actorName]);
}

/** Runs `work` while the log refuses entries matching `condition` (an SQL check), then lets it write again. */
async function withLogRefusing(db: Db, condition: string, work: () => Promise<unknown>): Promise<void> {
  await db.execute(
    sql.raw(`ALTER TABLE product_changes ADD CONSTRAINT test_refuse CHECK (NOT (${condition})) NOT VALID`),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw("ALTER TABLE product_changes DROP CONSTRAINT test_refuse"));
  }
}

const edit = (product: Product, changes: Record<string, string>) => {
  const read = readProductText({ ...productText(product), ...changes });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.row;
};

describeEachDatabase("product change log", (context) => {
  const row = async (id: string) => (await context.db.select().from(products).where(eq(products.id, id)))[0]!;
  // Each test changes a product of its own, so no test reads another's entries.
  const used = new Set<string>();
  const freshProduct = async (stock: number, fits: (product: Product) => boolean = () => true) => {
    const product = await stockedProduct(context.db, stock, (candidate) => !used.has(candidate.id) && fits(candidate));
    used.add(product.id);
    return product;
  };

  it("writes one entry per field a staff edit changed, in readable values, and none for an unchanged save", async () => {
    const product = await freshProduct(
      3,
      (candidate) => candidate.salePriceCents === null && candidate.priceCents !== 129900,
    );
    await updateProduct(
      context.db,
      product.id,
      edit(product, { name: "Renamed Washer", price: "1299", features: "Steam clean\nQuiet" }),
      "Dana",
    );
    expect(await logOf(context.db, product.id)).toEqual([
      ["name", product.name, "Renamed Washer", "staff", null, "Dana"],
      ["price", expect.stringMatching(/^\$/), "$1,299.00", "staff", null, "Dana"],
      ["features", product.features.join("\n") || null, "Steam clean\nQuiet", "staff", null, "Dana"],
    ]);
    const saved = await row(product.id);
    await updateProduct(context.db, product.id, edit(saved, {}), "Dana");
    expect(await logOf(context.db, product.id)).toHaveLength(3);

    await quickEdit(context.db, product.id, { stockQuantity: "7", price: "1299.00", salePrice: "999" }, "Sam");
    expect((await logOf(context.db, product.id)).slice(3)).toEqual([
      ["stockQuantity", "3", "7", "staff", null, "Sam"],
      ["salePrice", null, "$999.00", "staff", null, "Sam"],
    ]);
  });

  it("logs a new product once, and archiving and restoring it", async () => {
    const [source] = await context.db.select().from(products).limit(1);
    const text = { ...productText(source!), id: "logged-new-washer", price: "899", stockQuantity: "2" };
    const read = readProductText(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    await createProduct(context.db, read.row, "Dana");
    await setArchived(context.db, "logged-new-washer", true, "Sam");
    await setArchived(context.db, "logged-new-washer", false, "Dana");
    expect(await logOf(context.db, "logged-new-washer")).toEqual([
      ["created", null, "$899.00, stock 2", "staff", null, "Dana"],
      ["archived", "In the shop", "Archived", "staff", null, "Sam"],
      ["archived", "Archived", "In the shop", "staff", null, "Dana"],
    ]);
  });

  it("logs every cell a CSV import wrote, naming the file and the staff member", async () => {
    const product = await freshProduct(4, (candidate) => candidate.priceCents !== 145000);
    const [header, ...body] = parseCsv(await exportText(context.db));
    const changed = body.map((cells) => {
      if (cells[0] !== product.id) return cells;
      const copy = [...cells];
      copy[header!.indexOf("price")] = "1450";
      copy[header!.indexOf("color")] = "Slate";
      return copy;
    });
    const csv = toCsv([header!, ...changed]);
    const preview = await previewProductImport(context.db, csv);
    const outcome = await applyProductImport(
      context.db,
      csv,
      { fingerprint: preview.fingerprint, useFile: [] },
      { fileName: "spring-prices.csv", staffName: "Dana" },
    );
    expect(outcome).toMatchObject({ applied: true, updated: 1 });
    expect(await logOf(context.db, product.id)).toEqual([
      ["price", expect.stringMatching(/^\$/), "$1,450.00", "import", "spring-prices.csv", "Dana"],
      ["color", product.color, "Slate", "import", "spring-prices.csv", "Dana"],
    ]);
  });

  it("logs the units a checkout holds as a sale and a lapsed hold's units as released, naming the order", async () => {
    const product = await freshProduct(5);
    const answer = await postCheckout<CheckoutAnswer>(pickupBody([item(product.id, 2)]));
    expect(answer.body.success).toBe(true);
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.body.session_id));
    expect(await logOf(context.db, product.id)).toEqual([
      ["stockQuantity", "5", "3", "sale", order!.orderNumber, null],
    ]);
    await expireLapsedHolds(context.db, new Date(order!.holdExpiresAt.getTime() + 5 * 60_000));
    expect(await stockOf(context.db, product.id)).toBe(5);
    expect((await logOf(context.db, product.id)).slice(1)).toEqual([
      ["stockQuantity", "3", "5", "release", order!.orderNumber, null],
    ]);
  });

  it("names the staff member who cancelled a paid order and put its units back", async () => {
    const product = await freshProduct(2);
    const order = await placePaidOrder(context.db, pickupBody([item(product.id)]));
    await changeOrderStatus(context.db, order.id, "cancelled", { actorName: "Sam" });
    expect(await logOf(context.db, product.id)).toEqual([
      ["stockQuantity", "2", "1", "sale", order.orderNumber, null],
      ["stockQuantity", "1", "2", "release", order.orderNumber, "Sam"],
    ]);
  });

  it("changes the product and its log together or not at all", async () => {
    const product = await freshProduct(6);
    await withLogRefusing(context.db, "new_value = '$4,321.00'", async () => {
      await expect(
        quickEdit(context.db, product.id, { stockQuantity: "9", price: "4321", salePrice: "" }, "Sam"),
      ).rejects.toThrow();
    });
    expect(await row(product.id)).toMatchObject({ stockQuantity: 6, priceCents: product.priceCents });
    expect(await logOf(context.db, product.id)).toEqual([]);

    await withLogRefusing(context.db, "source = 'sale'", async () => {
      const answer = await postCheckout(pickupBody([item(product.id)]));
      expect(answer.body.success).toBe(false);
    });
    expect(await stockOf(context.db, product.id)).toBe(6);
    expect(await logOf(context.db, product.id)).toEqual([]);
  });

  it("lists the shop's recent changes newest first, filtered by source, account and product", async () => {
    const product = await freshProduct(1);
    const { price, salePrice } = productText(product);
    await quickEdit(context.db, product.id, { stockQuantity: "4", price, salePrice }, "Lee");
    const answer = await postCheckout<CheckoutAnswer>(pickupBody([item(product.id)]));
    expect(answer.body.success).toBe(true);

    const all = await listChanges(context.db, readChangeFilters({}));
    expect(all.rows[0]).toMatchObject({ productId: product.id, source: "sale", productName: product.name });
    expect(all.rows[0]!.orderId).toBe(
      (await context.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1))[0]!.id,
    );
    expect(all.rows.map((entry) => entry.id)).toEqual([...all.rows.map((entry) => entry.id)].sort((a, b) => b - a));

    const byLee = await listChanges(context.db, readChangeFilters({ actor: "Lee" }));
    expect(byLee.rows.map((entry) => [entry.productId, entry.field, entry.newValue])).toEqual([
      [product.id, "stockQuantity", "4"],
    ]);
    expect(await changeActors(context.db)).toContain("Lee");

    const sales = await listChanges(context.db, readChangeFilters({ source: "sale", search: product.id }));
    expect(sales.rows.map((entry) => [entry.source, entry.oldValue, entry.newValue])).toEqual([["sale", "4", "3"]]);
    const byName = await listChanges(
      context.db,
      readChangeFilters({ search: product.name.slice(0, 12).toUpperCase() }),
    );
    expect(byName.rows.some((entry) => entry.productId === product.id)).toBe(true);
    expect((await listChanges(context.db, readChangeFilters({ search: "no-such-product-anywhere" }))).total).toBe(0);

    const first = await productChangesOf(context.db, product.id, 1);
    expect(first).toMatchObject({ more: true, entries: [{ source: "sale" }] });
    expect(await productChangesOf(context.db, product.id, 2)).toMatchObject({ more: false });
  });
});

async function exportText(db: Db): Promise<string> {
  let text = "";
  for await (const line of productCsvLines(db)) text += line;
  return text;
}
