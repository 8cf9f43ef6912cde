// Staff sessions: a sealed iron-session cookie (HttpOnly, SameSite=Lax, Secure and "__Host-" on
// https, 12 hours) naming a row of staff_sessions. Every staff page, action and route handler
// checks the session itself (requireStaff in the admin route); signing out deletes the row, so a copied cookie stops working.
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { loginFailures, staffSessions } from "@/db/schema";
import { STORE } from "@/lib/store";
import { verifyPassword } from "./password";
import { staffConfig } from "./staff-config";

export const SESSION_HOURS = 12;
/** Failed logins from one client within LOGIN_WINDOW_MINUTES before further attempts are refused. */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;

export const LOGIN_MESSAGES = {
  missing: "Please enter your username and password",
  invalid: "Invalid credentials",
  throttled: `Too many failed sign-ins. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
  notSetUp: "Staff sign-in is not set up on this server. Set ADMIN_PASSWORD_HASH and SESSION_SECRET.",
} as const;

export interface Staff {
  username: string;
  sessionId: string;
}

interface CookieData {
  sid?: string;
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

/** The client's address as the proxy in front reports it (for throttling sign-ins). */
async function clientKey(): Promise<string> {
  const list = await headers();
  return list.get("x-forwarded-for")?.split(",")[0]?.trim() || list.get("x-real-ip") || "local";
}

export type SignInResult = { ok: true } | { ok: false; message: string };

/** Checks the credentials on the server and starts a new session (a fresh cookie each time). */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  if (!username.trim() || !password) return { ok: false, message: LOGIN_MESSAGES.missing };
  const config = staffConfig();
  const session = await cookieSession();
  if (!session || !config.passwordHash) return { ok: false, message: LOGIN_MESSAGES.notSetUp };
  const db = await getDb();
  const client = await clientKey();
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60 * 1000);
  const [{ failures } = { failures: 0 }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.client, client), gt(loginFailures.failedAt, since)));
  if (failures >= MAX_LOGIN_FAILURES) return { ok: false, message: LOGIN_MESSAGES.throttled };
  const matches = (await verifyPassword(password, config.passwordHash)) && username.trim() === config.username;
  if (!matches) {
    await db.insert(loginFailures).values({ client });
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, since));
    return { ok: false, message: LOGIN_MESSAGES.invalid };
  }
  const sid = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    id: sid,
    username: config.username,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 60 * 60 * 1000),
  });
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`));
  await db.delete(loginFailures).where(eq(loginFailures.client, client));
  session.sid = sid;
  await session.save();
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
