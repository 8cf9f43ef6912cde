// Types of cache-control.mjs (plain JavaScript, run by the server script without a build).
export const PAGE_CACHE_CONTROL: string;
export const BROWSER_STATE_CACHE_CONTROL: string;
export function cdnCacheControl<T extends string | number | readonly string[] | undefined>(
  value: T,
  url: string | undefined,
): T | string;
