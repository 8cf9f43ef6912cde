// A hard kill loses nothing that was acknowledged: a second shop server on its own embedded
// database takes paid orders while more are in flight, is killed with SIGKILL (no chance to
// close the database), and starts again on the same folder. Every order it answered as paid is
// still paid, with its units still sold.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { checkoutProduct } from "./checkout-helpers";
import { killHard, removeData, startServer, waitForHealth } from "./second-server";

const port = Number(process.env.E2E_PORT ?? 3100) + 50;

async function buyAndPay(api: APIRequestContext, productId: string, shopper: number) {
  const household = { "x-forwarded-for": `198.51.100.${shopper}` };
  const email = `durable${shopper}@example.com`;
  const checkout = await api.post("/api/checkout", {
    headers: household,
    data: {
      source: "buy_now",
      order_type: "pickup",
      cart_items: [{ product_id: productId, quantity: 1, warranty_id: "none" }],
      customer_name: "Pat Shopper",
      customer_email: email,
      cancel_path: `/product/${productId}`,
    },
  });
  expect(checkout.status()).toBe(200);
  const { session_id: sessionId, order } = await checkout.json();
  const paid = await api.post("/api/checkout/test-payment", {
    headers: household,
    data: { session_id: sessionId, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123", name: "Pat" },
  });
  // A refused payment is an answer too (200 with success false): only success counts as paid.
  return {
    paid: paid.status() === 200 && (await paid.json()).success === true,
    orderNumber: order.orderNumber as string,
    email,
  };
}

test("orders acknowledged as paid survive a hard kill of the server and a restart", async () => {
  test.setTimeout(300_000);
  let server = startServer(port);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    await waitForHealth(api, server);
    const product = await checkoutProduct(api, 0);
    const stockBefore = product.stock_quantity;

    const acknowledged = [];
    for (let shopper = 1; shopper <= 3; shopper += 1) {
      const order = await buyAndPay(api, product.id, shopper);
      expect(order.paid).toBe(true);
      acknowledged.push(order);
    }
    // One more checkout and payment in flight when the server dies: it may or may not count.
    const inFlight = buyAndPay(api, product.id, 4).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await killHard(server);
    const late = await inFlight;

    server = startServer(port, {}, { keepData: true });
    await waitForHealth(api, server);
    for (const order of acknowledged) {
      const tracked = await api.post("/api/orders/track", {
        headers: { "x-forwarded-for": "198.51.100.200" },
        data: { order_number: order.orderNumber, email: order.email },
      });
      expect(tracked.status()).toBe(200);
      expect((await tracked.json()).order.status).toBe("paid");
    }
    const after = (await (await api.get(`/api/products/${product.id}`)).json()).data.stock_quantity as number;
    const sold = acknowledged.length + (late?.paid ? 1 : 0);
    // Units of the order in flight may still be held for its payment page: never more sold.
    expect(stockBefore - after).toBeGreaterThanOrEqual(sold);
    expect(stockBefore - after).toBeLessThanOrEqual(acknowledged.length + 1);
  } finally {
    await killHard(server);
    await api.dispose();
    removeData(server.dataDir);
  }
});
