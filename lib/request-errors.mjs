// Where an error Next reported through onRequestError is noted with the id of the request it
// failed: a WeakMap on globalThis under this symbol, written by the app (noteRequestError in
// lib/log.ts) and read by the server's request log (scripts/request-log.mjs). Plain JavaScript, as
// the server script reads it without a build.
export const REQUEST_ERRORS = Symbol.for("shop.requestErrors");
