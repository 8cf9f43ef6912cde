// A team, not one password, at phone and desktop width: the owner adds a staff account, which signs
// in in a browser of its own, cannot open the team page or the CSV import, and is signed out at
// once when the owner disables it; sign-in comes back to the page asked for (also without
// JavaScript); staff change their own password; and an attacker sharing a browser's address cannot
// keep that browser out. Every account here is the spec's own: `admin` is never locked or changed.
import { randomBytes } from "node:crypto";
import { signIn } from "./staff";
import { axeViolations } from "./helpers";
import { expect, test, type Browser, type Page } from "./test";

const statusOf = (page: Page) => page.getByRole("main").getByRole("status").first();
const alertOf = (page: Page) => page.getByRole("main").getByRole("alert");
const signInHeading = (page: Page) => page.getByRole("heading", { name: "Staff sign-in" });

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, (axe) => axe.exclude("[data-sonner-toaster]"))).toEqual([]);
}

/** A username no other test uses. */
const uniqueName = (what: string) => `e2e-${what}-${randomBytes(4).toString("hex")}`;

/** A display name no other account has (no two accounts share one), ending like its username. */
const displayNameFor = (name: string, username: string) => `${name} ${username.slice(-8)}`;

/** A browser of its own at the given address (as another phone or laptop of the shop would be). */
async function otherBrowser(browser: Browser, page: Page, address: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  return context.newPage();
}

