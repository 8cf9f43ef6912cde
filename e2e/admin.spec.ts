// The staff area in Chromium: sign-in on the server (and what it refuses), a price edit the shop
// shows at once, the test e-mail read in the outbox, sign-out that kills the cookie, and axe on
// every staff page. What staff do to orders is in staff-orders.spec.ts.
import { readFileSync } from "node:fs";
import { axeViolations } from "./helpers";
import { expect, test, type Page } from "./test";
import sharp from "sharp";
import { catalog } from "../db/seed/catalog";
import { paidDeliveryOrder, staffProduct } from "./staff";

const USER = "admin";
const PASSWORD = "outlet-admin";

/** Messages on the page itself (not Next's route announcer or the toasts). */
const alertOf = (page: Page) => page.getByRole("main").getByRole("alert");
const statusOf = (page: Page) => page.getByRole("main").getByRole("status").first();

async function logIn(page: Page, password = PASSWORD, user = USER) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(user);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedIn(page: Page) {
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  // The outbox shows e-mails in a sandboxed frame no script may enter, so axe runs in the page
  // alone (legacy mode, frames off) and checks everything around the frame.
  const violations = await axeViolations(page, (axe) =>
    axe.exclude("[data-sonner-toaster]").options({ iframes: false }).setLegacyMode(true),
  );
  expect(violations).toEqual([]);
}

