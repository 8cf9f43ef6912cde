import path from "node:path";
import type { NextConfig } from "next";
import { ART_CACHE_CONTROL } from "./lib/catalog/product-images";
import { ACTION_BODY_MAX_BYTES } from "./lib/upload-limits.mjs";

// Every response's security headers. The Content-Security-Policy allows scripts and styles from
// this site only; 'unsafe-inline' stays for scripts because Next writes each cached page's data
// as inline scripts whose hashes differ per page and per render (a nonce would force every page
// to render per request). No page may be framed, no plugin loaded, no form posted elsewhere.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

// Every response is sent with nosniff. The others only mean something on a page (a document):
// they are not sent with Next's hashed scripts, styles and fonts (/_next/static/), where they
// would add some 450 bytes to each of a page's dozen script downloads and change nothing.
const NO_SNIFF = { key: "X-Content-Type-Options", value: "nosniff" };
const DOCUMENT_HEADERS = [
  { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  // HSTS is added by scripts/serve.mjs when the site address, read at run time, is https.
];

/** The version `npm start` is building (scripts/start.mjs); tests and `npm run build` have none. */
const version = process.env.SHOP_BUILD_KEY;

const nextConfig: NextConfig = {
  // `npm start` builds each version into a folder of its own, tests into theirs, so a running
  // server keeps its build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // A page from one version navigating on a server of another loads the new version in full
  // instead of mixing the two (Next's version skew protection); a deployment that builds with
  // `npm run build` names its version in NEXT_DEPLOYMENT_ID.
  deploymentId: version ?? process.env.NEXT_DEPLOYMENT_ID,
  // `npm start`'s builds skip the type check (`npm test` runs it) and read tsconfig.build.json,
  // which extends tsconfig.json, so Next does not add each version's folder to tsconfig.json.
  ...(version ? { typescript: { ignoreBuildErrors: true, tsconfigPath: "tsconfig.build.json" } } : {}),
  // PGlite loads its WebAssembly and extension bundles from its own package folder.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // Next's page ETag is a hash of the whole HTML, computed again on every request for a cached
  // page: about a quarter of the server's work on the home page (235 KB) under load. A 304 would
  // save a returning browser or crawler one page download; hashing saves nobody anything.
  generateEtags: false,
  // A self-contained server in .next/standalone (only the files it needs), which `npm start` and a
  // deployment run the same way (README "Deploying").
  output: "standalone",
  // Next's own page and data cache, kept in step across app servers on one Postgres (ADR 0003).
  cacheHandler: path.resolve("lib/cache/shared-cache-handler.mjs"),
  experimental: {
    // Keep rendered pages and cached catalogue reads in memory only: the database is the one
    // source of truth, so a restart always starts from it (ADR 0001).
    isrFlushToDisk: false,
    // Staff upload product photos and catalogue CSV files through Server Actions: the largest post
    // any page takes (lib/upload-limits.mjs; the production server holds each page to its own).
    serverActions: { bodySizeLimit: ACTION_BODY_MAX_BYTES },
  },
  // The home page is rendered on its first request and then cached, like product pages, so the
  // build never needs the database: "/" is served by the "/[slug]" route as "home" (ADR 0001).
  async headers() {
    const art = [{ key: "Cache-Control", value: ART_CACHE_CONTROL }];
    return [
      { source: "/:path*", headers: [NO_SNIFF] },
      { source: "/:path((?!_next/static/).*)", headers: DOCUMENT_HEADERS },
      { source: "/products/:kind/:file([^/]+\\.svg)", headers: art },
      { source: "/brands/:file([^/]+\\.svg)", headers: art },
    ];
  },
  async redirects() {
    return [{ source: "/home", destination: "/", permanent: true }];
  },
  async rewrites() {
    return { beforeFiles: [{ source: "/", destination: "/home" }], afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
