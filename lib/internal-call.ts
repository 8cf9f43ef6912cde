// Requests only the shop's own jobs may make (the sweep, a backup): the server's timers and
// npm run backup send a token made fresh in this process, a scheduler outside sends CRON_SECRET
// (16 characters or more), both as "Authorization: Bearer <token>". Anyone else is refused.
import { randomBytes, timingSafeEqual } from "node:crypto";

const globalState = globalThis as typeof globalThis & { __internalToken?: string };

/** This process's token, made on first use. */
export function internalToken(): string {
  globalState.__internalToken ??= randomBytes(32).toString("base64url");
  return globalState.__internalToken;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a request carries "Bearer <this process's token>" or "Bearer CRON_SECRET". */
export function internalCallAllowed(authorization: string | null, env: NodeJS.ProcessEnv = process.env): boolean {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return false;
  if (same(token, internalToken())) return true;
  const secret = env.CRON_SECRET?.trim();
  return Boolean(secret && secret.length >= 16 && same(token, secret));
}
