// Stand-in for `next/headers` in Vitest (a test file mocks the module with this one): each call
// runs as one request, from a browser (its cookie jar) at a client address, so racing calls keep
// their own cookies and headers.
import { AsyncLocalStorage } from "node:async_hooks";

export interface Browser {
  cookies: Map<string, string>;
}

const requests = new AsyncLocalStorage<{ browser: Browser; headers: Headers }>();

export function newBrowser(): Browser {
  return { cookies: new Map() };
}

/**
 * Runs `work` as a request from `browser` at `address` (as scripts/serve.mjs passes it on), with
 * any further request headers.
 */
export function asRequest<T>(
  browser: Browser,
  address: string,
  work: () => Promise<T>,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  return requests.run({ browser, headers: new Headers({ ...extraHeaders, "x-forwarded-for": address }) }, work);
}

function current() {
  const request = requests.getStore();
  if (!request) throw new Error("next/headers was read outside asRequest");
  return request;
}

export async function headers(): Promise<Headers> {
  return current().headers;
}

export async function cookies() {
  const { browser } = current();
  return {
    get(name: string) {
      const value = browser.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set(name: string, value: string) {
      if (value) browser.cookies.set(name, value);
      else browser.cookies.delete(name);
    },
  };
}
