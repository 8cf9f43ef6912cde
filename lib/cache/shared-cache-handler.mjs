// The page and data cache of one app server, kept in step with every other server on the same
// Postgres. Each server keeps its rendered pages and cached catalogue reads in its own memory
// (Next's own cache, unchanged); when a server drops cache tags (a price, stock or product
// changed), it also broadcasts them with Postgres NOTIFY, and every server listening expires the
// same tags in its own cache, so the next visitor anywhere gets a page rendered from the database.
//
// If the broadcast cannot be trusted (the listening connection is down, or this server's own
// heartbeat has not come back within a few seconds), the server stops trusting its cache: every
// catalogue read and page is rendered from the database until the connection is back, and then
// everything cached before is dropped once more. Slower, never a wrong price.
//
// Without DATABASE_URL (the embedded database: one process) and during `next build` this is just
// Next's own cache. Loaded by Next at run time (next.config.ts cacheHandler), so plain JavaScript.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");

const CHANNEL = "shop_cache_tags";
/** The tag every cached catalogue read and page carries (lib/catalog/cache-tags.ts). */
const EVERY_CATALOG_READ = "catalog";
const HEARTBEAT_MS = 2_000;
/** A heartbeat older than this means the broadcast is not reaching us. */
const TRUST_WINDOW_MS = 6_000;
/** A page whose render began before a change but was stored just after it is dropped too. */
const LATE_RENDER_MS = 1_500;

const now = () => performance.timeOrigin + performance.now();

/** Marks tags expired in this process's cache, as Next's own revalidateTag(tag, { expire: 0 }) does. */
function expireTags(tags, at = now()) {
  for (const tag of tags) {
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: at, expired: at });
  }
}

/** The broadcast's state in this process, read by /api/health. */
const state = (globalThis.__shopCacheBus ??= { kind: "local", connected: false, lastHeartbeatAt: 0 });

function startBus(url) {
  const serverId = randomBytes(6).toString("hex");
  // One query connection (NOTIFY) and postgres.js's own listening connection, which it reopens
  // after a drop and then calls `onlisten` again.
  return import("postgres").then(({ default: postgres }) => {
    const sql = postgres(url, {
      max: 1,
      onnotice: () => {},
      connect_timeout: 10,
      connection: { application_name: `shop-cache-bus-${process.pid}` },
    });
    state.kind = "postgres-notify";
    let distrustTimer = null;
    const distrust = () => {
      state.connected = false;
      if (distrustTimer) return;
      // Nothing cached before this moment may be served while we cannot hear the others.
      distrustTimer = setInterval(() => expireTags([EVERY_CATALOG_READ]), 250);
      distrustTimer.unref();
      expireTags([EVERY_CATALOG_READ]);
    };
    const trust = () => {
      state.connected = true;
      if (distrustTimer) clearInterval(distrustTimer);
      distrustTimer = null;
    };
    const onMessage = (payload) => {
      let message;
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      if (message.heartbeat === serverId) {
        state.lastHeartbeatAt = Date.now();
        if (!state.connected) {
          // Back in step: whatever was cached while we could not hear the others goes.
          expireTags([EVERY_CATALOG_READ]);
          trust();
        }
        return;
      }
      if (!Array.isArray(message.tags)) return;
      const tags = message.tags.filter((tag) => typeof tag === "string");
      expireTags(tags);
      setTimeout(() => expireTags(tags), LATE_RENDER_MS).unref();
    };
    distrust();
    const heartbeat = () => sql.notify(CHANNEL, JSON.stringify({ heartbeat: serverId })).catch(distrust);
    // postgres.js reopens a listening connection that drops and calls onListen again;
    // a first connection that fails is retried here.
    let listened = false;
    const onListen = () => {
      // A listening connection that was reopened may have missed messages while it was down.
      if (listened) expireTags([EVERY_CATALOG_READ]);
      listened = true;
      void heartbeat();
    };
    const listen = () =>
      sql.listen(CHANNEL, onMessage, onListen).catch(() => {
        distrust();
        setTimeout(listen, HEARTBEAT_MS).unref();
      });
    listen();
    const beat = setInterval(() => {
      if (Date.now() - state.lastHeartbeatAt > TRUST_WINDOW_MS) distrust();
      void heartbeat();
    }, HEARTBEAT_MS);
    beat.unref();
    state.close = async () => {
      clearInterval(beat);
      if (distrustTimer) clearInterval(distrustTimer);
      await sql.end({ timeout: 2 });
    };
    return (tags) => sql.notify(CHANNEL, JSON.stringify({ tags })).catch(distrust);
  });
}

function bus() {
  const url = process.env.DATABASE_URL?.trim();
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return null;
  // One broadcast per process, however many times Next loads this module.
  state.started ??= startBus(url);
  return state.started;
}

export default class SharedCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context);
    bus();
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    const publish = await bus();
    if (publish && list.length > 0) await publish(list);
  }
}
