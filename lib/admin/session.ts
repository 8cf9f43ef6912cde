// Staff sessions: a sealed iron-session cookie (HttpOnly, SameSite=Lax, Secure and "__Host-" on
// https, 12 hours) naming a row of staff_sessions. Every staff page, action and route handler
// checks the session itself (requireStaff in the admin route); signing out deletes the row, so a copied cookie stops working.
// A second sealed cookie, kept 90 days and through signing out, marks a browser that signed in,
// which the per-username sign-in limit does not hold (sign-in-limits.ts).
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getIronSession, sealData, unsealData, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { staffSessions } from "@/db/schema";
import { clientKey } from "@/lib/http/rate-limit";
import { STORE } from "@/lib/store";
import { verifyPassword } from "./password";
import { forgetOldSignIns, releaseSignIn, reserveSignIn, SIGN_IN_LIMITS } from "./sign-in-limits";
import { staffConfig } from "./staff-config";

export const SESSION_HOURS = 12;
const KNOWN_BROWSER_SECONDS = 90 * 24 * 60 * 60;

export const LOGIN_MESSAGES = {
  missing: "Please enter your username and password",
  invalid: "Invalid credentials",
  throttled: `Too many failed sign-ins. Please wait ${SIGN_IN_LIMITS.windowMinutes} minutes and try again.`,
  notSetUp: "Staff sign-in is not set up on this server. Set ADMIN_PASSWORD_HASH and SESSION_SECRET.",
} as const;

export interface Staff {
  username: string;
  sessionId: string;
}

interface CookieData {
  sid?: string;
}

interface KnownBrowserData {
  username?: string;
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

/** The signed-in staff member, or null (no cookie, a forged or expired one, or signed out). */
export async function currentStaff(): Promise<Staff | null> {
  const session = await cookieSession();
  const sid = session?.sid;
  if (!sid) return null;
  const db = await getDb();
  const [row] = await db
    .select({ username: staffSessions.username })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sid), gt(staffSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { username: row.username, sessionId: sid } : null;
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

/**
 * Whether this browser signed in as `username` before. A forged, expired or malformed mark is no
 * mark (iron-session throws on some malformed seals instead of answering nothing).
 */
async function isKnownBrowser(username: string): Promise<boolean> {
  const cookie = knownBrowserCookie();
  const seal = cookie && (await cookies()).get(cookie.name)?.value;
  if (!cookie || !seal) return false;
  const data = await unsealData<KnownBrowserData>(seal, {
    password: cookie.password,
    ttl: KNOWN_BROWSER_SECONDS,
  }).catch(() => ({}) as KnownBrowserData);
  return data.username === username;
}

async function rememberBrowser(username: string): Promise<void> {
  const cookie = knownBrowserCookie();
  if (!cookie) return;
  const seal = await sealData({ username } satisfies KnownBrowserData, {
    password: cookie.password,
    ttl: KNOWN_BROWSER_SECONDS,
  });
  (await cookies()).set(cookie.name, seal, cookie.options);
}

/**
 * Checks the credentials on the server and starts a new session (a fresh cookie each time). The
 * attempt takes its place under the sign-in limits before the password is checked; a right
 * password gives the place back, a wrong one keeps it as a failure until the window passes.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  const name = username.trim();
  if (!name || !password) return { ok: false, message: LOGIN_MESSAGES.missing };
  const config = staffConfig();
  const session = await cookieSession();
  if (!session || !config.passwordHash) return { ok: false, message: LOGIN_MESSAGES.notSetUp };
  const db = await getDb();
  const attempt = await reserveSignIn(db, {
    client: clientKey(await headers()),
    username: name,
    knownBrowser: await isKnownBrowser(name),
  });
  if (attempt === null) return { ok: false, message: LOGIN_MESSAGES.throttled };
  const matches = (await verifyPassword(password, config.passwordHash)) && name === config.username;
  if (!matches) {
    await forgetOldSignIns(db);
    return { ok: false, message: LOGIN_MESSAGES.invalid };
  }
  const sid = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    id: sid,
    username: config.username,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 60 * 60 * 1000),
  });
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`));
  await releaseSignIn(db, attempt);
  session.sid = sid;
  await session.save();
  await rememberBrowser(config.username);
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
