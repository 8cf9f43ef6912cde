// The page and data cache of one app server, kept in step with every other server on the same
// Postgres. Each server keeps its rendered pages and cached catalogue reads in its own memory
// (Next's own cache); when a server drops cache tags (a price, stock or product changed), it also
// broadcasts them with Postgres NOTIFY, and every server listening expires the same tags in its
// own cache, so the next visitor anywhere gets a page rendered from the database.
//
// Two rules make a stale price impossible rather than unlikely:
// - An entry counts from the moment its render began, not from when it was stored: a render that
//   read the old row before a change committed, and finished after the change's tags expired, is
//   already out of date when stored, and is never served. Every time here is one clock (this
//   process's monotonic clock), the same one Next compares tag expiries with.
// - The broadcast is trusted only while it provably works. Each server numbers the tag messages it
//   sends and repeats the latest number in a heartbeat every 2 s; a receiver that sees a number
//   skipped (a message lost) or a server fall silent expires everything. If this server's own
//   heartbeat has not come back within a few seconds it stops trusting its cache (every catalogue
//   read and page is rendered from the database) and /api/health reports it, until the
//   connection is back, and then everything cached before is dropped once more. Slower, never a
//   wrong price.
//
// A third rule is about the calendar: a page is never served after the midnight (store time) that
// follows its render. Pages say which days the store is closed in the next two weeks and that a
// price holds today, so yesterday's page would be wrong today; the first request of the day
// renders it again (a page Next considers stale would otherwise be served once more while it is
// rendered in the background).
//
// It also spares Next two costs of a page or catalogue read nobody asked for before: measuring a
// new page with JSON.stringify before storing it, and looking on disk for a catalogue read that
// is only ever kept in memory (see skipMeasuringPages and get below).
//
// Without DATABASE_URL (the embedded database: one process) and during `next build` this is just
// Next's own cache with the first and third rules. Loaded by Next at run time (next.config.ts cacheHandler),
// so plain JavaScript.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");

const CHANNEL = "shop_cache_tags";
/** The tag every cached catalogue read and page carries (lib/catalog/cache-tags.ts). */
const EVERY_CATALOG_READ = "catalog";
const HEARTBEAT_MS = 2_000;
/** A heartbeat older than this means the broadcast is not reaching us (or a server went quiet). */
const TRUST_WINDOW_MS = 6_000;
/** A render not stored within this long is taken as failed; its start is forgotten. */
const RENDER_FORGOTTEN_MS = 10 * 60_000;
/** Tries for sending one tag message before this server stops trusting the broadcast. */
const SEND_TRIES = 3;

/** This process's clock: monotonic, and the one Next's tag checks read. */
const now = () => performance.timeOrigin + performance.now();

/** Marks tags expired in this process's cache, as Next's own revalidateTag(tag, { expire: 0 }) does. */
function expireTags(tags, at = now()) {
  for (const tag of tags) {
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: at, expired: at });
  }
}

/**
 * When each render that will store an entry began, oldest first, by cache key. Next asks the cache
 * for a key before it renders it (a miss, or an entry past its lifetime that it re-renders in the
 * background) and stores the result under the same key.
 */
const renderStarts = new Map();

function noteRenderStart(key) {
  const at = now();
  const starts = (renderStarts.get(key) ?? []).filter((start) => at - start < RENDER_FORGOTTEN_MS);
  starts.push(at);
  renderStarts.set(key, starts);
}

/**
 * The start of the oldest render of `key` still running: taking the oldest is never later than
 * the render being stored. A store with no recorded start (a render older than we remember) counts
 * from as far back as we forget.
 */
function takeRenderStart(key) {
  const starts = renderStarts.get(key);
  const start = starts?.shift();
  if (starts && starts.length === 0) renderStarts.delete(key);
  return start ?? now() - RENDER_FORGOTTEN_MS;
}

/** Whether Next will render `key` again because its entry outlived its lifetime (seconds). */
function pastLifetime(entry, ctx) {
  const lifetime = ctx?.revalidate ?? entry.value?.revalidate ?? entry.cacheControl?.revalidate;
  return typeof lifetime === "number" && now() - entry.lastModified > lifetime * 1000;
}

/** The store's calendar (STORE_TIME_ZONE in lib/delivery/schedule.ts; this file imports nothing of ours). */
const storeDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });

/** Today on the store's calendar, worked out at most once a second (a time-zone format is not cheap). */
let today = { day: "", from: 0, until: 0 };
function storeToday() {
  const at = now();
  if (at < today.from || at >= today.until) today = { day: storeDay.format(at), from: at, until: at + 1000 };
  return today.day;
}

/** The store's day each page entry was rendered on, worked out once per entry and render time. */
const renderDays = new WeakMap();

/** Whether a rendered page is from an earlier day of the store's calendar than today. */
function renderedBeforeToday(entry) {
  if (entry.value?.kind !== "APP_PAGE") return false;
  let rendered = renderDays.get(entry);
  if (rendered?.at !== entry.lastModified) {
    rendered = { at: entry.lastModified, day: storeDay.format(entry.lastModified) };
    renderDays.set(entry, rendered);
  }
  return rendered.day !== storeToday();
}

/** The broadcast's state in this process, read by /api/health. */
const state = (globalThis.__shopCacheBus ??= { kind: "local", connected: false, lastHeartbeatAt: 0 });

