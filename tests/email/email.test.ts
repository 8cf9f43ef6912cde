import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages, emailMessages, orders } from "@/db/schema";
import { listReplies, replyToMessage, sendTestEmail } from "@/lib/admin/messages";
import { moveOrderStep, scheduleDeliveryStep } from "@/lib/admin/orders";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";
import { resendSender } from "@/lib/email/resend-sender";
import { formatCents } from "@/lib/money";
import { readOrderView } from "@/lib/orders/read-order-view";
import { describeEachDatabase } from "../helpers/database";
import { deliveryBody, item, pickupBody, placePaidOrder, stockedProduct } from "../helpers/checkout";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";

let fake: FakeResend;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  process.env = saved;
  await fake.close();
});

function useResend(on: boolean) {
  if (on) {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = fake.url;
  } else {
    delete process.env.RESEND_API_KEY;
    delete process.env.RESEND_BASE_URL;
  }
}

async function paidOrder(db: Parameters<typeof stockedProduct>[0], body: (id: string) => unknown) {
  const product = await stockedProduct(db, 5);
  const order = await placePaidOrder(db, body(product.id));
  return { product, order, view: (await readOrderView(db, eq(orders.id, order.id)))! };
}

describeEachDatabase("order e-mails", (context) => {
  it("without Resend, stores the confirmation and store notification in the outbox", async () => {
    useResend(false);
    const { order, view } = await paidOrder(context.db, (id) =>
      pickupBody([item(id, 2, "4year")], { customer_name: "Pat Shopper" }),
    );
    const messages = await context.db.select().from(emailMessages).where(eq(emailMessages.orderId, order.id));
    expect(messages.map((message) => [message.kind, message.status, message.provider]).sort()).toEqual([
      ["order_confirmation", "stored", "outbox"],
      ["store_paid", "stored", "outbox"],
    ]);
    const confirmation = messages.find((message) => message.kind === "order_confirmation")!;
    expect(confirmation.toAddress).toBe(order.customerEmail);
    expect(confirmation.subject).toBe(`[TEST] Order ${order.orderNumber} confirmed: thank you!`);
    for (const line of view.items) {
      expect(confirmation.text).toContain(line.name);
      expect(confirmation.text).toContain(formatCents(line.lineTotalCents));
    }
    expect(confirmation.text).toContain("4-Year Protection");
    expect(confirmation.text).toContain(formatCents(order.taxCents));
    expect(confirmation.text).toContain(formatCents(order.totalCents));
    expect(confirmation.text).toContain("Store pickup");
    expect(confirmation.html).toContain("Thank you, Pat!");
  });

  it("shows the delivery address, window and add-ons", async () => {
    useResend(false);
    const { order } = await paidOrder(context.db, (id) =>
      deliveryBody([item(id, 1)], {
        delivery: {
          date: (deliveryBody([]).delivery as { date: string }).date,
          window: "4-6",
          haul_away_units: 1,
          stair_flights: 1,
        },
      }),
    );
    const [confirmation] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupeKey, `order-confirmation:${order.id}`));
    expect(confirmation!.text).toContain("7000 E Main St, Reynoldsburg, OH 43068");
    expect(confirmation!.text).toContain("4PM-6PM");
    expect(confirmation!.text).toContain("Old appliance haul-away (1 unit)");
    expect(confirmation!.text).toContain("Stair carry (1 flight)");
    expect(confirmation!.text).toContain(formatCents(order.totalCents));
  });

  it("with Resend, sends each message once with its dedupe key as the Idempotency-Key", async () => {
    useResend(true);
    const before = fake.sent.length;
    const { order } = await paidOrder(context.db, (id) => pickupBody([item(id, 1)]));
    const sent = fake.sent.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.map((message) => message.idempotencyKey).sort()).toEqual([
      `order-confirmation:${order.id}`,
      `store-paid:${order.id}`,
    ]);
    expect(sent[0]!.authorization).toBe("Bearer re_test_key");
    const confirmation = sent.find((message) => message.body.to === order.customerEmail)!;
    expect(confirmation.body.subject).toBe(`[TEST] Order ${order.orderNumber} confirmed: thank you!`);
    const rows = await context.db.select().from(emailMessages).where(eq(emailMessages.orderId, order.id));
    expect(rows.every((row) => row.status === "sent" && row.providerMessageId?.startsWith("email_"))).toBe(true);
    expect(await deliverQueuedEmails(context.db)).toEqual({ sent: 0, failed: 0 });
  });

  it("sends a staff step's e-mail to the shopper at once, and says when it is stored in the Outbox instead", async () => {
    useResend(true);
    const subjects = () => fake.sent.map((message) => message.body.subject);
    const { order: pickup } = await paidOrder(context.db, (id) => pickupBody([item(id, 1)]));
    const ready = { to: "ready_for_pickup", confirmed: false, staffName: "sam" };
    expect(await moveOrderStep(context.db, pickup.id, ready)).toBe("order-moved-emailed");
    expect(subjects()).toContain(`[TEST] Order ${pickup.orderNumber} is ready for pickup`);

    const { order } = await paidOrder(context.db, (id) => deliveryBody([item(id, 1)]));
    const date = (deliveryBody([]).delivery as { date: string }).date;
    const schedule = { date, window: "2-4", staffName: "sam" };
    expect(await scheduleDeliveryStep(context.db, order.id, schedule)).toBe("delivery-scheduled");
    expect(subjects()).toContain(`[TEST] Order ${order.orderNumber} has a delivery date`);
    const onTheTruck = { to: "out_for_delivery", confirmed: false, staffName: "sam" };
    expect(await moveOrderStep(context.db, order.id, onTheTruck)).toBe("order-moved");

    fake.failSends = 100;
    try {
      const delivered = { to: "delivered", confirmed: true, staffName: "sam" };
      expect(await moveOrderStep(context.db, order.id, delivered)).toBe("order-moved-email-stored");
      expect(await scheduleDeliveryStep(context.db, order.id, schedule)).toBe("schedule-refused");
    } finally {
      fake.failSends = 0;
    }
    expect(subjects()).not.toContain(`[TEST] Order ${order.orderNumber} was delivered`);
    const [failed] = await context.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orderId, order.id), eq(emailMessages.kind, "order_delivered")));
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(await deliverQueuedEmails(context.db)).toEqual({ sent: 1, failed: 0 });

    useResend(false);
    const { order: unsent } = await paidOrder(context.db, (id) => pickupBody([item(id, 1)]));
    expect(await moveOrderStep(context.db, unsent.id, ready)).toBe("order-moved-email-stored");
    const [stored] = await context.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orderId, unsent.id), eq(emailMessages.kind, "order_ready_for_pickup")));
    expect(stored).toMatchObject({ status: "stored" });
  });

  it("records a failed send and delivers it on a later run, once, even when runs overlap", async () => {
    useResend(true);
    await queueEmail(context.db, {
      dedupeKey: `test-retry-${context.kind}`,
      kind: "test",
      to: "someone@example.com",
      subject: "Hello",
      html: "<p>Hello</p>",
      text: "Hello",
    });
    fake.failSends = 1;
    const first = await deliverQueuedEmails(context.db);
    expect(first.failed).toBe(1);
    const [failed] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupeKey, `test-retry-${context.kind}`));
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed!.lastError).toMatch(/Fake outage/);
    const before = fake.sent.length;
    const runs = await Promise.all([
      deliverQueuedEmails(context.db),
      deliverQueuedEmails(context.db),
      deliverQueuedEmails(context.db),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(fake.sent.length - before).toBe(1);
    expect(
      await queueEmail(context.db, {
        dedupeKey: `test-retry-${context.kind}`,
        kind: "test",
        to: "x@example.com",
        subject: "",
        html: "",
        text: "",
      }),
    ).toBe(false);
  });
});

