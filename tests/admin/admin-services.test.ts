import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import {
  contactMessages,
  emailMessages,
  orderEvents,
  orders,
  paymentEvents,
  products,
  type Order,
  type Product,
} from "@/db/schema";
import { dashboardFigures, firstProducts } from "@/lib/admin/dashboard";
import { listContactMessages, markHandled, replyToMessage, sendAgain, sendTestEmail } from "@/lib/admin/messages";
import {
  getAdminOrder,
  listAdminOrders,
  moveOrder,
  moveOrderStep,
  readOrderFilters,
  scheduleDeliveryStep,
} from "@/lib/admin/orders";
import { readProductText, productText } from "@/lib/admin/product-form";
import { listAdminProducts } from "@/lib/admin/product-list";
import { createProduct, quickEdit, quickEditStep, setArchived, updateProduct } from "@/lib/admin/products";
import { scheduleDelivery } from "@/lib/orders/change-status";
import { getProduct } from "@/lib/catalog/products";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { addDays, deliveryDates } from "@/lib/delivery/schedule";
import { describeEachDatabase } from "../helpers/database";
import {
  call,
  deliveryBody,
  emailCount,
  item,
  pickupBody,
  postCheckout,
  stockOf,
  stockedProduct,
} from "../helpers/checkout";
import { revalidatedTags } from "../helpers/next-cache";

describeEachDatabase("staff products", (context) => {
  it("creates, edits, archives and restores, refreshing the shop's caches each time", async () => {
    const [source] = await context.db.select().from(products).limit(1);
    const text = { ...productText(source!), id: "staff-made-washer", name: "Staff Made Washer", position: "0" };
    const read = readProductText(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    revalidatedTags.length = 0;
    await createProduct(context.db, read.row, "Owner");
    expect(revalidatedTags).toEqual(expect.arrayContaining(["product:staff-made-washer", "catalog"]));
    await expect(createProduct(context.db, read.row, "Owner")).rejects.toThrow(
      'A product with ID "staff-made-washer" already exists',
    );

    const edited = readProductText({ ...text, name: "Renamed Washer", subcategory: "Dryer - Gas" });
    if (!edited.ok) throw new Error("edit not read");
    await updateProduct(context.db, "staff-made-washer", edited.row, "Owner");
    const shown = await getProduct("staff-made-washer");
    expect(shown).toMatchObject({ name: "Renamed Washer", subcategory: "Dryer - Gas", category: "dryer" });

    await setArchived(context.db, "staff-made-washer", true, "Owner");
    expect(await getProduct("staff-made-washer")).toBeNull();
    expect(
      (await listAdminProducts(context.db, { search: "renamed", view: "archived" })).rows.map((row) => row.id),
    ).toEqual(["staff-made-washer"]);
    expect((await listAdminProducts(context.db, { search: "renamed" })).total).toBe(0);
    await setArchived(context.db, "staff-made-washer", false, "Owner");
    expect(await getProduct("staff-made-washer")).not.toBeNull();
  });

  it("searches the list with the shop's search engine, and by any part of an id or model number", async () => {
    const rows = async (search: string) => (await listAdminProducts(context.db, { search, view: "all" })).rows;
    const dryers = await rows("whirpool dryer");
    expect(dryers.map((row) => row.id)).toEqual(expect.arrayContaining(["whirlpool-wed5605mw", "whirlpool-wgd5605mw"]));
    expect(dryers.every((row) => row.brand === "Whirlpool" && row.category === "dryer")).toBe(true);
    const stackable = await rows("stackable samsung washer");
    expect(stackable.map((row) => row.id)).toContain("samsung-wf45t6000aw");
    expect(stackable.every((row) => row.brand === "Samsung" && row.category === "washer")).toBe(true);
    for (const search of ["WF45 T6000", "t6000", "wf45t6000aw"]) {
      expect(
        (await rows(search)).map((row) => row.id),
        search,
      ).toContain("samsung-wf45t6000aw");
    }
    expect((await rows("rb-tl35")).map((row) => row.id)).toEqual(["reynoldsburg-basics-rb-tl35w"]);
  });

  it("quick-edits stock and price, refusing bad values and changing nothing then", async () => {
    const product = await stockedProduct(context.db, 2);
    expect(
      await quickEdit(context.db, product.id, { stockQuantity: "7", price: "1500", salePrice: "" }, "Owner"),
    ).toEqual({
      ok: true,
    });
    const [after] = await context.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ stockQuantity: 7, priceCents: 150000, salePriceCents: null });
    const refused = await quickEdit(
      context.db,
      product.id,
      { stockQuantity: "lots", price: "1500", salePrice: "" },
      "Owner",
    );
    expect(refused).toEqual({ ok: false, errors: { stockQuantity: "Stock must be a whole number from 0 to 9999" } });
    expect(await stockOf(context.db, product.id)).toBe(7);
    const text = { stockQuantity: "7", price: "1500", salePrice: "" };
    expect(await quickEditStep(context.db, product.id, { ...text, price: "lots" }, "Owner")).toBe("price-refused");
    expect(await quickEditStep(context.db, product.id, { ...text, salePrice: "1600" }, "Owner")).toBe(
      "sale-price-refused",
    );
    expect(await quickEditStep(context.db, "no-such-product", text, "Owner")).toBe("product-not-found");
    expect(await quickEditStep(context.db, product.id, { ...text, stockQuantity: "8" }, "Owner")).toBe("stock-saved");
    expect(await stockOf(context.db, product.id)).toBe(8);
  });

  it("counts the dashboard's figures from the catalogue", async () => {
    const figures = await dashboardFigures(context.db);
    const all = await context.db.select().from(products);
    const live = all.filter((product) => !product.archivedAt);
    expect(figures.totalProducts).toBe(live.length);
    expect(figures.inStockProducts).toBe(live.filter((product) => product.stockQuantity > 0).length);
    expect(figures.brands).toBe(new Set(live.map((product) => product.brand)).size);
    expect(await firstProducts(context.db)).toHaveLength(10);
  });
});

