import { expect, test } from "./test";
import { axeViolations, dismissCookieBanner } from "./helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("a shopper sends a message: Sending..., a thank-you and an empty form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await page.getByRole("textbox", { name: "Name" }).fill("Pat Shopper");
  await page.getByRole("textbox", { name: "Email" }).fill("pat@example.com");
  await page.getByLabel("Phone").fill("614-555-0100");
  await page.getByLabel("What is it about?").selectOption("delivery");
  await page.getByLabel("Subject").fill("Delivery to Pataskala");
  await page.getByRole("textbox", { name: "Message" }).fill("Can you deliver a fridge to Pataskala on Saturday?");
  // Long enough that a busy machine still sees the sending state between the click and the answer.
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "pat@example.com" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
});

test("missing required fields and a bad e-mail are explained, and nothing typed is lost", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Email" }).fill("pat@example");
  await page.getByLabel("Subject").fill("Warranty on my range");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Subject")).toHaveValue("Warranty on my range");

  await page.getByRole("textbox", { name: "Name" }).fill("Pat");
  await expect(page.getByText("Name is required")).toBeHidden();
  await page.getByRole("textbox", { name: "Message" }).fill("Is the extended warranty transferable?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Is the extended warranty transferable?");
});

test("when sending fails the form keeps everything and says so", async ({ page }) => {
  await page.goto("/contact");
  await page.route("**/api/contact", (route) => route.abort("failed"));
  await page.getByRole("textbox", { name: "Name" }).fill("Pat");
  await page.getByRole("textbox", { name: "Email" }).fill("pat@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("/support is the same form, opened on product support, and points search engines at /contact", async ({
  page,
}) => {
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer Support");
  await expect(page.getByLabel("What is it about?")).toHaveValue("support");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
  await page.locator("summary", { hasText: "Can you install my appliance?" }).click();
  await expect(page.getByText("places and levels")).toBeVisible();
});

test("the contact page has no axe violations", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
});
