// Types of server-heap.mjs (plain JavaScript, run by the start, e2e and benchmark scripts).
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
