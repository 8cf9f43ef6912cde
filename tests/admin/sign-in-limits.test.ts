// The sign-in limits against the database, as racing requests from browsers and addresses: per
// address, per username, per account (backoff), and the browsers that signed in before.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginFailures, staffAccounts } from "@/db/schema";
import { hashPassword, verifyPassword } from "@/lib/admin/password";
import { accountWaitMessage, LOGIN_MESSAGES, signIn } from "@/lib/admin/session";
import { accountWaitMinutes, SIGN_IN_LIMITS } from "@/lib/admin/sign-in-limits";
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

function attempt(browser: Browser, address: string, password: string, username = USER) {
  return asRequest(browser, address, () => signIn(username, password));
}

/** `count` sign-ins with wrong passwords, all at once, each from a browser of its own. */
function burst(address: string, count: number, username = USER) {
  return Promise.all(
    Array.from({ length: count }, (_, guess) => attempt(newBrowser(), address, `wrong-${address}-${guess}`, username)),
  );
}

describe("an account's wait after failed sign-ins in a row", () => {
  it("starts after 5 failures at 1 minute and doubles up to 15", () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 40].map(accountWaitMinutes)).toEqual([0, 0, 1, 2, 4, 8, 15, 15, 15]);
  });
});

const throttled = { ok: false, message: LOGIN_MESSAGES.throttled };

describeEachDatabase("staff sign-in limits", (context) => {
  beforeEach(async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("ADMIN_USERNAME", USER);
    vi.stubEnv("ADMIN_PASSWORD_HASH", "");
    vi.stubEnv("SESSION_SECRET", "");
    await context.db.delete(loginFailures);
    await context.db.delete(staffAccounts);
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

  it("guesses for an unknown username from many addresses stop at 30", async () => {
    await Promise.all(
      ["198.51.100.11", "198.51.100.12", "198.51.100.13", "198.51.100.14"].map((a) => burst(a, 50, "nobody")),
    );
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perUsername);
    expect(await attempt(newBrowser(), "198.51.100.20", "anything", "nobody")).toEqual(throttled);
  });

  it("an account's guesses from many addresses stop after 5 in a row, except in a browser that signed in to it", async () => {
    const owner = newBrowser();
    expect(await attempt(owner, "198.51.100.1", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    verify.mockClear();

    const answers = (
      await Promise.all(["198.51.100.11", "198.51.100.12", "198.51.100.13", "198.51.100.14"].map((a) => burst(a, 50)))
    ).flat();
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.accountFreeFailures);
    expect(answers.filter((answer) => !answer.ok && answer.message === accountWaitMessage(1))).toHaveLength(195);

    // A new browser at a fresh address waits, unchecked, even with the right password; so does a forged mark.
    verify.mockClear();
    expect(await attempt(newBrowser(), "198.51.100.20", DEVELOPMENT_PASSWORD)).toEqual({
      ok: false,
      message: accountWaitMessage(1),
    });
    const forged = newBrowser();
    forged.cookies.set("staff_browser", "Fe26.1*1*not*a*sealed*mark*at*all");
    expect((await attempt(forged, "198.51.100.21", DEVELOPMENT_PASSWORD)).ok).toBe(false);
    expect(verify).not.toHaveBeenCalled();

    // The owner's own browser still signs in, from any address, and that ends the wait.
    expect(await attempt(owner, "198.51.100.30", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    expect(await attempt(newBrowser(), "198.51.100.31", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
  });

  it("each further failure after the wait doubles it, up to 15 minutes", async () => {
    expect(await attempt(newBrowser(), "198.51.100.40", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    const waited = async () => {
      const [row] = await context.db
        .select({ minutes: sql<number>`round(extract(epoch from (locked_until - now())) / 60)::int` })
        .from(staffAccounts)
        .where(eq(staffAccounts.username, USER));
      return Number(row?.minutes);
    };
    // The wait passes (as if the minutes went by) before each next guess.
    const passTime = () =>
      context.db
        .update(staffAccounts)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(staffAccounts.username, USER));
    const seen: number[] = [];
    for (let guess = 1; guess <= 9; guess += 1) {
      await attempt(newBrowser(), `198.51.100.${50 + guess}`, `wrong-${guess}`);
      seen.push(guess < SIGN_IN_LIMITS.accountFreeFailures ? 0 : await waited());
      await passTime();
    }
    expect(seen).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15]);
  });

  it("an attacker on the owner's address cannot lock out the owner's browser, whatever they exhaust", async () => {
    const shopWifi = "203.0.113.50";
    const owner = newBrowser();
    expect(await attempt(owner, shopWifi, DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    // The attacker fills the address's limit, the username's and the account's wait at once.
    await Promise.all([burst(shopWifi, 100), burst(shopWifi, 100, "nobody")]);
    await Promise.all(["203.0.113.51", "203.0.113.52", "203.0.113.53"].map((a) => burst(a, 20)));
    expect(await attempt(newBrowser(), shopWifi, DEVELOPMENT_PASSWORD)).toMatchObject({ ok: false });
    expect(await attempt(owner, shopWifi, DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
  });

  it("a known browser's own wrong guesses are limited too, under its own name", async () => {
    const address = "203.0.113.60";
    const owner = newBrowser();
    expect(await attempt(owner, address, DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    verify.mockClear();
    await Promise.all(Array.from({ length: 30 }, (_, guess) => attempt(owner, address, `wrong-${guess}`)));
    expect(wrongChecks()).toBe(SIGN_IN_LIMITS.perClient);
    expect(await attempt(owner, address, DEVELOPMENT_PASSWORD)).toEqual(throttled);
    // Its failures do not count against the address, nor make the account wait for others.
    expect(await attempt(newBrowser(), address, DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
  });

  it("a shared browser remembers each account it signed in to; another's mark counts for nothing", async () => {
    await context.db.insert(staffAccounts).values({
      username: "sam",
      displayName: "Sam",
      role: "staff",
      passwordHash: await hashPassword("sam-password-1"),
    });
    const tablet = newBrowser();
    expect(await attempt(tablet, "203.0.113.70", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    const ownerOnly = newBrowser();
    expect(await attempt(ownerOnly, "203.0.113.71", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
    expect(await attempt(tablet, "203.0.113.70", "sam-password-1", "Sam")).toEqual({ ok: true });
    await Promise.all(["203.0.113.72", "203.0.113.73"].map((a) => burst(a, 20, "sam")));
    expect(await attempt(ownerOnly, "203.0.113.71", "sam-password-1", "sam")).toMatchObject({ ok: false });
    expect(await attempt(tablet, "203.0.113.70", "sam-password-1", "sam")).toEqual({ ok: true });
    expect(await attempt(tablet, "203.0.113.70", DEVELOPMENT_PASSWORD)).toEqual({ ok: true });
  });
});
