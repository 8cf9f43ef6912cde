// The content pages: policies, information pages, local area pages and My Account.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./test";
import { COMMUNITIES, SURROUNDING_SLUGS, areaDeliverySentence } from "@/lib/content/areas";
import { areasWithDistance, deliveryLabel } from "@/lib/delivery/service-areas";
import { sharedPhraseShares } from "../tests/helpers/phrase-overlap";
import { axeViolations, dismissCookieBanner, findProduct } from "./helpers";
import { DELIVERY_FAQS } from "@/lib/content/delivery-faqs";
import { closuresAhead, upcomingClosures } from "@/lib/content/store-hours";

const PAGES: readonly [path: string, h1: string | RegExp][] = [
  ["/returns-policy", "Returns Policy"],
  ["/shipping-policy", "Shipping & Delivery Policy"],
  ["/privacy-policy", "Privacy Policy"],
  ["/payment-policy", "Payment Policy"],
  ["/terms-conditions", "Terms & Conditions"],
  ["/warranty", "Warranty"],
  ["/store", "Visit Our Reynoldsburg Showroom"],
  ["/about", "A local appliance outlet built on honest discounts"],
  ["/faqs", "Shipping & Delivery FAQs"],
  ["/measurement-guide", "Appliance Measurement Guide"],
  ["/areas/reynoldsburg", "Discount Appliances in Reynoldsburg, OH"],
  ["/areas/columbus", "Discount Appliances Delivered Across Columbus"],
  ["/areas/surrounding", "Serving the Communities Around Reynoldsburg"],
  ["/areas/pickerington", /Pickerington/],
  ["/areas/pataskala", /Pataskala/],
  ["/areas/gahanna", /Gahanna/],
  ["/areas/westerville", /Westerville/],
  ["/areas/whitehall", /Whitehall/],
  ["/areas/groveport", /Groveport/],
  ["/account", "My Account"],
];

const AREAS = areasWithDistance();

