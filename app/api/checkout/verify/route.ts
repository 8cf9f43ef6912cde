// POST /api/checkout/verify { session_id }: whether the order behind a payment session is paid,
// from the stored order (asking the provider while it is still pending).
import { z } from "zod";
import { getDb } from "@/db/client";
import { answer, failure, success } from "@/lib/http/answer";
import { verifyPayment } from "@/lib/checkout/verify-payment";
import { readJson } from "@/lib/http/request-body";

const verifySchema = z.strictObject({
  session_id: z
    .string({ error: "session_id is required" })
    .trim()
    .min(1, "session_id is required")
    .max(300, "Unknown payment session"),
});

export async function POST(request: Request) {
  const body = await readJson(request, verifySchema, 4 * 1024);
  if (!body.ok) return failure(body.status, body.error, { payment_verified: false });
  return answer("Payment verification", async () => {
    const result = await verifyPayment(await getDb(), body.data.session_id);
    if (!result) return failure(404, "Payment session not found", { payment_verified: false });
    return success(result);
  });
}
