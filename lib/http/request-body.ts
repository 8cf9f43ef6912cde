// Reads a route handler's JSON body with a size limit, so an oversized or malformed body gets a
// clear 400 answer instead of being read whole or thrown as a server error.
import { z } from "zod";

export const DEFAULT_BODY_LIMIT = 32 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; field?: string };

/** The raw body as text, or null when it exceeds `maxBytes` (stops reading at the limit). */
export async function readText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Whether a state-changing request may be read at all: it must say it is JSON (so another site's
 * plain HTML form, which can only send form or text bodies, cannot post to us) and, when the
 * browser names its Origin, come from this site.
 */
export function refuseForeignPost(request: Request): { status: number; error: string } | null {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { status: 415, error: "Send the request as application/json" };
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      // an Origin that is not a URL is foreign
    }
    if (originHost !== host) return { status: 403, error: "Requests from other sites are not accepted" };
  } else if (origin === "null") {
    return { status: 403, error: "Requests from other sites are not accepted" };
  }
  return null;
}

/** The body of a JSON POST: refused from other sites, too large (413), not JSON or holding NUL characters. */
export async function readJsonBody(
  request: Request,
  maxBytes: number = DEFAULT_BODY_LIMIT,
): Promise<BodyResult<unknown>> {
  const refused = refuseForeignPost(request);
  if (refused) return { ok: false, ...refused };
  const text = await readText(request, maxBytes);
  if (text === null)
    return { ok: false, status: 413, error: `The request is too large (at most ${Math.round(maxBytes / 1024)} KB)` };
  // NUL cannot be stored in a Postgres text column: refuse it here rather than fail later.
  if (text.includes("\u0000") || /\\u0000/i.test(text)) {
    return { ok: false, status: 400, error: "Text may not contain NUL characters" };
  }
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, error: "The request body must be JSON" };
  }
}

/** The body parsed as JSON and checked against `schema`. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number = DEFAULT_BODY_LIMIT,
): Promise<BodyResult<z.output<S>>> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return body;
  const json = body.data;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      status: 400,
      error: issue?.message ?? "Invalid request",
      field: issue && issue.path.length > 0 ? issue.path.join(".") : undefined,
    };
  }
  return { ok: true, data: parsed.data };
}
