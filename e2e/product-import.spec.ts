// The CSV import as staff use it: they export the catalogue, a unit sells in the shop, and the
// file comes back: unchanged, it writes nothing and the sale stays; with that product's stock
// typed over, the preview shows a conflict, and Apply leaves the shop's stock unless ticked.
import { readFileSync } from "node:fs";
import { parseCsv, toCsv } from "../lib/csv";
import { signIn } from "./staff";
import { expect, test, type Page } from "./test";

/** A product no other spec sells or edits (3 seeded units). */
const PRODUCT = "lg-lsgl5833f";

async function stockLeft(page: Page): Promise<number> {
  const response = await page.request.get(`/api/products/${PRODUCT}`);
  return (await response.json()).data.stock_quantity as number;
}

/** A shopper buys one unit for pickup and pays on the test payment page. */
async function sellOne(page: Page): Promise<void> {
  const placed = await page.request.post("/api/checkout", {
    data: {
      source: "cart",
      order_type: "pickup",
      cart_items: [{ product_id: PRODUCT, quantity: 1, warranty_id: "2year" }],
      customer_email: "import-sale@example.com",
      customer_name: "Pat Pickup",
      cancel_path: "/cart",
    },
  });
  const { success, session_id: sessionId } = await placed.json();
  expect(success).toBe(true);
  const paid = await page.request.post("/api/checkout/test-payment", {
    data: { session_id: sessionId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123", name: "Pat Pickup" },
  });
  expect((await paid.json()).success).toBe(true);
}

async function checkFile(page: Page, csv: string) {
  await page
    .getByLabel(/CSV file/)
    .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check file" }).click();
  return page.getByTestId("import-preview");
}

const applied = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: "Import applied" });

test("importing the export after a sale never puts the sold unit back", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/products");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const exported = readFileSync((await download.path())!, "utf8");
  const stock = await stockLeft(page);
  await sellOne(page);
  expect(await stockLeft(page)).toBe(stock - 1);

  const [header, ...rows] = parseCsv(exported);
  let preview = await checkFile(page, exported);
  await expect(preview.getByTestId("import-counts")).toHaveText(
    `0 new products, 0 updates, 0 conflicts, ${rows.length} unchanged rows, 0 rejected rows.`,
  );
  await preview.getByRole("button", { name: "Apply import" }).click();
  await expect(applied(page)).toContainText(`0 updated, ${rows.length} unchanged, 0 conflicts`);
  expect(await stockLeft(page)).toBe(stock - 1);

  // Staff also typed a stock for the product in the file: both changed it, so it is a conflict.
  const stockColumn = header!.indexOf("stockQuantity");
  const typed = rows.map((row) =>
    row[0] === PRODUCT ? row.map((cell, at) => (at === stockColumn ? "9" : cell)) : row,
  );
  preview = await checkFile(page, toCsv([header!, ...typed]));
  await expect(preview.getByTestId("import-counts")).toContainText("0 updates, 1 conflict,");
  const conflict = preview.getByTestId("import-conflict");
  await expect(conflict.getByTestId("change-stockQuantity")).toHaveText(
    `stockQuantity changed in the shop too Shop now ${stock - 1} Your file 9`,
    { useInnerText: true },
  );
  await preview.getByRole("button", { name: "Apply import" }).click();
  await expect(applied(page)).toContainText(
    `0 updated, ${rows.length - 1} unchanged, 1 conflict kept as the shop has it`,
  );
  expect(await stockLeft(page)).toBe(stock - 1);
});
