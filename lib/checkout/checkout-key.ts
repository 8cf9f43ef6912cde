// An Idempotency-Key bound to the request that first used it: the request's SHA-256 and the check
// that a request reusing the key is that same request from the same client, before it gets the order.
import "server-only";
import { createHash } from "node:crypto";
import type { Order } from "@/db/schema";
import { CheckoutError } from "./checkout-error";
import type { CheckoutRequest } from "./checkout-schema";

/** A checkout's Idempotency-Key with what it is bound to. */
export interface CheckoutKey {
  key: string;
  /** SHA-256 (hex) of the request as the server read it (see requestHash). */
  requestHash: string;
  /** The client address the request came from. */
  client: string;
}

/** The value with every object's keys in sorted order, so equal requests serialise alike. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => [name, sortedKeys(field)]),
  );
}

/**
 * SHA-256 (hex) of the request as the server read it (trimmed, defaults filled in), serialised
 * with sorted keys: the same request hashes alike however its JSON was spaced or ordered.
 */
export function requestHash(request: CheckoutRequest): string {
  return createHash("sha256")
    .update(JSON.stringify(sortedKeys(request)))
    .digest("hex");
}

/**
 * Refuses a request that reuses the key of `order` unless it is the request that placed it, from
 * the same client: another request must never get that order (its shopper's name, e-mail,
 * address and payment page). An order placed before keys were bound has no hash, so nothing shows
 * the request is the same; it is refused too (a new key from the same shopper replaces it).
 */
export function assertSameRequest(order: Order, checkoutKey: CheckoutKey): void {
  if (order.checkoutRequestHash === checkoutKey.requestHash && order.clientAddress === checkoutKey.client) return;
  throw new CheckoutError(
    422,
    "This Idempotency-Key was already used for a different checkout request: send a new key with a new request",
    "idempotency_key_reused",
  );
}
