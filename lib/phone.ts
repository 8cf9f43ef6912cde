// US phone numbers as people type them: checked against the North American numbering plan, kept in
// one form (E.164: +1 and ten digits) and shown the way Americans write them.

/** Digits with the punctuation people put between them: spaces, dots, dashes, slashes, brackets. */
const TYPED_PHONE = /^\+?[\d\s()./-]+$/;
/** An area code and an exchange each start with 2-9; the line number is any four digits. */
const NANP_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;
/** Longer than any way of writing eleven digits. */
const MAX_TYPED_LENGTH = 30;

/**
 * The number as +1XXXXXXXXXX, or null when it is not a US number: ten digits, after an optional
 * country code 1 (written +1 or 1), with any punctuation between them.
 */
export function usPhoneE164(typed: string): string | null {
  const text = typed.trim();
  if (text.length > MAX_TYPED_LENGTH || !TYPED_PHONE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  // Eleven digits start with the country code 1; a + is followed by it.
  const countryCode = digits.length === 11 && digits.startsWith("1");
  if (text.startsWith("+") && !countryCode) return null;
  const national = countryCode ? digits.slice(1) : digits;
  return NANP_NUMBER.test(national) ? `+1${national}` : null;
}

/** "(614) 555-0142" for a US number; any other stored number as it is. */
export function formatPhone(phone: string): string {
  const e164 = usPhoneE164(phone);
  return e164 ? `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}` : phone;
}

/** The tel: link that calls the number ("tel:+16145550142"). */
export function telHref(phone: string): string {
  return `tel:${usPhoneE164(phone) ?? phone.replace(/[^\d+]/g, "")}`;
}
