// The one way route handlers answer: JSON with a `success` flag. An outcome the page expects is a
// 200 (a ShopRefusal: `success: false` with its code and sentence; a lookup that finds nothing:
// `found: false`), so the browser logs no error for it; a request no page of ours sends gets its
// 4xx with one sentence for the reader; a lost database connection a 503 with Retry-After; anything
// unexpected a logged, generic 500 (never a stack trace). The catalogue API keeps its
// `{ success, data, error }` envelope.
import "server-only";
import { isConnectionLost, ShopError, UnavailableError } from "@/lib/errors";
import { describeError, logError, logWarning } from "@/lib/log";

/** What a checkout route says when something unexpected failed. */
export const ORDER_FAILURE = "There was an error processing your order. Please try again.";

export function success(body: object = {}, init?: ResponseInit): Response {
  return Response.json({ success: true, ...body }, init);
}

export function failure(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  return Response.json({ success: false, error, ...extra }, { status, headers });
}

/** 429 with the sentence for the reader and Retry-After in seconds. */
export function tooMany(error: string, retryAfterSeconds: number): Response {
  return Response.json(
    { success: false, error },
    { status: 429, headers: { "retry-after": String(retryAfterSeconds) } },
  );
}

/**
 * Runs a handler's work: a ShopError is answered with its status (200 for a ShopRefusal), message
 * and code, an UnavailableError with Retry-After; a lost database connection is one log line and
 * a 503 (the request was fine, the client may send it again); anything else is logged under `what`
 * and answered with `failureMessage` (500). `extra` joins every failure.
 */
export async function answer(
  what: string,
  work: () => Promise<Response>,
  { failureMessage = ORDER_FAILURE, extra = {} }: { failureMessage?: string; extra?: Record<string, unknown> } = {},
): Promise<Response> {
  try {
    return await work();
  } catch (thrown) {
    let error = thrown;
    if (isConnectionLost(error)) {
      logWarning(`${what} failed, the database connection was lost: ${describeError(error)}`);
      error = new UnavailableError({ cause: error });
    }
    if (error instanceof ShopError) {
      const headers =
        error instanceof UnavailableError ? { "retry-after": String(error.retryAfterSeconds) } : undefined;
      return failure(error.status, error.message, { code: error.code, ...extra }, headers);
    }
    logError(`${what} failed`, error);
    return failure(500, failureMessage, extra);
  }
}

/** The catalogue API's answer: `{ success: true, data, error: null }`, plus paging facts when given. */
export function apiData<T>(data: T, paging?: Record<string, unknown>): Response {
  return Response.json({ success: true, data, error: null, ...paging });
}

/** The catalogue API's refusal: `{ success: false, data: null, error }`. */
export function apiError(status: number, error: string): Response {
  return Response.json({ success: false, data: null, error }, { status });
}

/** Runs a catalogue read; a failure is answered in the catalogue envelope with `failureMessage`. */
export function answerRead(failureMessage: string, read: () => Promise<Response>): Promise<Response> {
  return answer(failureMessage, read, { failureMessage, extra: { data: null } });
}

/** A 303 redirect that no cache keeps, after a GET that changed something. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/** An empty answer that no cache keeps. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
