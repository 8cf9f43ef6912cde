// The staff CSV export and import: an import changes only what the file changed, never undoes a
// sale or another edit made since the export, and Apply writes exactly what the preview showed.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { products, type Product } from "@/db/schema";
import type { Db } from "@/db/client";
import { productCsvLines } from "@/lib/admin/product-csv";
import { applyProductImport, previewProductImport, type ImportPreview } from "@/lib/admin/product-import";
import { parseCsv, toCsv } from "@/lib/csv";
import { describeEachDatabase } from "../helpers/database";
import { item, pickupBody, postCheckout, stockOf, stockedProduct } from "../helpers/checkout";

/** The staff export as rows of cells, the header first, as a spreadsheet opens it. */
async function exportRows(db: Db): Promise<string[][]> {
  let text = "";
  for await (const line of productCsvLines(db)) text += line;
  return parseCsv(text);
}

/** The export with some cells changed: `edits` maps a product id to its new cells by column. */
function edited(rows: string[][], edits: Record<string, Record<string, string>>): string {
  const [header, ...body] = rows;
  const changed = body.map((row) => {
    const cells = edits[row[0]!];
    if (!cells) return row;
    const copy = [...row];
    for (const [column, value] of Object.entries(cells)) copy[header!.indexOf(column)] = value;
    return copy;
  });
  return toCsv([header!, ...changed]);
}

/** Sells one unit of a product as the shop does: a placed order holds it. */
async function sellOne(id: string): Promise<void> {
  const answer = await postCheckout(pickupBody([item(id)]));
  expect(answer.body.success).toBe(true);
}

function apply(db: Db, csv: string, preview: ImportPreview, useFile: string[] = []) {
  return applyProductImport(
    db,
    csv,
    { fingerprint: preview.fingerprint, useFile },
    { fileName: "catalogue.csv", staffName: "Owner" },
  );
}

