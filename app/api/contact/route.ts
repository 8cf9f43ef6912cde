// POST /api/contact: the contact form. Stores the message and notifies the store by e-mail;
// answers `{ success, error }` with the spec's messages.
import { getDb } from "@/db/client";
import { contactErrorMessage, contactSchema, SEND_FAILED } from "@/lib/contact/contact-schema";
import { submitContactMessage } from "@/lib/contact/submit-contact";
import { clientAddress, rateLimiter } from "@/lib/rate-limit";
import { readText } from "@/lib/request-body";

const BODY_LIMIT = 16 * 1024;
const limiter = rateLimiter({ limit: 5, windowMs: 10 * 60 * 1000 });

function answer(status: number, error: string | null, fields?: Record<string, string>) {
  return Response.json({ success: error === null, error, ...(fields ? { fields } : {}) }, { status });
}

export async function POST(request: Request) {
  const text = await readText(request, BODY_LIMIT);
  if (text === null) return answer(400, "Your message is too long to send (at most 16 KB).");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, "The request body must be JSON");
  }
  const parsed = contactSchema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    return answer(400, contactErrorMessage(parsed.error.issues), fields);
  }
  if (!limiter.take(clientAddress(request))) {
    return answer(429, "You have sent several messages in a short time. Please wait a few minutes or call us.");
  }
  try {
    await submitContactMessage(await getDb(), parsed.data);
    return answer(200, null);
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return answer(500, SEND_FAILED);
  }
}
