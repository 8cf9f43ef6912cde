// Logs requests for pages that do not exist, so broken links and old URLs show up in the server
// log; crawler probes for the sitemap, robots file and favicon are left out.

const IGNORED = /^\/(sitemap[^/]*|robots\.txt|favicon[^/]*)$/i;

export function shouldLogNotFound(path: string): boolean {
  return !IGNORED.test(path);
}

export function logNotFound(path: string): void {
  // Control characters (newlines above all) are shown escaped: nobody can forge log lines.
  const shown = path
    .slice(0, 300)
    .replace(/[\u0000-\u001f\u007f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`);
  if (shouldLogNotFound(path)) console.warn(`[404] ${shown}`);
}
