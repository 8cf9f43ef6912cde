// The contact form's rules (name, e-mail and message required), shared by the form and the route handler so both say
// the same thing: name, e-mail and message are required; the e-mail must look like one.
import { z } from "zod";
import { CONTACT_CATEGORIES, type ContactCategory } from "@/db/enums";

export const MISSING_FIELDS = "Please fill in all required fields";
export const INVALID_EMAIL = "Please enter a valid email address";
export const SEND_FAILED = "Failed to send message. Please try again.";

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: "General question",
  support: "Product support",
  warranty: "Warranty",
  delivery: "Delivery",
  returns: "Returns",
  feedback: "Feedback",
};

const required = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `Please keep ${what.toLowerCase()} under ${max} characters`);

const optional = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `Please keep ${what.toLowerCase()} under ${max} characters`)
    .default("");

export const contactSchema = z.object({
  name: required("Name", 100),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, INVALID_EMAIL)
    // A real address (it becomes the Reply-To of the store's copy): no quotes, brackets or spaces.
    .pipe(z.email(INVALID_EMAIL)),
  phone: optional("Phone", 30),
  // The subject goes into an e-mail header: one line only.
  subject: optional("Subject", 150).refine((value) => !/[\r\n]/.test(value), "Please keep the subject on one line"),
  category: z.enum(CONTACT_CATEGORIES, { error: "Please choose what your message is about" }).default("general"),
  message: required("Message", 5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

/** The one sentence for a refused form: any missing required field says so first. */
export function contactErrorMessage(issues: readonly { message: string }[]): string {
  if (issues.some((issue) => issue.message.endsWith(" is required"))) return MISSING_FIELDS;
  return issues[0]?.message ?? MISSING_FIELDS;
}
