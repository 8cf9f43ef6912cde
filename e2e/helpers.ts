// Shared helpers for the browser tests: finding products with given traits through the catalogue
// API, so the specs do not depend on one seed row.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface ApiProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  model_number: string;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  images: string[];
  specifications: { spec_name: string; spec_value: string }[];
  features: string[];
}

export async function apiProducts(request: APIRequestContext, query = ""): Promise<ApiProduct[]> {
  const response = await request.get(`/api/products${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as ApiProduct[];
}

export async function findProduct(
  request: APIRequestContext,
  predicate: (product: ApiProduct) => boolean,
  description: string,
): Promise<ApiProduct> {
  const product = (await apiProducts(request, "?limit=200")).find(predicate);
  if (!product) throw new Error(`The seeded catalogue has no product that is ${description}`);
  return product;
}

/** Stores a cookie choice so the banner stays out of the way of the test. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
}

/**
 * Holds back every response to a request matching `url` until the returned function lets them
 * through: what the shopper does meanwhile surely happens while that load is still under way.
 */
export async function holdResponses(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * What axe finds wrong with the page, one "rule: elements" line per rule broken; `configure`
 * narrows the reading (parts to leave out or to read alone, legacy mode). axe reads an element's
 * style at one moment and whether it is disabled at another, so a button the page's scripts enable
 * while it reads (a product card's buttons are disabled and faded until the page is interactive)
 * looked enabled but faded: a reading during which a button was enabled or disabled, or put in or
 * taken out, is taken again.
 */
export async function axeViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  for (let reading = 1; ; reading += 1) {
    await page.evaluate(() => {
      const watched = window as unknown as { buttonsChanged: boolean; buttonWatch?: MutationObserver };
      watched.buttonWatch?.disconnect();
      watched.buttonsChanged = false;
      // A button enabled or disabled, or one put in or taken out (a re-render may replace a
      // card's buttons with new ones, disabled until the page's scripts take them up again).
      const holdsButton = (node: Node) =>
        node instanceof Element && (node.matches("button") || node.querySelector("button") !== null);
      watched.buttonWatch = new MutationObserver((mutations) => {
        if (
          mutations.some(
            (mutation) =>
              mutation.type === "attributes" || [...mutation.addedNodes, ...mutation.removedNodes].some(holdsButton),
          )
        )
          watched.buttonsChanged = true;
      });
      watched.buttonWatch.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["disabled"],
      });
    });
    const results = await configure(new AxeBuilder({ page })).analyze();
    const changed = await page.evaluate(() => (window as unknown as { buttonsChanged: boolean }).buttonsChanged);
    if (!changed) {
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      );
    }
    if (reading === 3) throw new Error(`Buttons of ${page.url()} kept being enabled or disabled while axe read it`);
  }
}