describeEachDatabase("staff CSV import", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 4);
  });

  const row = async (id: string) => (await context.db.select().from(products).where(eq(products.id, id)))[0]!;

  it("finds nothing to change in the file just exported, and writes nothing", async () => {
    const rows = await exportRows(context.db);
    const csv = toCsv(rows);
    const total = await context.db.$count(products);
    const preview = await previewProductImport(context.db, csv);
    expect(preview.plan).toEqual({ creates: [], updates: [], conflicts: [], unchanged: total, rejected: [] });
    const before = await row(product.id);
    expect(await apply(context.db, csv, preview)).toEqual({
      applied: true,
      created: 0,
      updated: 0,
      skipped: 0,
      unchanged: total,
    });
    expect((await row(product.id)).updatedAt).toEqual(before.updatedAt);
  });

  it("lists each change field by field and writes only the changed cells", async () => {
    const rows = await exportRows(context.db);
    const [header] = rows;
    const newRow = [...rows.find((cells) => cells[0] === product.id)!];
    newRow[header!.indexOf("id")] = "imported-new-product";
    newRow[header!.indexOf("name")] = "Imported Product";
    newRow[header!.indexOf("base")] = "";
    const csv = edited(rows, { [product.id]: { stockQuantity: "6", price: "1,234" } }) + toCsv([newRow]);
    const preview = await previewProductImport(context.db, csv);
    expect(preview.plan.creates).toEqual([
      { line: rows.length + 1, id: "imported-new-product", name: "Imported Product" },
    ]);
    expect(preview.plan.updates).toEqual([
      {
        line: rows.findIndex((cells) => cells[0] === product.id) + 1,
        id: product.id,
        name: product.name,
        changes: [
          { field: "price", from: (product.priceCents / 100).toFixed(2), to: "1234.00", conflict: false },
          { field: "stockQuantity", from: "4", to: "6", conflict: false },
        ],
      },
    ]);
    expect(await apply(context.db, csv, preview)).toMatchObject({ applied: true, created: 1, updated: 1 });
    expect(await row(product.id)).toMatchObject({ stockQuantity: 6, priceCents: 123400, name: product.name });
    expect(await stockOf(context.db, "imported-new-product")).toBe(4);
  });

  it("leaves a product sold since the export alone when the file kept its cells", async () => {
    const rows = await exportRows(context.db);
    await sellOne(product.id);
    // The unchanged file, and one where staff changed only the sold product's price.
    const price = product.priceCents + 10000;
    for (const csv of [toCsv(rows), edited(rows, { [product.id]: { price: String(price / 100) } })]) {
      const preview = await previewProductImport(context.db, csv);
      expect(preview.plan.conflicts).toEqual([]);
      expect(preview.plan.updates.flatMap((update) => update.changes.map((change) => change.field))).not.toContain(
        "stockQuantity",
      );
      expect(await apply(context.db, csv, preview)).toMatchObject({ applied: true });
      expect(await stockOf(context.db, product.id)).toBe(3);
    }
    expect((await row(product.id)).priceCents).toBe(price);
  });

  it("shows a cell changed both in the file and in the shop as a conflict, written only when staff choose it", async () => {
    const rows = await exportRows(context.db);
    await sellOne(product.id);
    const csv = edited(rows, { [product.id]: { stockQuantity: "5", name: "Typed Name" } });
    const preview = await previewProductImport(context.db, csv);
    expect(preview.plan.updates).toEqual([]);
    expect(preview.plan.conflicts).toEqual([
      expect.objectContaining({
        id: product.id,
        changes: [
          { field: "name", from: product.name, to: "Typed Name", conflict: false },
          { field: "stockQuantity", from: "3", to: "5", conflict: true },
        ],
      }),
    ]);
    expect(await apply(context.db, csv, preview)).toMatchObject({ applied: true, updated: 0, skipped: 1 });
    expect(await row(product.id)).toMatchObject({ stockQuantity: 3, name: product.name });
    const again = await previewProductImport(context.db, csv);
    expect(await apply(context.db, csv, again, [product.id])).toMatchObject({ applied: true, updated: 1, skipped: 0 });
    expect(await row(product.id)).toMatchObject({ stockQuantity: 5, name: "Typed Name" });
  });

  it("refuses to apply when a sale came between preview and Apply, and shows the new preview", async () => {
    const rows = await exportRows(context.db);
    const csv = edited(rows, { [product.id]: { stockQuantity: "5" } });
    const preview = await previewProductImport(context.db, csv);
    expect(preview.plan.updates).toEqual([
      expect.objectContaining({ changes: [{ field: "stockQuantity", from: "4", to: "5", conflict: false }] }),
    ]);
    await sellOne(product.id);
    const outcome = await apply(context.db, csv, preview);
    expect(outcome).toMatchObject({ applied: false });
    if (outcome.applied) return;
    expect(outcome.preview.plan.conflicts).toEqual([
      expect.objectContaining({ changes: [{ field: "stockQuantity", from: "3", to: "5", conflict: true }] }),
    ]);
    expect(await stockOf(context.db, product.id)).toBe(3);
  });

  it("never loses a sale made while Apply runs", async () => {
    const rows = await exportRows(context.db);
    const csv = edited(rows, { [product.id]: { stockQuantity: "9" } });
    const preview = await previewProductImport(context.db, csv);
    const [outcome] = await Promise.all([apply(context.db, csv, preview), sellOne(product.id)]);
    // Either Apply wrote first and the sale took its unit from the 9, or the sale came first and
    // Apply refused.
    expect(await stockOf(context.db, product.id)).toBe(outcome.applied ? 8 : 3);
  });

  it("takes a file without the base column's differing cells as typed, except stock, a conflict", async () => {
    const rows = await exportRows(context.db);
    const other = rows[1]![0] === product.id ? rows[2]![0]! : rows[1]![0]!;
    await sellOne(product.id);
    const withBase = parseCsv(edited(rows, { [other]: { name: "Renamed In A Spreadsheet" } }));
    const baseColumn = withBase[0]!.indexOf("base");
    const csv = toCsv(withBase.map((cells) => cells.filter((_, column) => column !== baseColumn)));
    const preview = await previewProductImport(context.db, csv);
    expect(preview.hasBase).toBe(false);
    expect(preview.plan.updates).toEqual([
      expect.objectContaining({
        id: other,
        changes: [expect.objectContaining({ field: "name", to: "Renamed In A Spreadsheet", conflict: false })],
      }),
    ]);
    expect(preview.plan.conflicts).toEqual([
      expect.objectContaining({
        id: product.id,
        changes: [{ field: "stockQuantity", from: "3", to: "4", conflict: true }],
      }),
    ]);
    expect(await apply(context.db, csv, preview)).toMatchObject({ applied: true, updated: 1, skipped: 1 });
    expect(await stockOf(context.db, product.id)).toBe(3);
    expect((await row(other)).name).toBe("Renamed In A Spreadsheet");
  });

  it("archives and restores through the archived column", async () => {
    const rows = await exportRows(context.db);
    const csv = edited(rows, { [product.id]: { archived: "yes" } });
    const preview = await previewProductImport(context.db, csv);
    expect(preview.plan.updates).toEqual([
      expect.objectContaining({ changes: [{ field: "archived", from: "", to: "yes", conflict: false }] }),
    ]);
    await apply(context.db, csv, preview);
    expect((await row(product.id)).archivedAt).toBeInstanceOf(Date);
    const back = edited(await exportRows(context.db), { [product.id]: { archived: "" } });
    await apply(context.db, back, await previewProductImport(context.db, back));
    expect((await row(product.id)).archivedAt).toBeNull();
  });

  it("reports every bad row with why, and applies nothing when any row is bad", async () => {
    const [header, first, second, third] = await exportRows(context.db);
    const stockColumn = header!.indexOf("stockQuantity");
    const good = [...first!];
    good[stockColumn] = "99";
    const bad = [...second!];
    bad[header!.indexOf("price")] = "free";
    bad[header!.indexOf("subcategory")] = "Toaster";
    const tampered = [...third!];
    tampered[header!.indexOf("base")] = "edited";
    const file = toCsv([header!, good, bad, good, tampered]);
    const preview = await previewProductImport(context.db, file);
    expect(preview.plan.rejected).toEqual([
      {
        line: 3,
        id: bad[0],
        problems: ["Choose a type from the list", "Price must be an amount in dollars, like 899.99"],
      },
      { line: 4, id: good[0], problems: [`ID "${good[0]}" appears twice in the file`] },
      { line: 5, id: third![0], problems: ["The base cell must stay as exported (or be emptied)"] },
    ]);
    const before = await stockOf(context.db, good[0]!);
    await expect(apply(context.db, file, preview)).rejects.toThrow("nothing was imported");
    expect(await stockOf(context.db, good[0]!)).toBe(before);
    expect((await previewProductImport(context.db, "name,price\nx,1\n")).fileProblem).toMatch(
      /^Missing columns: id, brand/,
    );
    expect((await previewProductImport(context.db, 'id,"oops\n')).fileProblem).toMatch(/never closed/);
  });

  it("rejects a row that would not be valid with the shop's other values as they are now", async () => {
    await context.db
      .update(products)
      .set({ priceCents: 150000, salePriceCents: null })
      .where(eq(products.id, product.id));
    const rows = await exportRows(context.db);
    // The file puts the product on sale for $600; meanwhile the shop lowered its price to $500.
    await context.db.update(products).set({ priceCents: 50000 }).where(eq(products.id, product.id));
    const csv = edited(rows, { [product.id]: { salePrice: "600" } });
    const preview = await previewProductImport(context.db, csv);
    expect(preview.plan.rejected).toEqual([
      {
        line: expect.any(Number),
        id: product.id,
        problems: ["With the shop's current values: Sale price must be below the price"],
      },
    ]);
    await expect(apply(context.db, csv, preview)).rejects.toThrow("nothing was imported");
  });

  it("refuses a file of more than 20,000 rows, whatever follows them", async () => {
    const [header, first] = await exportRows(context.db);
    const line = toCsv([first!]).trimEnd();
    const file = `${toCsv([header!])}${`${line}\r\n`.repeat(20_001)}"an unclosed quote`;
    expect(await previewProductImport(context.db, file)).toMatchObject({
      fileProblem: "At most 20000 rows per import",
      plan: { creates: [], updates: [], rejected: [] },
    });
  });
});