function startBus(url) {
  const serverId = randomBytes(6).toString("hex");
  /** The number of the last tag message this server sent. */
  let sent = 0;
  /** Every other server heard from: the last message number and when it was heard. */
  const peers = new Map();
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
      if (typeof message.from !== "string" || !Number.isInteger(message.seq)) return;
      if (message.from === serverId) {
        if (message.heartbeat) {
          state.lastHeartbeatAt = Date.now();
          if (!state.connected) {
            // Back in step: whatever was cached while we could not hear the others goes.
            expireTags([EVERY_CATALOG_READ]);
            trust();
          }
        }
        return;
      }
      const peer = peers.get(message.from);
      const known = peer?.seq ?? 0;
      if (Array.isArray(message.tags)) {
        // Tag message n follows n - 1; a gap is a change whose tags we never got.
        if (message.seq > known + 1) expireTags([EVERY_CATALOG_READ]);
        expireTags(message.tags.filter((tag) => typeof tag === "string"));
      } else if (message.seq > known) {
        // A heartbeat naming a message we never got.
        expireTags([EVERY_CATALOG_READ]);
      }
      peers.set(message.from, { seq: Math.max(known, message.seq), heardAt: Date.now() });
    };
    distrust();
    const heartbeat = () =>
      sql.notify(CHANNEL, JSON.stringify({ from: serverId, seq: sent, heartbeat: true })).catch(distrust);
    // postgres.js reopens a listening connection that drops and calls onListen again;
    // a first connection that fails is retried here.
    let listened = false;
    const onListen = () => {
      // A listening connection that was reopened may have missed messages while it was down.
      if (listened) expireTags([EVERY_CATALOG_READ]);
      listened = true;
      void heartbeat();
    };
    const listen = () => {
      sql.listen(CHANNEL, onMessage, onListen).catch(() => {
        distrust();
        setTimeout(listen, HEARTBEAT_MS).unref();
      });
    };
    listen();
    const beat = setInterval(() => {
      if (Date.now() - state.lastHeartbeatAt > TRUST_WINDOW_MS) distrust();
      // A server gone quiet may have changed something it could not tell us: start afresh, and
      // forget it (if it comes back, its first message is news of a server with unknown history).
      for (const [id, peer] of peers) {
        if (Date.now() - peer.heardAt > TRUST_WINDOW_MS) {
          peers.delete(id);
          expireTags([EVERY_CATALOG_READ]);
        }
      }
      void heartbeat();
    }, HEARTBEAT_MS);
    beat.unref();
    state.close = async () => {
      clearInterval(beat);
      if (distrustTimer) clearInterval(distrustTimer);
      await sql.end({ timeout: 2 });
    };
    return async (tags) => {
      sent += 1;
      const message = JSON.stringify({ from: serverId, seq: sent, tags });
      for (let attempt = 1; attempt <= SEND_TRIES; attempt += 1) {
        try {
          await sql.notify(CHANNEL, message);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
      // The others will see this number skipped in our next heartbeat that gets through.
      distrust();
    };
  });
}

function bus() {
  const url = process.env.DATABASE_URL?.trim();
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return null;
  // One broadcast per process, however many times Next loads this module.
  state.started ??= startBus(url);
  return state.started;
}

/** What Next's cache calls catalogue reads (unstable_cache), as against rendered pages and routes. */
const DATA_CACHE_KIND = "FETCH";

/** The prototypes of Next's IncrementalCache whose `set` no longer measures pages (there is one per route runtime). */
const measuringSkipped = new WeakSet();

/**
 * Next's IncrementalCache measures every entry it stores with `JSON.stringify(entry).length`, a
 * size it uses only for catalogue reads: for a new page it turns the page's payload Buffer into an
 * array of numbers first, 8-14% of the page's render. Pages and routes handed to the cache get a
 * `toJSON` that stands in for them there (nothing else turns them into JSON: this cache keeps them
 * in memory). Next's runtime does not export the class; the instance it made for the request at
 * hand is on globalThis by the time it asks this cache for an entry, before it stores one.
 */
function skipMeasuringPages(incrementalCache) {
  const prototype = incrementalCache && Object.getPrototypeOf(incrementalCache);
  if (!prototype || typeof prototype.set !== "function" || measuringSkipped.has(prototype)) return;
  measuringSkipped.add(prototype);
  const set = prototype.set;
  prototype.set = function setUnmeasured(pathname, data, ctx) {
    if (data && typeof data === "object" && !ctx?.fetchCache && !Object.hasOwn(data, "toJSON")) {
      Object.defineProperty(data, "toJSON", { value: () => null, configurable: true });
    }
    return set.call(this, pathname, data, ctx);
  };
}

export default class SharedCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context);
    bus();
  }

  async get(key, ctx) {
    skipMeasuringPages(globalThis.__incrementalCache);
    // Catalogue reads are kept in memory only (isrFlushToDisk is off): for one not there, Next
    // would open its file first and then drop what it read.
    const memory = FileSystemCache.memoryCache;
    if (ctx?.kind === DATA_CACHE_KIND && memory && !memory.has(key)) {
      noteRenderStart(key);
      return null;
    }
    const entry = await super.get(key, ctx);
    if (entry && renderedBeforeToday(entry)) {
      noteRenderStart(key);
      return null;
    }
    if (!entry || pastLifetime(entry, ctx)) noteRenderStart(key);
    return entry;
  }

  async set(key, data, ctx) {
    const startedAt = takeRenderStart(key);
    await super.set(key, data, ctx);
    // Next stamps the entry with the time it was stored; it counts from when its render began.
    const stored = FileSystemCache.memoryCache?.get(key);
    if (stored && stored.value === data) stored.lastModified = Math.min(stored.lastModified, startedAt);
  }

  /** Every revalidation in this shop expires its tags at once, on this process's one clock. */
  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    expireTags(list);
    const publish = await bus();
    if (publish) await publish(list);
  }
}
