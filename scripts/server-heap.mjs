// The Node flags every app server runs with (npm start, the e2e and benchmark servers; a
// deployment passes the same, README "Deploying"). Node would otherwise let the JavaScript heap
// grow to about 4 GB before collecting hard, so a server that had rendered a few hundred uncached
// pages held 450-700 MB, mostly garbage. A cap makes the collector work within it. What must fit:
// Next with its 50 MB page cache, the requests in flight, and the largest staff jobs (a 20,000-row
// CSV import; the export and the feeds stream a batch at a time); measured in
// docs/benchmarks.md. SERVER_HEAP_MB raises it for a shop that needs more.
const DEFAULT_HEAP_MB = 320;

/** `--max-old-space-size` for the app server, from SERVER_HEAP_MB or the default. */
export function serverNodeFlags(env = process.env) {
  const setting = env.SERVER_HEAP_MB?.trim();
  const mb = setting ? Number(setting) : DEFAULT_HEAP_MB;
  if (!Number.isSafeInteger(mb) || mb < 128) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, at least 128 (got "${setting}")`);
  }
  return [`--max-old-space-size=${mb}`];
}
