import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { contactMessages, emailMessages } from "@/db/schema";
import { contactErrorMessage, contactSchema } from "@/lib/contact/contact-schema";
import { STORE } from "@/lib/store";
import { describeEachDatabase } from "../helpers/database";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";

let address = 0;
async function send(body: unknown, { raw, client }: { raw?: string; client?: string } = {}) {
  address += 1;
  const response = await POST(
    new Request("http://shop.test/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client ?? `10.0.0.${address}` },
      body: raw ?? JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; error: string | null; fields?: Record<string, string> },
  };
}

const valid = {
  name: "Pat Shopper",
  email: "pat@example.com",
  phone: "614-555-0100",
  subject: "Dryer vent kit",
  category: "support",
  message: "Does the gas dryer come with a vent kit?",
};

describe("contact form rules", () => {
  const message = (input: unknown) => {
    const parsed = contactSchema.safeParse(input);
    return parsed.success ? null : contactErrorMessage(parsed.error.issues);
  };

  it("requires name, e-mail and message", () => {
    expect(message({ ...valid, name: " " })).toBe("Please fill in all required fields");
    expect(message({ ...valid, email: "" })).toBe("Please fill in all required fields");
    expect(message({ ...valid, message: "" })).toBe("Please fill in all required fields");
    expect(message({})).toBe("Please fill in all required fields");
  });

  it("wants an e-mail that looks like one", () => {
    for (const email of ["pat", "pat@example", "pat @example.com", "@example.com"]) {
      expect(message({ ...valid, email })).toBe("Please enter a valid email address");
    }
  });

  it("takes phone, subject and category as optional, general by default, and trims", () => {
    const parsed = contactSchema.parse({ name: " Pat ", email: "pat@example.com", message: " Hi " });
    expect(parsed).toEqual({
      name: "Pat",
      email: "pat@example.com",
      phone: "",
      subject: "",
      category: "general",
      message: "Hi",
    });
    expect(message({ ...valid, category: "sales" })).toBe("Please choose what your message is about");
    expect(message({ ...valid, message: "x".repeat(5001) })).toBe("Please keep message under 5000 characters");
  });
});

describeEachDatabase("contact messages", (context) => {
  let fake: FakeResend;
  const saved = { ...process.env };
  beforeAll(async () => {
    fake = await startFakeResend();
  });
  afterAll(async () => {
    process.env = saved;
    await fake.close();
  });

  it("stores the message and keeps the store's notification in the outbox without Resend", async () => {
    delete process.env.RESEND_API_KEY;
    const answer = await send(valid);
    expect(answer).toEqual({ status: 200, body: { success: true, error: null } });
    const [stored] = await context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "pat@example.com"));
    expect(stored).toMatchObject({ name: "Pat Shopper", category: "support", subject: "Dryer vent kit" });
    const [email] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupeKey, `contact:${stored!.id}`));
    expect(email).toMatchObject({
      kind: "contact-notification",
      status: "stored",
      toAddress: STORE.email,
      replyTo: "pat@example.com",
    });
    expect(email!.subject).toBe("Contact form: Dryer vent kit (from Pat Shopper)");
    expect(email!.text).toContain("Does the gas dryer come with a vent kit?");
  });

  it("sends the notification through Resend when it is configured", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = fake.url;
    const before = fake.sent.length;
    expect((await send({ ...valid, email: "sam@example.com", subject: "" })).status).toBe(200);
    expect(fake.sent.length).toBe(before + 1);
    expect(fake.sent.at(-1)!.body).toMatchObject({
      reply_to: "sam@example.com",
      subject: "Contact form: Product support (from Pat Shopper)",
    });
    delete process.env.RESEND_API_KEY;
    delete process.env.RESEND_BASE_URL;
  });

  it("refuses bad input with the form's messages and stores nothing", async () => {
    const before = (await context.db.select().from(contactMessages)).length;
    expect(await send({ ...valid, message: "" })).toMatchObject({
      status: 400,
      body: { success: false, error: "Please fill in all required fields", fields: { message: "Message is required" } },
    });
    expect(await send({ ...valid, email: "not-an-email" })).toMatchObject({
      status: 400,
      body: { error: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } },
    });
    expect(await send(null, { raw: "{not json" })).toMatchObject({
      status: 400,
      body: { error: "The request body must be JSON" },
    });
    expect(await send(null, { raw: JSON.stringify({ ...valid, message: "x".repeat(20_000) }) })).toMatchObject({
      status: 413,
      body: { error: "Your message is too long to send (at most 16 KB)." },
    });
    expect(await send({ ...valid, name: 42 })).toMatchObject({
      status: 400,
      body: { error: "Please fill in all required fields" },
    });
    expect((await context.db.select().from(contactMessages)).length).toBe(before);
  });

  it("slows down a sender who keeps posting", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await send(valid, { client: `spam-${context.kind}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