describeEachDatabase("staff orders", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 6);
  });

  async function paidOrder(body: unknown): Promise<Order> {
    const answer = await postCheckout<CheckoutAnswer>(body);
    await call(testPaymentRoute, "/api/checkout/test-payment", {
      session_id: answer.body.session_id,
      cardNumber: "4242424242424242",
      expiry: "12/40",
      cvc: "123",
      name: "Pat",
    });
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.body.session_id));
    return order!;
  }

  it("moves a pickup order on with the staff name, e-mailing the shopper at the steps they act on", async () => {
    const order = await paidOrder(pickupBody([item(product.id)], { customer_name: "Pat Shopper" }));
    await moveOrder(context.db, order.id, "processing", { staffName: "sam" });
    expect(await emailCount(context.db, "order_processing", order.id)).toBe(0);
    await moveOrder(context.db, order.id, "ready_for_pickup", { staffName: "sam", note: "Shelf B" });
    expect(await emailCount(context.db, "order_ready_for_pickup", order.id)).toBe(1);
    await moveOrder(context.db, order.id, "picked_up", { staffName: "alex" });
    const found = await getAdminOrder(context.db, order.id);
    expect(found!.events.slice(2).map((event) => [event.status, event.actorName, event.note])).toEqual([
      ["processing", "sam", null],
      ["ready_for_pickup", "sam", "Shelf B"],
      ["picked_up", "alex", null],
    ]);
    const [ready] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, "order_ready_for_pickup"));
    expect(ready!.subject).toBe(`[TEST] Order ${order.orderNumber} is ready for pickup`);
    expect(ready!.toAddress).toBe(order.customerEmail);
  });

  it("schedules a delivery with date and window and tells the shopper", async () => {
    const order = await paidOrder(deliveryBody([item(product.id)]));
    const date = addDays(deliveryDates()[0]!, 2);
    await scheduleDelivery(context.db, order.id, { date, window: "2-4", actorName: "sam" });
    const [after] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ scheduledDate: date, scheduledWindow: "2-4", status: "paid" });
    const [mail] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, "order_delivery_scheduled"));
    expect(mail!.subject).toBe(`[TEST] Order ${order.orderNumber} has a delivery date`);
    expect(mail!.text).toContain("2PM-4PM");
    const pickup = await paidOrder(pickupBody([item(product.id)]));
    await expect(scheduleDelivery(context.db, pickup.id, { date, window: "2-4", actorName: "sam" })).rejects.toThrow(
      "Only delivery orders get a delivery date",
    );
  });

  it("answers the order page's steps with a notice code, never the refusal's own words", async () => {
    const pickup = await paidOrder(pickupBody([item(product.id)]));
    const step = (to: string) => moveOrderStep(context.db, pickup.id, { to, confirmed: true, staffName: "sam" });
    expect(await step("<b>Refunded</b>")).toBe("choose-status");
    expect(await step("delivered")).toBe("move-refused");
    expect(await step("paid")).toBe("move-refused");
    expect(
      await moveOrderStep(context.db, "no-such-order", { to: "processing", confirmed: false, staffName: "sam" }),
    ).toBe("order-not-found");
    const date = addDays(deliveryDates()[0]!, 2);
    const schedule = (fields: { date: string; window: string }) =>
      scheduleDeliveryStep(context.db, pickup.id, { ...fields, staffName: "sam" });
    expect(await schedule({ date: "tomorrow", window: "2-4" })).toBe("choose-delivery-date");
    expect(await schedule({ date, window: "midnight" })).toBe("choose-delivery-window");
    expect(await schedule({ date, window: "2-4" })).toBe("schedule-refused");
    const events = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, pickup.id));
    expect(events.map((event) => event.status)).toEqual(["pending_payment", "paid"]);
  });

  it("cancelling a paid test order records the refund, puts the units back and says so to the shopper", async () => {
    const order = await paidOrder(pickupBody([item(product.id, 2)]));
    expect(await stockOf(context.db, product.id)).toBe(4);
    await moveOrder(context.db, order.id, "cancelled", { staffName: "sam" });
    await moveOrder(context.db, order.id, "cancelled", { staffName: "sam" }).catch(() => {});
    expect(await stockOf(context.db, product.id)).toBe(6);
    const refunds = await context.db.select().from(paymentEvents).where(eq(paymentEvents.type, "refund"));
    expect(refunds.filter((event) => event.sessionId === order.paymentSessionId)).toHaveLength(1);
    const [mail] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.orderId, order.id))
      .orderBy(emailMessages.id);
    expect(mail).toBeDefined();
    expect(await emailCount(context.db, "order_cancelled", order.id)).toBe(1);
    const [cancelMail] = await context.db.select().from(emailMessages).where(eq(emailMessages.kind, "order_cancelled"));
    expect(cancelMail!.text).toContain("We refunded");
  });

  it("filters and searches the order list", async () => {
    const pickup = await paidOrder(
      pickupBody([item(product.id)], { customer_name: "Filter Person", customer_email: "filter@example.com" }),
    );
    const unpaid = await postCheckout<CheckoutAnswer>(
      deliveryBody([item(product.id)], { customer_email: "waiting@example.com" }),
    );
    expect(unpaid).toMatchObject({ status: 200, body: { success: true } });
    const find = (params: Record<string, string>) =>
      listAdminOrders(context.db, readOrderFilters(params)).then((list) => list.rows.map((row) => row.customerEmail));
    expect(await find({ search: "filter person" })).toEqual(["filter@example.com"]);
    expect(await find({ search: pickup.orderNumber.slice(3, 9) })).toEqual(["filter@example.com"]);
    expect(await find({ payment: "unpaid", search: "waiting" })).toEqual(["waiting@example.com"]);
    expect(await find({ payment: "paid", search: "waiting" })).toEqual([]);
    expect(await find({ fulfillment: "pickup", search: "@example.com" })).toContain("filter@example.com");
    expect(await find({ fulfillment: "pickup", search: "waiting" })).toEqual([]);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    expect(await find({ from: today, to: today, search: "filter" })).toEqual(["filter@example.com"]);
    expect(await find({ from: addDays(today, 1), search: "filter" })).toEqual([]);
    expect(readOrderFilters({ status: "nonsense", from: "yesterday", page: "-3" })).toMatchObject({
      status: "",
      from: "",
      page: 1,
    });
  });

  it("keeps the order's history when staff cancel an unpaid order (units released, no refund)", async () => {
    const answer = await postCheckout<CheckoutAnswer>(pickupBody([item(product.id, 3)]));
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.body.session_id));
    expect(await stockOf(context.db, product.id)).toBe(3);
    await moveOrder(context.db, order!.id, "cancelled", { staffName: "sam" });
    expect(await stockOf(context.db, product.id)).toBe(6);
    const events = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.at(-1)).toMatchObject({ status: "cancelled", actorName: "sam", note: "Units back in stock" });
  });
});

