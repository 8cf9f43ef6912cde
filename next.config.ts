import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Tests build into their own folder so a running `npm start` keeps its build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its WebAssembly and extension bundles from its own package folder.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  experimental: {
    // Keep rendered pages and cached catalogue reads in memory only: the database is the one
    // source of truth, so a restart always starts from it (ADR 0001).
    isrFlushToDisk: false,
    // Staff upload product photos (10 MB) and catalogue CSV files (20 MB) through Server Actions.
    serverActions: { bodySizeLimit: "21mb" },
  },
  // The home page is rendered on its first request and then cached, like product pages, so the
  // build never needs the database: "/" is served by the "/[slug]" route as "home" (ADR 0001).
  async redirects() {
    return [{ source: "/home", destination: "/", permanent: true }];
  },
  async rewrites() {
    return { beforeFiles: [{ source: "/", destination: "/home" }], afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
