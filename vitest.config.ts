// Vitest: unit tests (pure logic) and integration tests (route handlers and database code on a
// fresh PGlite and, when TEST_DATABASE_URL is set, on that Postgres too).
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Outside Next's react-server build the marker package throws; tests run server code.
      { find: /^server-only$/, replacement: path.join(root, "node_modules/server-only/empty.js") },
      // No Next server in tests: cached reads run directly, revalidations are recorded.
      { find: /^next\/cache$/, replacement: path.join(root, "tests/helpers/next-cache.ts") },
    ],
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "db/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Vitest's default leaves a core free (one worker on two cores), but integration tests spend
    // much of their time waiting on Postgres or on a server: with two workers on two cores, one
    // run's 319 s of tests (both databases) finished in 208 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads rather than child processes: the whole run (both databases, 110 files) took
    // 156 s against 191 s, twice each, with 225 s of CPU against 290 s.
    pool: "threads",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
});