describeEachDatabase("staff e-mails", (context) => {
  it("a reply and the test e-mail say whether they were sent or are stored in the Outbox, and a reply shows on its message", async () => {
    const [message, other] = await context.db
      .insert(contactMessages)
      .values([
        { name: "Kim", email: "kim@example.com", category: "delivery", message: "Do you deliver to Gahanna?" },
        { name: "Lee", email: "lee@example.com", category: "general", message: "Open on Sunday?" },
      ])
      .returning();
    useResend(true);
    expect(await replyToMessage(context.db, message!, { subject: "Re: delivery", body: "Yes, we do." })).toBe("sent");
    expect(await sendTestEmail(context.db, { email: "staff@example.com", type: "confirmation" })).toMatchObject({
      ok: true,
      sent: true,
      message: "Test confirmation email sent successfully",
    });
    fake.failSends = 1;
    expect(await replyToMessage(context.db, message!, { subject: "Re: delivery", body: "Any day." })).toBe("stored");
    useResend(false);
    expect(await sendTestEmail(context.db, { email: "staff@example.com", type: "notification" })).toMatchObject({
      ok: true,
      sent: false,
      message: "Test store notification email not sent: it is stored in the Outbox (no RESEND_API_KEY is set)",
    });
    expect(await replyToMessage(context.db, other!, { subject: "Re: Sunday", body: "Yes, 10 to 6." })).toBe("stored");

    const replies = await listReplies(context.db, message!.id);
    expect(replies.map((reply) => [reply.toAddress, reply.status, reply.text.split("\n")[0]])).toEqual([
      ["kim@example.com", "sent", "Yes, we do."],
      ["kim@example.com", "failed", "Any day."],
    ]);
    expect((await listReplies(context.db, other!.id)).map((reply) => reply.status)).toEqual(["stored"]);
  });
});

it("the Resend adapter reports the API's refusal", async () => {
  fake.failSends = 1;
  const sender = resendSender("re_test_key", fake.url);
  await expect(
    sender.send({
      from: "a@example.com",
      to: "b@example.com",
      subject: "s",
      html: "<p>h</p>",
      text: "h",
      idempotencyKey: "k1",
    }),
  ).rejects.toThrow(/Resend refused the e-mail: Fake outage/);
  await expect(
    sender.send({
      from: "a@example.com",
      to: "b@example.com",
      subject: "s",
      html: "<p>h</p>",
      text: "h",
      idempotencyKey: "k1",
    }),
  ).resolves.toMatchObject({ id: expect.stringMatching(/^email_/) });
});