function area(slug: string) {
  const found = AREAS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No service area ${slug}`);
  return found;
}

function milesText(miles: number): string {
  return `About ${miles} ${miles === 1 ? "mile" : "miles"}`;
}

async function expectNoAxeViolations(page: Page) {
  // Read the page as a shopper uses it, its scripts run: a product card's buttons wait for them.
  await expect(page.locator(".product-card-actions button[disabled]")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("every content page renders with its h1, its own canonical URL and none of the retired claims", async ({
  page,
}) => {
  for (const [path, h1] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname, path).toBe(path);
    expect(await page.locator('meta[name="description"]').getAttribute("content"), path).toBeTruthy();
    const html = await page.content();
    // The old "free delivery over $299" claim (a unit priced $299.00 may be on the page).
    expect(html, path).not.toMatch(/\$299(?!\.\d\d)/);
    expect(html, path).not.toMatch(/\b1[25] miles\b/);
  }
});

test("My Account is noindex and points to order tracking", async ({ page }) => {
  await page.goto("/account");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("main").getByRole("link", { name: "Track Your Order" })).toHaveAttribute(
    "href",
    "/order-tracking",
  );
  for (const name of ["Profile", "Orders", "Payment methods", "Addresses", "Settings"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeDisabled();
});

test.describe("policy pages", () => {
  test("the table of contents links to each section", async ({ page }) => {
    await page.goto("/shipping-policy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "Haul-away and stair carry" }).click();
    await expect(page).toHaveURL(/#add-ons$/);
    await expect(page.getByRole("heading", { level: 2, name: "Haul-away and stair carry" })).toBeInViewport();
    await expect(page.getByRole("table")).toContainText("Free");
    await expect(page.getByRole("table")).toContainText("$45 flat");
    for (const window of ["10AM-12PM", "12PM-2PM", "2PM-4PM", "4PM-6PM"])
      await expect(page.getByText(window).first()).toBeVisible();
  });

  test("terms and conditions has exactly 10 numbered sections", async ({ page }) => {
    await page.goto("/terms-conditions");
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("listitem")).toHaveCount(10);
    await expect(page.locator("section[aria-labelledby$='-heading'] > h2")).toHaveCount(10);
    await expect(page.getByRole("heading", { level: 2, name: /^10\./ })).toBeVisible();
  });

  test("the warranty table shows both price tiers of every plan", async ({ page }) => {
    await page.goto("/warranty");
    const table = page.getByRole("table");
    const rows: [string, string, string][] = [
      ["No Extended Warranty", "Free", "Free"],
      ["2-Year Protection", "$80.00", "$100.00"],
      ["3-Year Protection", "$120.00", "$150.00"],
      ["4-Year Protection", "$170.00", "$200.00"],
      ["5-Year Protection", "$200.00", "$250.00"],
    ];
    for (const [plan, low, high] of rows) {
      const row = table.getByRole("row").filter({ hasText: plan });
      await expect(row.getByRole("cell").nth(0)).toHaveText(low);
      await expect(row.getByRole("cell").nth(1)).toHaveText(high);
    }
    await expect(table.getByRole("row").filter({ hasText: "2-Year Protection" })).toContainText("Recommended");
    await expect(page.getByText("1-year manufacturer warranty").first()).toBeVisible();
  });
});

test.describe("FAQs", () => {
  test("every answer is in the server HTML, so search engines index it", async ({ request }) => {
    const html = await (await request.get("/faqs")).text();
    for (const faq of DELIVERY_FAQS) {
      const firstWords = faq.answer.split(" ").slice(0, 6).join(" ").replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
      expect(html, faq.question).toContain(firstWords);
    }
  });

  // The questions are the browser's own <details>: a tap opens one before the page's scripts run,
  // and without them.
  for (const scripts of [true, false]) {
    test(`the accordion opens one answer at a time and collapses again${scripts ? "" : ", without scripts"}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: scripts });
      const page = await context.newPage();
      await page.goto("/faqs");
      const items = page.getByRole("region", { name: "Questions and answers" }).locator("details");
      await expect(items).toHaveCount(20);
      const [first, second] = [items.nth(0), items.nth(1)];
      const answer = page.getByText(/free within 10 miles of our Reynoldsburg showroom/);
      await expect(answer).toBeHidden();
      await first.locator("summary").click();
      await expect(first).toHaveJSProperty("open", true);
      await expect(answer).toBeVisible();
      await second.locator("summary").click();
      await expect(second).toHaveJSProperty("open", true);
      await expect(first).toHaveJSProperty("open", false);
      await expect(answer).toBeHidden();
      await second.locator("summary").click();
      await expect(second).toHaveJSProperty("open", false);
      await expect(page.locator("details[open]")).toHaveCount(0);
      await context.close();
    });
  }

  test("has call and e-mail buttons and FAQPage structured data", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(page.getByRole("link", { name: "E-mail Us" })).toHaveAttribute("href", /^mailto:/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks
      .map((text) => JSON.parse(text))
      .flat()
      .find((data) => data["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(20);
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", name: "How much does delivery cost?" });
  });
});

