// POST /api/checkout/test-payment: the built-in test payment page's "Pay" button. Paid: 200
// { success: true, redirect_url }. A card the test network refuses or finds mistyped, and a page
// that has lapsed, are answers the page shows: 200 { success: false, code: "card_declined" |
// "invalid_card" | "expired", error }. An unknown session or a body the page never sends is 4xx;
// the route is off (404) wherever test payments are not allowed (lib/payments/test-mode.ts).
import { z } from "zod";
import { getDb } from "@/db/client";
import { answer, failure, success } from "@/lib/http/answer";
import { payTestSession } from "@/lib/checkout/test-payment";
import { testPaymentsAllowed } from "@/lib/payments/test-mode";
import { readJson } from "@/lib/http/request-body";

const paySchema = z.strictObject({
  session_id: z.string({ error: "session_id is required" }).min(1, "session_id is required").max(300),
  cardNumber: z.string({ error: "Your card number is incomplete." }).max(40),
  expiry: z.string({ error: "Your card's expiration date is incomplete." }).max(10),
  cvc: z.string({ error: "Your card's security code is incomplete." }).max(10),
  name: z.string({ error: "Please enter the name on the card." }).max(200),
});

export async function POST(request: Request) {
  if (!testPaymentsAllowed()) return failure(404, "Test payments are turned off");
  const body = await readJson(request, paySchema, 4 * 1024);
  if (!body.ok) return failure(body.status, body.error);
  const { session_id: sessionId, ...card } = body.data;
  return answer("Test payment", async () =>
    success({ redirect_url: await payTestSession(await getDb(), sessionId, card) }),
  );
}
