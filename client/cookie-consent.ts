// The shopper's cookie choice, remembered in the browser under "cookie-consent".
const COOKIE_CONSENT_KEY = "cookie-consent";

export type CookieChoice = "all" | "essential";

/** The stored choice, or null when none is stored (or storage is blocked). */
export function storedCookieChoice(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

export function storeCookieChoice(choice: CookieChoice): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the banner closes for this page view.
  }
}
