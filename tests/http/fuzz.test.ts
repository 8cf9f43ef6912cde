// Fuzzing the public routes with generated bodies and query strings (a seeded generator, so a
// failure can be replayed): no answer may be a 5xx, and a refused request changes no stock and
// places no order. FUZZ_RUNS sets the requests per route (`npm run fuzz` sends 10,000).
import { count, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import { GET as cancelRoute } from "@/app/api/checkout/cancel/route";
import { POST as quoteRoute } from "@/app/api/checkout/quote/route";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import { POST as verifyRoute } from "@/app/api/checkout/verify/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { GET as autocompleteRoute } from "@/app/api/delivery/autocomplete/route";
import { GET as placeRoute } from "@/app/api/delivery/place/route";
import { POST as deliveryQuoteRoute } from "@/app/api/delivery/quote/route";
import { POST as notFoundRoute } from "@/app/api/not-found/route";
import { POST as trackRoute } from "@/app/api/orders/track/route";
import { GET as productRoute } from "@/app/api/products/[id]/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { orders, products } from "@/db/schema";
import { describeEachDatabase } from "../helpers/database";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const nasty = [
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "%ZZ",
    "%E0%A4%A",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "😀".repeat(50),
    "x".repeat(5000),
    "\r\nBcc: x@y.z",
    "RA-ZZZZZZZZ",
    "shopper@example.com",
    "43068",
    "00000",
    "-1",
    "1e308",
    "NaN",
    "null",
  ];
  const value = (depth = 0): unknown => {
    switch (Math.floor(next() * (depth > 2 ? 5 : 8))) {
      case 0:
        return pick(nasty);
      case 1:
        return pick([0, -1, 1, 2.5, 1e21, -0, Number.MAX_SAFE_INTEGER, 10_000]);
      case 2:
        return pick([true, false, null]);
      case 3:
        return pick(nasty) + String(Math.floor(next() * 1000));
      case 4:
        return next().toString(36).slice(2);
      case 5:
        return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      default:
        return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [pick(KEYS), value(depth + 1)]));
    }
  };
  return { next, pick, value, nasty };
}

const KEYS = [
  "source",
  "order_type",
  "cart_items",
  "product_id",
  "quantity",
  "warranty_id",
  "customer_email",
  "customer_name",
  "delivery_address",
  "line1",
  "city",
  "state",
  "postal_code",
  "delivery",
  "date",
  "window",
  "session_id",
  "order_number",
  "email",
  "name",
  "message",
  "subject",
  "category",
  "path",
  "cardNumber",
  "__proto__",
  "constructor",
];

type Route = (request: NextRequest) => Promise<Response>;

describeEachDatabase("fuzzing the public routes", (context) => {
  // A volume test: its time grows with the runs (about 0.2 s each), so its time limit does too.
  it(
    `answers ${RUNS} generated requests per route without a 5xx, changing nothing when it refuses`,
    async () => {
      const random = generator(SEED);
      const [product] = await context.db.select({ id: products.id }).from(products).limit(1);
      const state = async () => {
        const [row] = await context.db
          .select({ stock: sql<number>`coalesce(sum(${products.stockQuantity}), 0)::int`, orders: count() })
          .from(products);
        const [placed] = await context.db.select({ n: count() }).from(orders);
        return { stock: row!.stock, orders: placed!.n };
      };
      const posts: [string, Route][] = [
        ["/api/checkout", checkoutRoute as Route],
        ["/api/checkout/quote", quoteRoute as Route],
        ["/api/checkout/verify", verifyRoute as Route],
        ["/api/checkout/test-payment", testPaymentRoute as Route],
        ["/api/contact", contactRoute as Route],
        ["/api/delivery/quote", deliveryQuoteRoute as Route],
        ["/api/orders/track", trackRoute as Route],
        ["/api/not-found", notFoundRoute as Route],
      ];
      const gets: [string, Route][] = [
        ["/api/products", productsRoute as Route],
        ["/api/delivery/autocomplete", autocompleteRoute as Route],
        ["/api/delivery/place", placeRoute as Route],
        ["/api/checkout/cancel", cancelRoute as Route],
      ];
      const failures: string[] = [];
      let client = 0;
      for (let run = 0; run < RUNS; run += 1) {
        for (const [path, route] of posts) {
          const before = await state();
          const bodyValue = random.next() < 0.15 ? random.pick(random.nasty) : JSON.stringify(random.value());
          const type =
            random.next() < 0.9
              ? "application/json"
              : random.pick(["text/plain", "", "application/json; charset=utf-8"]);
          client += 1;
          const response = await route(
            new NextRequest(`http://shop.test${path}`, {
              method: "POST",
              headers: {
                "content-type": type,
                "x-forwarded-for": `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`,
              },
              body: bodyValue,
            }),
          );
          if (response.status >= 500) failures.push(`${response.status} POST ${path} ${bodyValue.slice(0, 200)}`);
          // Refused: a 4xx, or a refusal the page expects (200 with success false).
          const refused =
            response.status >= 400 || (response.status === 200 && (await response.clone().json()).success === false);
          if (refused && path !== "/api/checkout/cancel") {
            const after = await state();
            if (after.stock !== before.stock || after.orders !== before.orders) {
              failures.push(`refused POST ${path} changed the shop: ${bodyValue.slice(0, 200)}`);
            }
          }
        }
        for (const [path, route] of gets) {
          const params = new URLSearchParams();
          for (let index = 0; index < Math.floor(random.next() * 5); index += 1) {
            params.append(
              random.pick([
                "search",
                "category",
                "limit",
                "offset",
                "sort",
                "minPrice",
                "maxPrice",
                "inStock",
                "input",
                "q",
                "place_id",
                "order",
                "zip",
              ]),
              String(random.value(3)),
            );
          }
          client += 1;
          const response = await route(
            new NextRequest(`http://shop.test${path}?${params}`, {
              headers: { "x-forwarded-for": `10.200.${(client >> 8) & 255}.${client & 255}` },
            }),
          );
          if (response.status >= 500)
            failures.push(`${response.status} GET ${path}?${params.toString().slice(0, 200)}`);
        }
        const id = String(random.value(3));
        const byId = await (
          productRoute as (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>
        )(new Request(`http://shop.test/api/products/x`), {
          params: Promise.resolve({ id: random.next() < 0.2 ? product!.id : id }),
        });
        if (byId.status >= 500) failures.push(`${byId.status} GET /api/products/${id.slice(0, 100)}`);
      }
      expect(failures).toEqual([]);
    },
    RUNS * 1_000,
  );
});
