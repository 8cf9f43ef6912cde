// Logs requests for pages that do not exist, so broken links and old URLs show up in the server
// log; crawler probes for the sitemap, robots file and favicon are left out.
import { logWarning } from "@/lib/log";

const IGNORED = /^\/(sitemap[^/]*|robots\.txt|favicon[^/]*)$/i;

export function shouldLogNotFound(path: string): boolean {
  return !IGNORED.test(path);
}

export function logNotFound(path: string): void {
  if (shouldLogNotFound(path)) logWarning(`[404] ${path.slice(0, 300)}`);
}
