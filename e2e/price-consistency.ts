// Staff price edits under shoppers' load: while loops of shoppers fetch one product's page and its
// JSON on every server, staff change its price again and again. After each edit checkout charges
// the new price at once, and every server's page and API show it within a bound; once a server
// has shown it, nothing it serves shows an older price.
import { expect, type Page } from "./test";
import { editPrice } from "./staff";

export interface Shop {
  name: string;
  baseURL: string;
}

interface Sample {
  shop: string;
  startedAt: number;
  cents: number | null;
}

/** The price on the product page, as its structured data says it. */
async function pagePrice(baseURL: string, id: string): Promise<number | null> {
  const html = await (await fetch(`${baseURL}/product/${id}`)).text();
  const price = html.match(/"price":"?([\d.]+)/)?.[1];
  return price === undefined ? null : Math.round(Number(price) * 100);
}

async function apiPrice(baseURL: string, id: string): Promise<number | null> {
  const body = (await (await fetch(`${baseURL}/api/products/${id}`)).json()) as { data?: { price: number } };
  return body.data ? Math.round(body.data.price * 100) : null;
}

/** What checkout would charge for one unit picked up. */
async function quotedPrice(baseURL: string, id: string): Promise<number | null> {
  const answer = await fetch(`${baseURL}/api/checkout/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      order_type: "pickup",
      cart_items: [{ product_id: id, quantity: 1, warranty_id: "none" }],
    }),
  });
  const body = (await answer.json()) as { breakdown?: { lines: { unitPriceCents: number }[] } | null };
  return body.breakdown?.lines[0]?.unitPriceCents ?? null;
}

export interface EditFigures {
  /** Per edit, ms from the staff action's answer until every server's page and API showed it. */
  visibleAfterMs: number[];
  samples: number;
}

/**
 * Makes `edits` price edits on `shops[0]` while `shoppersPerShop` loops fetch the page and API of
 * `id` on every shop. Fails at the first edit not shown everywhere within `boundMs`, and at any
 * sample that showed an older price after the new one was shown on its server.
 */
export async function editWhileShoppersLook(
  page: Page,
  shops: Shop[],
  id: string,
  { edits, boundMs, shoppersPerShop = 6 }: { edits: number; boundMs: number; shoppersPerShop?: number },
): Promise<EditFigures> {
  const samples: Sample[] = [];
  let running = true;
  const shopper = async (shop: Shop, reader: typeof pagePrice) => {
    while (running) {
      const startedAt = Date.now();
      const cents = await reader(shop.baseURL, id).catch(() => null);
      samples.push({ shop: shop.name, startedAt, cents });
    }
  };
  const shoppers = shops.flatMap((shop) =>
    Array.from({ length: shoppersPerShop }, (_, index) => shopper(shop, index % 2 ? apiPrice : pagePrice)),
  );

  const start = (await apiPrice(shops[0]!.baseURL, id))!;
  const shownAt = new Map<string, number>();
  const periods: { cents: number; shownAt: Map<string, number>; until: number }[] = [];
  const visibleAfterMs: number[] = [];
  try {
    for (let edit = 1; edit <= edits; edit += 1) {
      const cents = start + edit * 100;
      // The previous price holds until this edit's save may have committed.
      if (periods.length > 0) periods.at(-1)!.until = Date.now();
      await editPrice(page, shops[0]!.baseURL, id, (cents / 100).toFixed(2));
      const savedAt = Date.now();
      for (const shop of shops) expect(await quotedPrice(shop.baseURL, id), `checkout on ${shop.name}`).toBe(cents);
      shownAt.clear();
      for (const shop of shops) {
        await expect
          .poll(
            async () => {
              const both = [await pagePrice(shop.baseURL, id), await apiPrice(shop.baseURL, id)];
              return both.every((seen) => seen === cents);
            },
            { timeout: boundMs, intervals: [25], message: `edit ${edit} shown on ${shop.name}` },
          )
          .toBe(true);
        shownAt.set(shop.name, Date.now());
      }
      visibleAfterMs.push(Math.max(...shownAt.values()) - savedAt);
      periods.push({ cents, shownAt: new Map(shownAt), until: Infinity });
    }
  } finally {
    running = false;
    await Promise.all(shoppers);
  }
  // Between an edit shown on a server and the next edit, that server never showed another price.
  for (const period of periods) {
    for (const sample of samples) {
      const shown = period.shownAt.get(sample.shop)!;
      if (sample.startedAt > shown && sample.startedAt < period.until && sample.cents !== null) {
        expect(sample.cents, `a request to ${sample.shop} after the edit was shown`).toBe(period.cents);
      }
    }
  }
  return { visibleAfterMs, samples: samples.length };
}