test.describe("measurement guide", () => {
  test("tabs switch between the four sections", async ({ page }) => {
    await page.goto("/measurement-guide");
    for (const [tab, heading] of [
      ["Connections", "Check the connections"],
      ["Preparation", "Get ready for delivery day"],
      ["Checklist", "Before you buy: the checklist"],
      ["Measuring", "Measure your space"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(heading);
    }
  });

  test("Back to Product returns to the product the shopper came from", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.price > 0, "priced");
    await page.goto(`/product/${product.id}`);
    await page.getByRole("link", { name: "Make Sure It Fits Your Space" }).click();
    await expect(page).toHaveURL(/\/measurement-guide$/);
    await page.getByRole("link", { name: "Back to Product" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  });

  test("Back to Product without history goes to the products", async ({ page }) => {
    await page.goto("/measurement-guide");
    await page.getByRole("link", { name: "Back to Product" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("Download the PDF saves a real PDF of the guide with its file name", async ({ page }) => {
    await page.goto("/measurement-guide");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("appliance-measurement-guide.pdf");
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("Print opens the print dialog on a layout with all four sections", async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.goto("/measurement-guide");
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
    await page.emulateMedia({ media: "print" });
    for (const heading of [
      "Measure your space",
      "Check the connections",
      "Get ready for delivery day",
      "Before you buy: the checklist",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Print", exact: true })).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
  });
});

test.describe("local area pages", () => {
  test("the surrounding page has six community cards with the estimator's distances", async ({ page }) => {
    await page.goto("/areas/surrounding");
    const cards = page.getByTestId("community-card");
    await expect(cards).toHaveCount(6);
    for (const [index, slug] of SURROUNDING_SLUGS.entries()) {
      const expected = area(slug);
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(expected.name);
      await expect(card.getByTestId("area-miles")).toHaveText(milesText(expected.miles));
      await expect(card).toContainText(deliveryLabel(expected));
      await expect(card.getByRole("listitem").first()).toBeVisible();
      await expect(card.getByRole("link", { name: `Learn More about ${expected.name}` })).toHaveAttribute(
        "href",
        `/areas/${slug}`,
      );
    }
  });

  test("each community page links back, to the categories, to products and to support", async ({ page }) => {
    for (const slug of SURROUNDING_SLUGS) {
      const expected = area(slug);
      await page.goto(`/areas/${slug}`);
      const main = page.getByRole("main");
      await expect(main.getByTestId("area-miles")).toHaveText(milesText(expected.miles));
      await expect(main).toContainText(areaDeliverySentence(expected));
      await expect(main.getByRole("link", { name: "Back to Areas" })).toHaveAttribute("href", "/areas/surrounding");
      await expect(main.getByRole("link", { name: "Shop All Products" })).toHaveAttribute("href", "/products");
      await expect(main.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/support");
      for (const [name, href] of [
        ["Refrigerators", "/products/refrigerator"],
        ["Washers", "/products/washer"],
        ["Dishwashers", "/products/dishwasher"],
        ["Ranges & Stoves", "/products/stove"],
      ]) {
        await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
      }
      for (const link of await main.getByRole("link", { name: "Schedule Visit" }).all()) {
        await expect(link).toHaveAttribute("href", "/support");
      }
      for (const link of await main.getByRole("link", { name: "Get Directions" }).all()) {
        await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
      }
      const inventory = main.getByRole("link", { name: "View Inventory" });
      if (await inventory.count()) await expect(inventory).toHaveAttribute("href", "/products");
    }
    await page.goto("/areas/pickerington");
    await page.getByRole("link", { name: "Back to Areas" }).click();
    await expect(page).toHaveURL(/\/areas\/surrounding$/);
  });

  test("a town page prices each of its ZIP codes, shows units in stock and answers local questions", async ({
    page,
  }) => {
    await page.goto("/areas/westerville");
    const main = page.getByRole("main");
    const rows = main.getByTestId("zip-fees").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("43081");
    await expect(rows.first()).toContainText("$45");
    await expect(main.getByRole("heading", { name: "In stock for Westerville this week" })).toBeVisible();
    await expect(main.getByTestId("product-card")).toHaveCount(4);
    const westervilleUnits = await main.getByTestId("product-card").getByRole("link").first().getAttribute("href");
    await expect(main.getByText("Which Westerville ZIP codes get free delivery?")).toBeVisible();
    await expect(main.getByText("Can you deliver in the evening after work?")).toBeVisible();
    await expect(main.getByRole("link", { name: "Route from Westerville to the showroom" })).toHaveAttribute(
      "href",
      /maps\/dir\/\?api=1&origin=Westerville/,
    );
    const footer = page.getByRole("contentinfo");
    for (const town of AREAS) {
      await expect(footer.getByRole("link", { name: town.name, exact: true })).toHaveAttribute(
        "href",
        `/areas/${town.slug}`,
      );
    }
    await page.goto("/areas/gahanna");
    const gahanna = page.getByRole("main");
    await expect(gahanna).toContainText(
      "at the edge of our 10-mile free delivery zone: delivery is free up to 10 driving miles and a flat $45 beyond",
    );
    await expect(gahanna).not.toContainText("confirmed at checkout");
    await expect(gahanna).not.toContainText("so delivery is free");
    await expect(gahanna.getByTestId("zip-fees").locator("tbody tr")).toContainText(["Free or $45"]);
    await expect(gahanna.getByTestId("product-card")).toHaveCount(4);
    await expect(gahanna.getByTestId("product-card").getByRole("link").first()).not.toHaveAttribute(
      "href",
      westervilleUnits!,
    );
  });

  test("Reynoldsburg has Shop Now, Get Directions and the category links", async ({ page }) => {
    await page.goto("/areas/reynoldsburg");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expect(main.getByRole("link", { name: "Back to Areas" })).toHaveCount(0);
    await expect(main.getByTestId("area-miles")).toHaveText(milesText(area("reynoldsburg").miles));
    await expect(main.getByRole("link", { name: "Dishwashers", exact: true })).toHaveAttribute(
      "href",
      "/products/dishwasher",
    );
  });

  test("Columbus is a town page under Surrounding Areas with its ZIP codes, stock and questions", async ({ page }) => {
    await page.goto("/areas/columbus");
    const main = page.getByRole("main");
    const columbus = area("columbus");
    await expect(main.getByTestId("area-miles")).toHaveText(milesText(columbus.miles));
    await expect(main).toContainText(areaDeliverySentence(columbus));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Surrounding Areas",
      "Columbus",
    ]);
    const rows = main.getByTestId("zip-fees").locator("tbody tr");
    await expect(rows).toHaveCount(columbus.zips.length);
    await expect(rows.filter({ hasText: "43232" })).toContainText("Free");
    await expect(rows.filter({ hasText: "43215" })).toContainText("$45");
    await expect(main.getByRole("heading", { name: "In stock for Columbus this week" })).toBeVisible();
    await expect(main.getByText("Which Columbus ZIP codes get free delivery?")).toBeVisible();
    for (const neighborhood of ["German Village", "Clintonville", "Short North"]) {
      await expect(main.getByRole("listitem").filter({ hasText: neighborhood }).first()).toBeVisible();
    }
    for (const [name, href] of [
      ["Back to Areas", "/areas/surrounding"],
      ["Shop All Products", "/products"],
      ["Contact Us Today", "/support"],
      ["View Inventory", "/products"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href!);
    }
  });

  test("each town page is mostly its own words, with no invented reviews", async ({ page }) => {
    const pages: Record<string, string[]> = {};
    for (const { slug } of COMMUNITIES) {
      await page.goto(`/areas/${slug}`);
      const main = page.getByRole("main");
      await expect(main.locator("blockquote, figure")).toHaveCount(0);
      pages[slug] = (await main.innerText()).split("\n");
    }
    const shares = sharedPhraseShares(pages);
    expect(
      Object.entries(shares)
        .filter(([, share]) => share > 0.35)
        .map(([slug, share]) => `${slug}: ${Math.round(share * 100)}% of its six-word phrases on other town pages`),
    ).toEqual([]);
    await page.goto("/");
    await expect(page.getByRole("main").locator("blockquote")).toHaveCount(0);
  });

  test("an unknown area is a 404", async ({ page }) => {
    const response = await page.goto("/areas/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

test("the closed days coming up stand next to the hours: header, footer, store and contact pages", async ({ page }) => {
  // Today's (2026-11-24: Thanksgiving, two days on) from the same rule and calendar as the server.
  const expected = upcomingClosures()
    .map((closure) => closure.text)
    .join(" · ");
  for (const path of ["/store", "/contact"]) {
    await page.goto(path);
    const notices = page.getByTestId("closure-notice");
    if (!expected) {
      await expect(notices).toHaveCount(0);
      continue;
    }
    // The header bar, the page's own hours and the footer.
    await expect(notices).toHaveCount(3);
    for (const notice of await notices.all()) await expect(notice).toHaveText(expected);
    await expect(page.getByRole("banner").getByTestId("closure-notice")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByTestId("closure-notice")).toBeVisible();
  }
  // Search engines get the closed days of the year ahead with the store's hours.
  await page.goto("/store");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const store = blocks
    .flatMap((text) => [JSON.parse(text)].flat() as { "@type": unknown; specialOpeningHoursSpecification?: unknown }[])
    .find((block) => Array.isArray(block["@type"]) && block.specialOpeningHoursSpecification);
  expect(store?.specialOpeningHoursSpecification).toEqual(
    closuresAhead(365).map((closure) => ({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: closure.date,
      validThrough: closure.date,
    })),
  );
});

test("the sitemap lists the content and area pages but not the private ones", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const [path] of PAGES.filter(([path]) => path !== "/account")) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain("/account</loc>");
  expect(sitemap).not.toContain("/saved</loc>");
});

test.describe("accessibility", () => {
  for (const path of [
    "/warranty",
    "/terms-conditions",
    "/store",
    "/about",
    "/measurement-guide",
    "/areas/columbus",
    "/areas/surrounding",
    "/areas/groveport",
    "/account",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test("/faqs has no axe violations with an answer open", async ({ page }) => {
    await page.goto("/faqs");
    const question = page.locator("details", { hasText: "How soon will my appliance arrive?" });
    await question.locator("summary").click();
    await expect(question).toHaveJSProperty("open", true);
    await expectNoAxeViolations(page);
  });
});
