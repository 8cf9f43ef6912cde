// The built-in test payment page's card form: the rules its fields follow (shared by the page and
// the server) and what each well-known test card number does.
import { z } from "zod";

export type TestCardResult = { ok: true; brand: string } | { ok: false; message: string };

/** Stripe's documented test numbers and their outcomes. */
const CARDS: Record<string, TestCardResult> = {
  "4242424242424242": { ok: true, brand: "Visa" },
  "4000056655665556": { ok: true, brand: "Visa (debit)" },
  "5555555555554444": { ok: true, brand: "Mastercard" },
  "378282246310005": { ok: true, brand: "American Express" },
  "6011111111111117": { ok: true, brand: "Discover" },
  "4000000000000002": { ok: false, message: "Your card was declined." },
  "4000000000009995": { ok: false, message: "Your card has insufficient funds." },
  "4000000000000069": { ok: false, message: "Your card has expired." },
  "4000000000000127": { ok: false, message: "Your card's security code is incorrect." },
};

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, "");
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM / YY" not in the past, judged against `now`. */
function expiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function testCardSchema(now: Date = new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .transform(digitsOnly)
      .refine((digits) => /^\d{13,19}$/.test(digits) && luhnValid(digits), "Your card number is invalid."),
    expiry: z
      .string()
      .refine((value) => expiryValid(value, now), "Your card's expiration date is incomplete or in the past."),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
    name: z
      .string()
      .trim()
      .min(1, "Please enter the name on the card.")
      .max(100, "Please keep the name under 100 characters."),
  });
}
export type TestCardInput = z.input<ReturnType<typeof testCardSchema>>;

/** What a valid-looking card number does on the test page. */
export function testCardOutcome(digits: string): TestCardResult {
  return (
    CARDS[digits] ?? {
      ok: false,
      message:
        "This is a test payment page: use a test card such as 4242 4242 4242 4242 (pays) or 4000 0000 0000 0002 (declined).",
    }
  );
}
