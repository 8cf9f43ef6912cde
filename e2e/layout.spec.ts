import { expect, test } from "./test";
import { axeViolations, dismissCookieBanner, findProduct } from "./helpers";

test.describe("cookie banner", () => {
  test("appears after a second, Accept All Cookies stores the choice", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    // Not there at first: it comes a second after the page's scripts run (how long that takes
    // depends on the machine, so the wait is the usual one).
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("all");
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();
  });

  test("Essential Only and the close button both store essential", async ({ page }) => {
    await page.goto("/products");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Essential Only" }).click();
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("essential");
    await page.evaluate(() => window.localStorage.removeItem("cookie-consent"));
    await page.reload();
    await banner.getByRole("button", { name: /Close/ }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("essential");
  });

  test("a click on what lies just above the banner is not lost", async ({ page }) => {
    // A press focuses what it presses: were the page to scroll it out from under the banner then,
    // the release would land on something else and the click would be lost.
    await page.goto("/faqs");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const bannerTop = (await banner.boundingBox())!.y;
    const question = page.getByRole("region", { name: "Questions and answers" }).locator("details").nth(4);
    const summary = question.locator("summary");
    const box = (await summary.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height / 2 - (bannerTop - 4));
    const scrolled = await page.evaluate(() => window.scrollY);
    await summary.click({ position: { x: box.width - 40, y: box.height / 2 } });
    await expect(question).toHaveJSProperty("open", true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("on a phone it comes first by keyboard and never hides the focused element", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.height).toBeLessThan(844 * 0.2);
    const stops = await page.evaluate(
      () =>
        document.querySelectorAll("a[href], button:not([disabled]), input:not([disabled]), select, textarea").length,
    );
    const covered: string[] = [];
    let firstBannerStop = -1;
    for (let stop = 0; stop < stops; stop += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(async () => {
        // The page scrolls smoothly to what has focus: measure where it comes to rest.
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let still = 0, last = ""; still < 3;) {
          await frame();
          const now = `${window.scrollY} ${document.activeElement?.getBoundingClientRect().top}`;
          still = now === last ? still + 1 : 0;
          last = now;
        }
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const bannerTop = document.querySelector('[aria-label="Cookie consent"]')!.getBoundingClientRect().top;
        return {
          name: (element.getAttribute("aria-label") || element.textContent || element.tagName).trim().slice(0, 50),
          inBanner: Boolean(element.closest('[aria-label="Cookie consent"]')),
          visible: box.height > 0 && box.width > 0,
          top: box.top,
          bottom: box.bottom,
          bannerTop,
        };
      });
      if (!focused) break;
      if (focused.inBanner && firstBannerStop < 0) firstBannerStop = stop;
      if (!focused.inBanner && focused.visible && (focused.bottom > focused.bannerTop + 1 || focused.top < 0)) {
        covered.push(`${stop}: ${focused.name}`);
      }
    }
    expect(firstBannerStop).toBeGreaterThanOrEqual(0);
    expect(firstBannerStop).toBeLessThanOrEqual(1);
    expect(covered).toEqual([]);
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("product cards show the category and what is wrong with the unit", async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto("/products");
    const card = page.getByTestId("product-card").first();
    await expect(card.getByTestId("card-category")).toBeVisible();
    await expect(card.getByTestId("card-condition")).toBeVisible();
    await expect(card.getByTestId("card-condition")).not.toHaveText("");
  });

  test("the featured carousel keeps its height as its slides come into view", async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured products" });
    await carousel.scrollIntoViewIfNeeded();
    const height = async () => Math.round((await carousel.boundingBox())!.height);
    const first = await height();
    const slides = carousel.getByRole("group");
    for (let slide = 1; slide < (await slides.count()); slide += 1) {
      await carousel.getByRole("button", { name: "Next products" }).click();
      await expect(slides.nth(slide)).toBeInViewport();
      expect(await height(), `slide ${slide + 1}`).toBe(first);
    }
  });

  test("the slide-in menu has the category links and search", async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const label of [
      "All Products",
      "Washers & Dryers",
      "Dishwashers",
      "Microwaves",
      "Refrigerators",
      "Ranges & Stoves",
      "Store",
      "About",
      "FAQs",
      "Contact",
      "Track Order",
    ]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("combobox", { name: "Search products" }).fill("dryer");
    await menu.getByRole("combobox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/products\?search=dryer/);
    await expect(menu).toBeHidden();
  });

  test("the listing hides filters behind Show Filters", async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto("/products");
    const filters = page.getByRole("form", { name: "Product filters" });
    await expect(filters).toBeHidden();
    await page.getByRole("button", { name: "Show Filters" }).click();
    await expect(filters).toBeVisible();
    await page.getByRole("button", { name: "Hide Filters" }).click();
    await expect(filters).toBeHidden();
  });
});