describeEachDatabase("staff mail", (context) => {
  it("stores the test e-mail in the outbox with the sample order, and says it is stored there", async () => {
    const sent = await sendTestEmail(context.db, { email: "staff@example.com", type: "confirmation" });
    expect(sent).toMatchObject({
      ok: true,
      sent: false,
      message: "Test confirmation email not sent: it is stored in the Outbox (no RESEND_API_KEY is set)",
    });
    const [message] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, "staff@example.com"));
    expect(message).toMatchObject({ status: "stored", subject: "[TEST] Order RA-TEST0000 confirmed: thank you!" });
    expect(message!.text).toContain("$1,299.99");
    expect(message!.text).toContain("$45.00");
    expect(await sendAgain(context.db, message!.id)).toBe("email-no-sender");
  });

  it("reads, replies to and marks contact messages handled", async () => {
    const [message] = await context.db
      .insert(contactMessages)
      .values({
        name: "Kim",
        email: "kim@example.com",
        category: "delivery",
        message: "Do you deliver <b>to</b> Gahanna?",
      })
      .returning();
    expect((await listContactMessages(context.db, { handled: false })).map((row) => row.id)).toContain(message!.id);
    await replyToMessage(context.db, message!, { subject: "Re: delivery", body: "Yes <we> do.\nSee you soon" });
    const [reply] = await context.db.select().from(emailMessages).where(eq(emailMessages.kind, "contact_reply"));
    expect(reply).toMatchObject({ toAddress: "kim@example.com", subject: "Re: delivery" });
    expect(reply!.html).toContain("Yes &#60;we&#62; do.<br>See you soon");
    expect((await listContactMessages(context.db, { handled: true })).map((row) => row.id)).toContain(message!.id);
    await markHandled(context.db, message!.id, false);
    expect((await listContactMessages(context.db, { handled: false })).map((row) => row.id)).toContain(message!.id);
  });
});
