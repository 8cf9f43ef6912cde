// POST /api/contact: the contact form. Stores the message and notifies the store by e-mail, then
// answers 200 { success: true, error: null }. The form checks the same rules before it sends, so
// a refused field (400 { success: false, error, fields }), malformed JSON or a body over 16 KB
// (413) comes from no form of ours; too many messages from one address is 429, and a message that
// could not be stored 500, each with the sentence the form shows.
import { getDb } from "@/db/client";
import { contactErrorMessage, contactSchema, SEND_FAILED } from "@/lib/contact/contact-schema";
import { submitContactMessage } from "@/lib/contact/submit-contact";
import { answer, failure, success, tooMany } from "@/lib/http/answer";
import { clientKey, takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { readJsonBody } from "@/lib/http/request-body";

const BODY_LIMIT = 16 * 1024;
const LIMIT = { name: "contact", limit: 5, windowMs: 10 * 60 * 1000 };

export async function POST(request: Request) {
  const body = await readJsonBody(request, BODY_LIMIT);
  if (!body.ok) {
    return failure(body.status, body.status === 413 ? "Your message is too long to send (at most 16 KB)." : body.error);
  }
  const parsed = contactSchema.safeParse(body.data);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    return failure(400, contactErrorMessage(parsed.error.issues), { fields });
  }
  const allowed = await takeLimit(dbHitCounter(await getDb()), LIMIT, clientKey(request.headers));
  if (!allowed.ok)
    return tooMany(
      "You have sent several messages in a short time. Please wait a few minutes or call us.",
      allowed.retryAfterSeconds,
    );
  return answer(
    "Storing a contact message",
    async () => {
      await submitContactMessage(await getDb(), parsed.data);
      return success({ error: null });
    },
    { failureMessage: SEND_FAILED },
  );
}
