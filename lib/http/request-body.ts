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

/** The body parsed as JSON and checked against `schema`. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number = DEFAULT_BODY_LIMIT,
): Promise<BodyResult<z.output<S>>> {
  const text = await readText(request, maxBytes);
  if (text === null)
    return { ok: false, status: 400, error: `The request is too large (at most ${Math.round(maxBytes / 1024)} KB)` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "The request body must be JSON" };
  }
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
