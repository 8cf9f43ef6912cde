// Staff sessions: a sealed iron-session cookie (HttpOnly, SameSite=Lax, Secure and "__Host-" on
// https, 12 hours) naming a row of staff_sessions, which names its account. Every staff page,
// action and route handler checks the session itself (requireStaff in the admin route), and each
// check reads the account: a disabled account's sessions stop at once. Signing out deletes the row,
// so a copied cookie stops working.
// A second sealed cookie, kept 90 days and through signing out, marks a browser that signed in and
// names the accounts it signed in to; the sign-in limits treat it apart (sign-in-limits.ts).
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getIronSession, sealData, unsealData, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { staffAccounts, staffSessions } from "@/db/schema";
import { clientKey } from "@/lib/http/rate-limit";
import { STORE } from "@/lib/store";
import { forgetOldSignIns, releaseSignIn, reserveSignIn, SIGN_IN_LIMITS } from "./sign-in-limits";
import { checkSignIn, recordSignIn } from "./staff-accounts";
import { staffConfig } from "./staff-config";
import type { StaffRole } from "./staff-roles";

export const SESSION_HOURS = 12;
const KNOWN_BROWSER_SECONDS = 90 * 24 * 60 * 60;
/** How many accounts a shared browser (the shop's tablet) remembers having signed in to. */
const KNOWN_BROWSER_ACCOUNTS = 20;

export const LOGIN_MESSAGES = {
  missing: "Please enter your username and password",
  invalid: "Invalid credentials",
  throttled: `Too many failed sign-ins. Please wait ${SIGN_IN_LIMITS.windowMinutes} minutes and try again.`,
  disabled: "This account is disabled. Ask the shop's owner to enable it.",
  notSetUp: "Staff sign-in is not set up on this server. Set ADMIN_PASSWORD_HASH and SESSION_SECRET.",
} as const;

/** What to say when an account makes new browsers wait after failed sign-ins. */
export function accountWaitMessage(minutes: number): string {
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `Too many failed sign-ins for this account. Please wait ${wait}, or sign in from a browser that signed in to it before.`;
}

export interface Staff {
  /** The account's id (staff_accounts). */
  accountId: number;
  username: string;
  /** The account's name as history entries and the staff area show it. */
  displayName: string;
  role: StaffRole;
  sessionId: string;
}

interface CookieData {
  sid?: string;
}

interface KnownBrowserData {
  /** The browser's own name, which its failed sign-ins count under. */
  id?: string;
  /** The accounts (lowercase usernames) it signed in to, the latest first. */
  usernames?: string[];
}

function sessionOptions(): SessionOptions | null {
  const secret = staffConfig().sessionSecret;
  if (!secret) return null;
  const secure = STORE.siteUrl.startsWith("https:");
  return {
    password: secret,
    cookieName: secure ? "__Host-staff_session" : "staff_session",
    ttl: SESSION_HOURS * 60 * 60,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  };
}

async function cookieSession() {
  const options = sessionOptions();
  if (!options) return null;
  return getIronSession<CookieData>(await cookies(), options);
}

/**
 * The signed-in staff member, or null (no cookie, a forged or expired one, signed out, or an
 * account disabled since).
 */
export async function currentStaff(): Promise<Staff | null> {
  const session = await cookieSession();
  const sid = session?.sid;
  if (!sid) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      accountId: staffAccounts.id,
      username: staffAccounts.username,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(and(eq(staffSessions.id, sid), gt(staffSessions.expiresAt, sql`now()`), isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row ? { ...row, sessionId: sid } : null;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

/** The known-browser cookie's name and settings, or null when sessions are not set up. */
function knownBrowserCookie() {
  const options = sessionOptions();
  if (!options) return null;
  const secure = options.cookieOptions?.secure === true;
  return {
    name: secure ? "__Host-staff_browser" : "staff_browser",
    password: options.password,
    options: { ...options.cookieOptions, maxAge: KNOWN_BROWSER_SECONDS },
  };
}

/** This browser's mark: a forged, expired or malformed one is none (iron-session throws on some). */
async function readBrowserMark(): Promise<KnownBrowserData> {
  const cookie = knownBrowserCookie();
  const seal = cookie && (await cookies()).get(cookie.name)?.value;
  if (!cookie || !seal) return {};
  return unsealData<KnownBrowserData>(seal, { password: cookie.password, ttl: KNOWN_BROWSER_SECONDS }).catch(
    () => ({}) as KnownBrowserData,
  );
}

/** The browser's name when it signed in to `username` before, else null. */
async function knownBrowserFor(username: string): Promise<string | null> {
  const mark = await readBrowserMark();
  return mark.id && Array.isArray(mark.usernames) && mark.usernames.includes(username) ? mark.id : null;
}

async function rememberBrowser(username: string): Promise<void> {
  const cookie = knownBrowserCookie();
  if (!cookie) return;
  const mark = await readBrowserMark();
  const others = Array.isArray(mark.usernames) ? mark.usernames.filter((name) => name !== username) : [];
  const data: KnownBrowserData = {
    id: mark.id ?? randomBytes(16).toString("base64url"),
    usernames: [username, ...others].slice(0, KNOWN_BROWSER_ACCOUNTS),
  };
  const seal = await sealData(data, { password: cookie.password, ttl: KNOWN_BROWSER_SECONDS });
  (await cookies()).set(cookie.name, seal, cookie.options);
}

/**
 * Checks the credentials on the server and starts a new session (a fresh cookie each time). The
 * attempt takes its place under the sign-in limits before the password is checked; a right
 * password gives the place back, a wrong one keeps it as a failure until the window passes.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  const name = username.trim().toLowerCase();
  if (!name || !password) return { ok: false, message: LOGIN_MESSAGES.missing };
  const config = staffConfig();
  const session = await cookieSession();
  if (!session || !config.passwordHash) return { ok: false, message: LOGIN_MESSAGES.notSetUp };
  const db = await getDb();
  const place = await reserveSignIn(db, {
    client: clientKey(await headers()),
    username: name,
    knownBrowser: await knownBrowserFor(name),
  });
  if ("refused" in place) {
    const message = place.refused === "account" ? accountWaitMessage(place.waitMinutes) : LOGIN_MESSAGES.throttled;
    return { ok: false, message };
  }
  const owner = { username: config.username, passwordHash: config.passwordHash };
  const account = await checkSignIn(db, owner, name, password);
  if (!account) {
    await forgetOldSignIns(db);
    return { ok: false, message: LOGIN_MESSAGES.invalid };
  }
  await releaseSignIn(db, place.id, name);
  if (account.disabled) return { ok: false, message: LOGIN_MESSAGES.disabled };
  const sid = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    id: sid,
    username: account.username,
    accountId: account.id,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 60 * 60 * 1000),
  });
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`));
  await recordSignIn(db, account.id);
  session.sid = sid;
  await session.save();
  await rememberBrowser(name);
  return { ok: true };
}

/** Ends the session on the server and clears the cookie. */
export async function signOut(): Promise<void> {
  const session = await cookieSession();
  if (!session) return;
  if (session.sid) {
    const db = await getDb();
    await db.delete(staffSessions).where(eq(staffSessions.id, session.sid));
  }
  session.destroy();
}
