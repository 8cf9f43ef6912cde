// The staff account forms' fields and rules (add an account, name and role, a new password), read
// the same way wherever a form is sent: what a username and a password must be, in plain words.
import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "@/db/enums";

export const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", staff: "Staff" };

/** What each role may do, in the words the team page uses. */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: "Everything, including staff accounts, the CSV import and the staff refund limit",
  staff: "Orders, schedule, returns (refunds up to the limit on each order), products, photos, inbox and outbox",
};

const username = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "A username has at least 2 characters")
  .max(40, "A username has at most 40 characters")
  .regex(/^[a-z0-9][a-z0-9._-]*$/, "A username uses only letters, digits, dots, dashes and underscores");

const displayName = z
  .string()
  .trim()
  .min(1, "Enter the name the staff area shows for this person")
  .max(60, "A display name has at most 60 characters");

const role = z.enum(STAFF_ROLES, { message: "Choose Owner or Staff" });

/** A new password: long enough, not absurdly long. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** A password typed twice, or "generate" to have the shop make one (shown once). */
const passwordChoice = z
  .object({
    generate: z.boolean(),
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine((value, context) => {
    if (value.generate) return;
    const checked = passwordSchema.safeParse(value.password);
    if (!checked.success) {
      context.addIssue({ code: "custom", path: ["password"], message: checked.error.issues[0]!.message });
    } else if (value.password !== value.confirm) {
      context.addIssue({ code: "custom", path: ["confirm"], message: "The two passwords do not match" });
    }
  });

export const newAccountSchema = z.object({ username, displayName, role, password: passwordChoice });
export const accountDetailsSchema = z.object({ displayName, role });
export const passwordResetSchema = z.object({ password: passwordChoice });

export type NewAccount = z.output<typeof newAccountSchema>;
export type PasswordChoice = z.output<typeof passwordChoice>;

/** Field errors by field name (the first problem of each). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.at(-1);
    const name = typeof field === "string" ? field : "form";
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The password choice of a sent form: `passwordMode` "generate" or typed twice. */
export function readPasswordChoice(form: FormData): PasswordChoice {
  return {
    generate: form.get("passwordMode") === "generate",
    password: String(form.get("password") ?? "").slice(0, PASSWORD_MAX_LENGTH + 1),
    confirm: String(form.get("confirm") ?? "").slice(0, PASSWORD_MAX_LENGTH + 1),
  };
}

/** The staff refund limit as the owner types it in dollars ("500", "$1,250.50"), in cents; null if it is none. */
export function readRefundLimitCents(text: string): number | null {
  const dollars = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(dollars)) return null;
  return Math.round(Number(dollars) * 100);
}
