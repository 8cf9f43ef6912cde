// Server Action posts screened before Next.js reads them. Next answers a malformed one with a 500
// and a stack trace in the log, for a text body that is not JSON with its first characters in the
// log too, and reads a body of any size before refusing it. Refused here, with the reason as plain
// text (Next's own client shows a text/plain error answer as the action's error message; a form
// posted without scripts shows it as the page), and a log line that names no part of the body:
//   403  posted from another site: its Origin (or, without one, its Referer) names another host
//        than the request's own (X-Forwarded-Host, else Host: the one Next compares);
//   400  a Content-Type Next's client never sends, or a text body that is not JSON;
//   413  a body over the page's limit (lib/upload-limits.mjs), by Content-Length or as it arrives.
// What real actions send: Next's client posts the action's arguments as React's encodeReply makes
// them, FormData as multipart/form-data and simpler arguments as JSON text, which fetch labels
// text/plain;charset=UTF-8 (an action that takes no arguments, like signing out, always does); a
// form submitted before the page's scripts have loaded posts multipart/form-data.
import http from "node:http";
import { actionBodyLimit } from "../lib/upload-limits.mjs";

/** Content types Next's client sends with a Next-Action header (and URL-encoded, which Next itself turns away). */
const ACTION_TYPES = ["multipart/form-data", "text/plain", "text/x-component", "application/x-www-form-urlencoded"];

/** The type without its parameters, in lower case ("" when there is none). */
function mediaType(contentType) {
  return String(contentType ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
}

/** Whether Next.js would read this POST as a Server Action: it names one, or posts a form to a page. */
export function isServerActionPost(request) {
  if (request.method !== "POST") return false;
  const path = (request.url ?? "/").split("?")[0];
  if (path.startsWith("/api/") || path.startsWith("/_next/")) return false;
  return (
    request.headers["next-action"] !== undefined || mediaType(request.headers["content-type"]) === "multipart/form-data"
  );
}

function hostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** What is wrong with the post by its headers alone, or null. */
function headerRefusal(request, limit) {
  const own = String(request.headers["x-forwarded-host"] ?? request.headers.host ?? "")
    .split(",")[0]
    .trim();
  const from = request.headers.origin ?? request.headers.referer;
  if (from !== undefined && hostOf(from) !== own) {
    return { status: 403, text: "Forbidden: this form was posted from another site" };
  }
  const type = mediaType(request.headers["content-type"]);
  if (request.headers["next-action"] !== undefined && !ACTION_TYPES.includes(type)) {
    return { status: 400, text: "Bad request: a Server Action is posted as multipart/form-data or text/plain" };
  }
  if (type === "multipart/form-data" && !/;\s*boundary=/i.test(String(request.headers["content-type"]))) {
    return { status: 400, text: "Bad request: the form data has no boundary" };
  }
  if (Number(request.headers["content-length"]) > limit.bytes) return { status: 413, text: limit.tooLarge };
  return null;
}

/** Reads the whole body, or null as soon as it passes `maxBytes`. */
function readBody(request, maxBytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.removeAllListeners("data");
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The same request with its body already read: what Next is handed instead of the original. */
function replay(request, body) {
  const copy = new http.IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** A text body is what encodeReply makes when it needs no form: JSON. */
function isJson(body) {
  try {
    JSON.parse(body.toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

function refuse(request, response, refused, requestId) {
  const tag = requestId ? `[request ${requestId}] ` : "";
  console.warn(`${tag}[${refused.status}] ${request.method} Server Action refused: ${refused.text}`);
  // Exactly text/plain: Next's client shows such an answer's text as the action's error.
  response.writeHead(refused.status, { "content-type": "text/plain", connection: "close" });
  response.end(refused.text);
}

/**
 * Screens a Server Action post (isServerActionPost): answers a refused one itself and resolves
 * null, else resolves the request to hand to Next. A body that must be read first (a text body,
 * to check it is JSON, or one sent without Content-Length, to count it) is read here, up to the
 * page's limit, and Next gets a copy of the request carrying it; any other body streams to Next.
 * `requestId` (the request log's) starts the line written of a refusal.
 */
export async function screenServerAction(request, response, requestId) {
  const limit = actionBodyLimit((request.url ?? "/").split("?")[0]);
  const refused = headerRefusal(request, limit);
  if (refused) {
    refuse(request, response, refused, requestId);
    return null;
  }
  const type = mediaType(request.headers["content-type"]);
  const isText = type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded";
  if (!isText && request.headers["content-length"] !== undefined) return request;
  const body = await readBody(request, limit.bytes);
  if (body === null) {
    refuse(request, response, { status: 413, text: limit.tooLarge }, requestId);
    return null;
  }
  if (isText && !isJson(body)) {
    refuse(
      request,
      response,
      { status: 400, text: "Bad request: the Server Action's arguments are not valid" },
      requestId,
    );
    return null;
  }
  return replay(request, body);
}