test("every staff page and the export send strangers to the sign-in form", async ({ page, context }) => {
  for (const path of [
    "/admin/products",
    "/admin/orders",
    "/admin/schedule",
    "/admin/inbox",
    "/admin/outbox",
    "/admin/products/new",
    "/admin/search",
  ]) {
    await page.goto(path);
    // The form comes back to the page asked for once signed in.
    await expect(page).toHaveURL(`/admin?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  }
  expect((await page.request.get("/admin/products/export")).status()).toBe(401);
  expect((await page.request.get("/admin/schedule/export")).status()).toBe(401);
  // A forged cookie and the header of the old middleware bypass change nothing.
  await context.addCookies([{ name: "staff_session", value: "Fe26.2**forged", url: page.url() }]);
  await page.setExtraHTTPHeaders({
    "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
  });
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  const head = await page.request.get("/admin");
  expect(head.headers()["x-robots-tag"] ?? (await head.text())).toMatch(/noindex/);
});

// The failures below name a username no account has: failures on `admin` would make its new
// browsers wait (per-account backoff) while every other staff spec signs in with it.
test("wrong credentials are refused with a clear message and the username kept", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(alertOf(page)).toHaveText("Please enter your username and password");
  await logIn(page, "not-the-password", "nobody-here");
  await expect(alertOf(page)).toHaveText("Invalid credentials");
  await expect(page.getByLabel("Username")).toHaveValue("nobody-here");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("after 10 failed sign-ins from one client, even the right password is refused", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.77" });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await logIn(page, `wrong-${attempt}`, `nobody-${attempt}`);
    await expect(alertOf(page)).toHaveText("Invalid credentials");
  }
  await logIn(page);
  await expect(alertOf(page)).toContainText("Too many failed sign-ins");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("staff edit a price, the shop shows it, and a cookie copied before logout stops working", async ({
  page,
  browser,
}) => {
  const product = await staffProduct(page.request, 0);
  await signedIn(page);
  await expect(statusOf(page)).toHaveText("Login successful");
  await expect(page.getByTestId("setup-checklist")).toContainText("No Stripe key");

  await page.goto(`/admin/products?search=${product.id}`);
  const row = page.getByTestId("admin-product-row").filter({ hasText: product.id });
  const newPrice = (Math.floor(product.price) + 17).toFixed(2);
  await row.getByLabel("Price $").fill(newPrice);
  await row.getByLabel("Sale $").fill("");
  await row.getByRole("button", { name: /Save stock and price/ }).click();
  await expect(statusOf(page)).toHaveText("Stock and price saved");
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId("price").first()).toContainText(
    `$${Number(newPrice).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );

  // A bad value is refused with its reason and nothing changes.
  await page.goto(`/admin/products?search=${product.id}`);
  await row.getByLabel("Stock", { exact: true }).fill("many");
  await row.getByRole("button", { name: /Save stock and price/ }).click();
  await expect(statusOf(page)).toContainText("Stock must be a whole number from 0 to 9999");

  const copied = await page.context().cookies();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(statusOf(page)).toHaveText("Logged out successfully");
  const other = await browser.newContext({ baseURL: page.url() });
  await other.addCookies(copied);
  const replay = await other.newPage();
  await replay.goto("/admin/products");
  await expect(replay.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await other.close();
});

test("a cross-origin post of a staff action is refused and changes nothing", async ({ page }) => {
  const product = await staffProduct(page.request, 1);
  await signedIn(page);
  await page.goto(`/admin/products?search=${product.id}`);
  const row = page.getByTestId("admin-product-row").filter({ hasText: product.id });
  const stockBefore = await row.getByLabel("Stock", { exact: true }).inputValue();
  let captured: { headers: Record<string, string>; body: Buffer | null } | null = null;
  await page.route("**/admin/products*", async (route) => {
    if (route.request().method() === "POST") {
      captured = { headers: await route.request().allHeaders(), body: route.request().postDataBuffer() };
      await route.abort();
    } else await route.continue();
  });
  await row.getByLabel("Stock", { exact: true }).fill("0");
  await row.getByRole("button", { name: /Save stock and price/ }).click();
  await expect.poll(() => captured).not.toBeNull();
  const forged = await page.request.post("/admin/products", {
    headers: { ...captured!.headers, origin: "https://evil.example" },
    data: captured!.body!,
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  const check = await page.request.get(`/api/products/${product.id}`);
  expect(String((await check.json()).data.stock_quantity)).toBe(stockBefore);
});

test("a link cannot put words on a staff page: only notice codes are shown", async ({ page }) => {
  const product = await staffProduct(page.request, 2);
  const order = await paidDeliveryOrder(page.request, product.id, "erin@example.com");
  await signedIn(page);
  await page.goto(`/admin/orders?search=${order.orderNumber}`);
  await page.getByRole("link", { name: order.orderNumber }).click();
  await expect(page.getByRole("heading", { name: order.orderNumber })).toBeVisible();
  const orderUrl = page.url();
  const words = "Refund approved: call 555-0100 with your card number";
  const forged = new URLSearchParams({
    error: words,
    notice: words,
    result: "not-sent",
    errorId: words,
    product: words,
  });
  for (const path of [orderUrl, `/admin/products?search=${product.id}`, "/admin/outbox", "/admin"]) {
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}${forged}`);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
  }
  await page.goto(`${orderUrl}?notice=move-refused`);
  await expect(statusOf(page)).toHaveText(
    "The order cannot take that step from its status now: the steps it can take are below",
  );
});

test("staff upload a photo (a wrong file is refused) and the shop shows it", async ({ page }) => {
  const product = await staffProduct(page.request, 3);
  await signedIn(page);
  await page.goto(`/admin/products/${product.id}`);
  await page
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a photo") });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.locator("#photo-error")).toHaveText("Upload a JPEG, PNG or WebP photo");
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
  await page.getByLabel(/Add a photo/).setInputFiles({ name: "fridge.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(statusOf(page)).toHaveText("Photo uploaded and added to the product");
  const uploaded = (await page.getByTestId("product-photo").last().getAttribute("data-photo"))!;
  expect(uploaded).toMatch(/^\/uploads\/products\/[a-z0-9]{16}-1200\.webp$/);
  const served = await page.request.get(uploaded);
  expect(served.headers()["content-type"]).toBe("image/webp");
  await page.goto(`/product/${product.id}`);
  await expect(page.locator(`img[src="${uploaded}"]`).first()).toBeAttached();
});

test("Export CSV downloads the whole catalogue, one line per product", async ({ page }) => {
  await signedIn(page);
  await page.goto("/admin/products");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  const [header, ...lines] = text.trimEnd().split("\r\n");
  expect(header!.split(",")).toEqual(expect.arrayContaining(["id", "name", "price", "archived"]));
  // Every seeded product's id starts a line (descriptions may hold line breaks inside quotes).
  for (const product of catalog) expect(lines.some((line) => line.startsWith(`${product.id},`))).toBe(true);
});

test("a test e-mail is sent and read in the outbox", async ({ page }) => {
  await signedIn(page);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.locator("#test-email-error")).toHaveText("Please enter a test email address");
  await page.getByLabel("Send to").fill("staff-test@example.com");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  // No e-mail sender runs here: the form says the message is stored in the Outbox, not that it went.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Test confirmation email not sent: it is stored in the Outbox (no RESEND_API_KEY is set)" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Read it in the outbox" }).click();
  await expect(page.getByRole("heading", { name: "[TEST] Order RA-TEST0000 confirmed: thank you!" })).toBeVisible();
  const mail = page.frameLocator("iframe[title^='E-mail']");
  await expect(mail.getByText("$1,299.99").first()).toBeVisible();
});

test("every staff page passes axe", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/admin");
  await expectNoAxeViolations(page);
  await signedIn(page);
  await page.getByLabel("Send to").fill("axe@example.com");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByRole("link", { name: "Read it in the outbox" })).toBeVisible();
  const product = await staffProduct(page.request, 0);
  for (const path of [
    "/admin",
    "/admin/products",
    `/admin/products/${product.id}`,
    "/admin/products/new",
    "/admin/orders",
    "/admin/schedule",
    "/admin/schedule/print",
    "/admin/inbox",
    "/admin/outbox",
    "/admin/search?q=cheap+otr+microwave",
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto("/admin/orders");
  const firstOrder = page.getByTestId("admin-order-row").first().getByRole("link").first();
  if (await firstOrder.count()) {
    await firstOrder.click();
    await expectNoAxeViolations(page);
  }
  await page.goto("/admin/outbox");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.locator("iframe[sandbox]")).toBeVisible();
  await expectNoAxeViolations(page);
});