async function signInWith(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The owner adds an account on the team page; answers its password. */
async function addAccount(
  page: Page,
  account: { username: string; displayName: string; role?: "Owner" | "Staff"; password?: string },
): Promise<string> {
  await page.goto("/admin/team");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add account" }) });
  await form.getByLabel("Username").fill(account.username);
  await form.getByLabel("Display name").fill(account.displayName);
  await form.getByLabel("Role").selectOption({ label: account.role ?? "Staff" });
  if (account.password) {
    await form.getByLabel("New password", { exact: true }).fill(account.password);
    await form.getByLabel("New password again").fill(account.password);
  } else {
    await form.getByLabel("Generate one for me").check();
  }
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByRole("status")).toContainText(`Account added: it can sign in now as "${account.username}"`);
  if (account.password) return account.password;
  return (await form.getByTestId("generated-password").textContent())!;
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    // Two or three browsers each, on a server every spec shares.
    test.describe.configure({ timeout: 120_000 });
    const lane = width === 390 ? 1 : 2;

    // The team page on the narrowest layout; the desk's shows the same controls.
    if (width === 390)
      test("the owner adds a staff account, staff cannot do the owner's tasks, and disabling signs it out at once", async ({
        page,
        browser,
        baseURL,
      }) => {
        await signIn(page, baseURL!);
        const menu = page.getByRole("navigation", { name: "Staff area" });
        await expect(menu.getByRole("link", { name: "Team" })).toBeVisible();
        // Every menu entry shows, none behind sideways scrolling.
        for (const link of await menu.getByRole("link").all()) await expect(link).toBeInViewport();

        const username = uniqueName("staff");
        const samFloor = displayNameFor("Sam Floor", username);
        await addAccount(page, { username, displayName: samFloor, password: "sams-first-password" });
        // A refused form keeps what was typed and says why.
        const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add account" }) });
        await form.getByLabel("Username").fill(username.toUpperCase());
        await form.getByLabel("Display name").fill("Sam Again");
        await form.getByLabel("New password", { exact: true }).fill("short");
        await form.getByRole("button", { name: "Add account" }).click();
        await expect(form).toContainText("The password must be at least 10 characters long");
        await expect(form.getByLabel("Display name")).toHaveValue("Sam Again");
        await form.getByLabel("New password", { exact: true }).fill("long-enough-password");
        await form.getByLabel("New password again").fill("long-enough-password");
        await form.getByRole("button", { name: "Add account" }).click();
        await expect(form).toContainText("That username is taken: choose another");

        const member = page.getByTestId("team-member").filter({ hasText: username });
        await expect(member).toContainText(samFloor);
        await expectNoAxeViolations(page);
        await expect(member).toContainText("Staff");
        await expect(member).toContainText("Never signed in");

        const staffPage = await otherBrowser(browser, page, `198.18.${lane}.10`);
        await staffPage.goto("/admin");
        await signInWith(staffPage, username, "sams-first-password");
        await expect(staffPage.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        const staffMenu = staffPage.getByRole("navigation", { name: "Staff area" });
        await expect(staffMenu.getByRole("link", { name: "Orders" })).toBeVisible();
        await expect(staffMenu.getByRole("link", { name: "Team" })).toHaveCount(0);
        await expect(staffPage.getByRole("link", { name: samFloor })).toBeVisible();

        await staffPage.goto("/admin/team");
        await expect(staffPage).toHaveURL(/\/admin\?notice=owner-only$/);
        await expect(statusOf(staffPage)).toHaveText("Only the shop's owner can do that: ask the owner");
        await staffPage.goto("/admin/products");
        await expect(staffPage.getByRole("link", { name: "Export CSV" })).toBeVisible();
        await expect(staffPage.getByRole("heading", { name: "Import products from CSV" })).toHaveCount(0);
        await page.goto("/admin/products");
        await expect(page.getByRole("heading", { name: "Import products from CSV" })).toBeVisible();

        // The owner disables the account: the staff browser's next page is the sign-in form.
        await page.goto("/admin/team");
        await expect(member).toContainText("Last sign-in");
        await member.getByRole("link", { name: samFloor }).click();
        await expect(page.getByRole("heading", { name: samFloor })).toBeVisible();
        await page.getByRole("button", { name: "Disable account" }).click();
        await expect(statusOf(page)).toHaveText("Account disabled: its sessions have ended");
        await expect(page.getByRole("button", { name: "Enable account" })).toBeVisible();
        await expectNoAxeViolations(page);

        await staffPage.goto("/admin/orders");
        await expect(signInHeading(staffPage)).toBeVisible();
        await expect(staffPage).toHaveURL(/\/admin\?next=%2Fadmin%2Forders$/);
        await signInWith(staffPage, username, "sams-first-password");
        await expect(alertOf(staffPage)).toHaveText("This account is disabled. Ask the shop's owner to enable it.");

        // Enabled again, with a new password the shop made (shown once).
        await page.getByRole("button", { name: "Enable account" }).click();
        await expect(statusOf(page)).toHaveText("Account enabled: it can sign in again");
        await page.getByLabel("Generate one for me").check();
        await page.getByRole("button", { name: "Set new password" }).click();
        await expect(page.getByRole("main")).toContainText("Password reset: the account's other sessions have ended");
        const generated = (await page.getByTestId("generated-password").textContent())!;
        await signInWith(staffPage, username, generated);
        await expect(staffPage).toHaveURL(/\/admin\/orders$/);
        await staffPage.context().close();
      });

    // Where sign-in leads does not depend on the screen: checked once, at a desk.
    if (width === 1366)
      test("sign-in comes back to the page asked for, also without JavaScript, and never to another site", async ({
        page,
        browser,
        baseURL,
      }) => {
        await page.goto("/admin/orders?status=paid");
        await expect(signInHeading(page)).toBeVisible();
        await expect(page.getByRole("main")).toContainText("Sign in to open that page.");
        await signInWith(page, "admin", "outlet-admin");
        await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
        await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();

        const noScript = await browser.newContext({
          baseURL,
          viewport: page.viewportSize(),
          javaScriptEnabled: false,
          extraHTTPHeaders: { "x-forwarded-for": `198.18.${lane}.20` },
        });
        const plain = await noScript.newPage();
        await plain.goto("/admin/inbox");
        await expect(signInHeading(plain)).toBeVisible();
        await signInWith(plain, "admin", "outlet-admin");
        await expect(plain).toHaveURL(/\/admin\/inbox$/);
        await expect(plain.getByRole("heading", { name: "Inbox" })).toBeVisible();
        await noScript.close();

        const stranger = await otherBrowser(browser, page, `198.18.${lane}.21`);
        await stranger.goto(`/admin?next=${encodeURIComponent("//evil.example/admin")}`);
        await signInWith(stranger, "admin", "outlet-admin");
        await expect(stranger.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        expect(new URL(stranger.url()).origin).toBe(new URL(baseURL!).origin);
        await stranger.context().close();
      });

    // Sessions, passwords and sign-in throttling do not depend on the screen: checked once, at a desk.
    if (width === 1366) {
      test("staff change their own password: their other sessions end, this one stays", async ({
        page,
        browser,
        baseURL,
      }) => {
        await signIn(page, baseURL!);
        const username = uniqueName("own");
        const password = await addAccount(page, { username, displayName: displayNameFor("Kim Truck", username) });

        const phone = await otherBrowser(browser, page, `198.18.${lane}.30`);
        await phone.goto("/admin");
        await signInWith(phone, username, password);
        await expect(phone.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        const laptop = await otherBrowser(browser, page, `198.18.${lane}.31`);
        await laptop.goto("/admin/account");
        await signInWith(laptop, username, password);
        await expect(laptop.getByRole("heading", { name: "Your account" })).toBeVisible();
        await expectNoAxeViolations(laptop);

        await laptop.getByLabel("Current password").fill("not-my-password");
        await laptop.getByLabel(/^New password\*?$/).fill("kims-new-password");
        await laptop.getByLabel("New password again").fill("kims-new-password");
        await laptop.getByRole("button", { name: "Change password" }).click();
        await expect(laptop.getByRole("main")).toContainText("That is not your current password");
        await laptop.getByLabel("Current password").fill(password);
        await laptop.getByLabel(/^New password\*?$/).fill("kims-new-password");
        await laptop.getByLabel("New password again").fill("kims-new-password");
        await laptop.getByRole("button", { name: "Change password" }).click();
        await expect(statusOf(laptop)).toHaveText("Password changed: your other sessions have ended");

        await phone.goto("/admin/orders");
        await expect(signInHeading(phone)).toBeVisible();
        await laptop.goto("/admin/orders");
        await expect(laptop.getByRole("heading", { name: "Orders" })).toBeVisible();
        await signInWith(phone, username, "kims-new-password");
        await expect(phone).toHaveURL(/\/admin\/orders$/);
        await phone.context().close();
        await laptop.context().close();
      });

      test("an attacker on the same Wi-Fi cannot keep staff out of a browser that signed in before", async ({
        page,
        browser,
        baseURL,
      }) => {
        await signIn(page, baseURL!);
        const username = uniqueName("lock");
        const password = await addAccount(page, { username, displayName: displayNameFor("Lee Counter", username) });
        const shopWifi = `198.18.${lane}.40`;

        const staffPage = await otherBrowser(browser, page, shopWifi);
        await staffPage.goto("/admin");
        await signInWith(staffPage, username, password);
        await expect(staffPage.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        await staffPage.getByRole("button", { name: "Log out" }).click();
        await expect(signInHeading(staffPage)).toBeVisible();

        // Someone on the same address guesses: after 5 failures the account makes new browsers wait,
        // and after 10 the address is held too.
        const attacker = await otherBrowser(browser, page, shopWifi);
        for (let guess = 1; guess <= 10; guess += 1) {
          // A fresh form each time, so each answer is the new one.
          await attacker.goto("/admin");
          await signInWith(attacker, guess <= 5 ? username : uniqueName("guess"), `wrong-guess-${guess}`);
          await expect(alertOf(attacker)).toHaveText("Invalid credentials");
        }
        await attacker.goto("/admin");
        await signInWith(attacker, username, password);
        await expect(alertOf(attacker)).toContainText("Too many failed sign-ins");
        await expect(signInHeading(attacker)).toBeVisible();

        // The team page shows the account waiting.
        await page.goto("/admin/team");
        await expect(page.getByTestId("team-member").filter({ hasText: username })).toContainText(
          "Waiting after failed sign-ins",
        );

        // The staff member's own browser, on the same address, signs in.
        await signInWith(staffPage, username, password);
        await expect(staffPage.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        await staffPage.context().close();
        await attacker.context().close();
      });
    }

    test("the owner keeps the staff refund limit; a wrong amount is refused and stays to correct", async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL!);
      await page.goto("/admin/team");
      const limit = page.getByLabel("Limit in dollars");
      const current = await limit.inputValue();
      await limit.fill("lots");
      await page.getByRole("button", { name: "Save limit" }).click();
      await expect(statusOf(page)).toContainText("Not saved: the refund limit is an amount in dollars");
      await expect(limit).toHaveValue("lots");
      // The toast (at the bottom, over the form on a phone) is closed as staff would.
      const closeToast = page.getByRole("button", { name: "Close toast" });
      if (await closeToast.isVisible()) await closeToast.click();
      // Saved as it was: other specs refund under the limit the shop has.
      await limit.fill(current);
      await page.getByRole("button", { name: "Save limit" }).click();
      await expect(statusOf(page)).toHaveText("Refund limit for staff saved");
      await expect(limit).toHaveValue(current);
    });
  });
}
