// The browser's calls to the checkout's route handlers, with the answer parsed whatever the
// status. `ok: false` is a refusal: with status 200 one the page expects (a declined card, a unit
// sold meanwhile), otherwise the request's 4xx or 5xx, or 0 when the network failed; `error`
// carries the server's sentence, or null when the network or server failed.
export type ApiAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string | null; code?: string; field?: string };

async function parse<T>(response: Response): Promise<ApiAnswer<T>> {
  let body: (T & { success?: boolean; error?: string; code?: string; field?: string }) | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok && body && body.success !== false) return { ok: true, data: body };
  return { ok: false, status: response.status, error: body?.error ?? null, code: body?.code, field: body?.field };
}

export async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return await parse<T>(response);
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<ApiAnswer<T>> {
  try {
    return await parse<T>(await fetch(url, { signal }));
  } catch {
    return { ok: false, status: 0, error: null };
  }
}