test("the home page has every section and the store's structured data", async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("up to 60% off");
  for (const name of [
    "Special deals",
    "Featured brands",
    "Shop by category",
    "Featured deals",
    "Why shop with us",
    "Delivering across central Ohio",
    "Visit the showroom",
  ]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Featured products" }).getByTestId("product-card")).toHaveCount(6);
  await page.getByRole("link", { name: "View Special Deals" }).click();
  await expect(page).toHaveURL(/#deals$/);
  const [store, organization, website] = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(store["@type"]).toEqual(["HomeGoodsStore", "OutletStore"]);
  expect(organization["@type"]).toBe("Organization");
  expect(website.potentialAction.target.urlTemplate).toMatch(/\/products\?search=\{search_term_string\}$/);
  expect(store.address.postalCode).toBe("43068");
  expect(store.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe("/");
});

test("an unknown address is titled Page not found; wall ovens are in the menu", async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle("Page not found | Reynoldsburg Appliance Outlet");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Wall Ovens" })).toHaveAttribute(
    "href",
    "/products/wall-oven",
  );
});

test("the 404 page says so, with status 404 and a link home", async ({ page }) => {
  await dismissCookieBanner(page);
  for (const path of ["/no-such-page", "/products/washer/extra/deep"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a 404 is the whole not-found page in the server's HTML, readable without JavaScript", async ({ request }) => {
  for (const [path, title, heading] of [
    ["/no-such-page", "Page not found", "Oops! Page not found"],
    ["/products/washer/extra/deep", "Page not found", "Oops! Page not found"],
    ["/products/nosuchkind", "Page not found", "Oops! Page not found"],
    ["/product/no-such-unit-1", "Product not found", "Product not found"],
    ["/areas/nowhere", "Page not found", "Oops! Page not found"],
    ["/products?page=99", "Page not found", "Oops! Page not found"],
    // The listings' internal address, asked for directly.
    ["/listing/x", "Page not found", "Oops! Page not found"],
    ["/listing/page=1", "Page not found", "Oops! Page not found"],
  ] as const) {
    // Twice: the first answer renders and caches the page, the second comes from the cache.
    for (const round of [1, 2]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      const where = `${path} (${round})`;
      expect(answer.status(), where).toBe(404);
      const html = await answer.text();
      expect(html, where).not.toContain("__next_error__");
      expect(html, where).toMatch(/<html[^>]* lang="en"/);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], where).toBe(`${title} | Reynoldsburg Appliance Outlet`);
      expect(
        html.match(/<h1[\s>][\s\S]*?<\/h1>/g)?.map((h1) => h1.replace(/<[^>]+>/g, "")),
        where,
      ).toEqual([heading]);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(html.match(/<meta name="robots"[^>]*>/g), where).toEqual(['<meta name="robots" content="noindex"/>']);
      expect(head, where).toContain('<meta name="robots" content="noindex"/>');
    }
  }
});

test("robots.txt and sitemap.xml", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /cart");
  expect(robots).toContain("Disallow: /checkout");
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const products = (await (await request.get("/api/products?limit=200")).json()).data as { id: string }[];
  for (const product of products) expect(sitemap).toContain(`/product/${product.id}</loc>`);
  for (const path of [
    "/products/washer</loc>",
    "/areas/pickerington</loc>",
    "/returns-policy</loc>",
    "/washers-dryers</loc>",
  ]) {
    expect(sitemap).toContain(path);
  }
});

test.describe("accessibility", () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  for (const [name, path] of [
    ["home", "/"],
    ["listing", "/products"],
    ["category listing", "/products/refrigerator?sort=priceAsc"],
    ["empty listing", "/products?search=zzzzqqqq"],
    ["404", "/no-such-page"],
    ["category landing", "/washers-dryers"],
  ] as const) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("product page has no axe violations", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock");
    await page.goto(`/product/${product.id}`);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("home, product and landing pages come from Next's cache after the first visit", async ({ request }) => {
  const products = (await (await request.get("/api/products?limit=1")).json()).data as { id: string }[];
  for (const path of ["/", `/product/${products[0]!.id}`, "/refrigerators"]) {
    await request.get(path);
    const again = await request.get(path);
    expect({ path, cache: again.headers()["x-nextjs-cache"] }).toEqual({
      path,
      cache: expect.stringMatching(/HIT|STALE/),
    });
  }
});

test("cached pages are written in one-byte characters, so the server holds each at half the memory", async ({
  request,
}) => {
  // A server keeps each cached page as one string; a single character past U+00FF (a curly
  // quote, a star, an ellipsis) makes JavaScript store the whole page at two bytes a character.
  const products = (await (await request.get("/api/products?limit=1")).json()).data as { id: string }[];
  for (const path of [
    "/",
    "/products",
    "/products?search=lg",
    `/product/${products[0]!.id}`,
    "/refrigerators",
    "/areas/columbus",
    "/areas/gahanna",
    "/faqs",
  ]) {
    const html = await (await request.get(path)).text();
    const wide = [...new Set([...html].filter((character) => character.codePointAt(0)! > 0xff))];
    expect({ path, wide }).toEqual({ path, wide: [] });
  }
});

test("navigation scrolls to the top unless the address has a hash", async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto("/");
  await page.getByRole("heading", { name: "Visit the showroom" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole("link", { name: "Browse All Appliances" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto("/#deals");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("a product card shows where the keyboard is: its link draws a visible outline when focused", async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto("/products");
  const link = page.getByTestId("product-card").first().getByRole("link");
  // A key press first, so the browser treats the focus as keyboard focus (:focus-visible).
  await page.keyboard.press("Tab");
  await link.focus();
  await expect(link).toBeFocused();
  const outline = await link.evaluate((element) => {
    const style = getComputedStyle(element, "::after");
    return { width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(outline.style).not.toBe("none");
  expect(Number.parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
});
