import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { loginFailures } from "@/db/schema";
import { verifyPassword } from "@/lib/admin/password";
import { LOGIN_MESSAGES, signIn } from "@/lib/admin/session";
import { SIGN_IN_LIMITS } from "@/lib/admin/sign-in-limits";
import { DEVELOPMENT_PASSWORD } from "@/lib/admin/staff-config";
import { describeEachDatabase } from "../helpers/database";
import { asRequest, newBrowser, type Browser } from "../helpers/next-headers";

vi.mock("next/headers", () => import("../helpers/next-headers"));
// The real password check, counted: each call is one password guess checked.
vi.mock("@/lib/admin/password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/admin/password")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const USER = "admin";
const verify = vi.mocked(verifyPassword);
const { verifyPassword: realVerify } =
  await vi.importActual<typeof import("@/lib/admin/password")>("@/lib/admin/password");

/** The passwords checked since the last clear, other than the right one. */
function wrongChecks(): number {
  return verify.mock.calls.filter(([password]) => password !== DEVELOPMENT_PASSWORD).length;
}

function attempt(browser: Browser, address: string, password: string) {
  return asRequest(browser, address, () => signIn(USER, password));
}

/** `count` sign-ins with wrong passwords, all at once, each from a browser of its own. */
function burst(address: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, guess) => attempt(newBrowser(), address, `wrong-${address}-${guess}`)),
  );
}

const throttled = { ok: false, message: LOGIN_MESSAGES.throttled };

describeEachDatabase("staff sign-in limits", (context) => {
  beforeEach(async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("ADMIN_USERNAME", USER);
    vi.stubEnv("ADMIN_PASSWORD_HASH", "");
    vi.stubEnv("SESSION_SECRET", "");
    await context.db.delete(loginFailures);
    verify.mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("checks at most 10 passwords of a burst of 200 from one address, then refuses even the right one", async () => {
    const answers = await burst("203.0.113.10", 200);
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perClient);
    const messages = answers.map((answer) => (answer.ok ? "signed in" : answer.message));
    expect(messages.filter((message) => message === LOGIN_MESSAGES.invalid)).toHaveLength(10);
    expect(messages.filter((message) => message === LOGIN_MESSAGES.throttled)).toHaveLength(190);

    expect(await attempt(newBrowser(), "203.0.113.10", DEVELOPMENT_PASSWORD)).toEqual(throttled);
    expect(verify).toHaveBeenCalledTimes(SIGN_IN_LIMITS.perClient);
    // Another address is not held by this one's failures.
    expect(await attempt(newBrowser(), "203.0.113.11", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
  });

  it("counts an IPv6 client by its /64, so a new address for each guess gets no more guesses", async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, guess) =>
        attempt(newBrowser(), `2001:db8:5:6:${guess.toString(16)}::1`, `wrong-${guess}`),
      ),
    );
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perClient);
    expect(await attempt(newBrowser(), "2001:db8:5:6::feed", DEVELOPMENT_PASSWORD)).toEqual(throttled);
  });

  it("a right password inside a burst signs in but gives the burst no more guesses", async () => {
    const address = "203.0.113.20";
    // The right password's check holds until the burst is over, so the burst runs beside it.
    let burstOver!: () => void;
    const held = new Promise<void>((resolve) => (burstOver = resolve));
    verify.mockImplementationOnce(async (password, hash) => {
      await held;
      return realVerify(password, hash);
    });
    const staff = newBrowser();
    const signedIn = attempt(staff, address, DEVELOPMENT_PASSWORD);
    await vi.waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    await burst(address, 199);
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perClient - 1);
    burstOver();
    expect(await signedIn).toEqual({ ok: true });

    // The success gave back only its own place: the burst's 9 failures still count.
    await burst(address, 200);
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perClient);
    expect(await attempt(newBrowser(), address, DEVELOPMENT_PASSWORD)).toEqual(throttled);
  });

  it("guesses for one username from many addresses stop at 30, except in a browser that signed in before", async () => {
    const owner = newBrowser();
    expect(await attempt(owner, "198.51.100.1", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    verify.mockClear();

    await Promise.all(["198.51.100.11", "198.51.100.12", "198.51.100.13", "198.51.100.14"].map((a) => burst(a, 50)));
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perUsername);

    // A new browser at a fresh address is refused unchecked, even with the right password.
    verify.mockClear();
    expect(await attempt(newBrowser(), "198.51.100.20", DEVELOPMENT_PASSWORD)).toEqual(throttled);
    const forged = newBrowser();
    forged.cookies.set("staff_browser", "Fe26.1*1*not*a*sealed*mark*at*all");
    expect(await attempt(forged, "198.51.100.21", DEVELOPMENT_PASSWORD)).toEqual(throttled);
    expect(verify).not.toHaveBeenCalled();

    // The staff member's own browser still signs in, from any address.
    expect(await attempt(owner, "198.51.100.30", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
  });
});
