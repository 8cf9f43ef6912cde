// Script, style and font files of the shop's earlier builds, for pages those builds sent: each
// is named by its content, so a page a browser or CDN still holds from the previous version keeps
// loading (and hydrating) after a new version is deployed. The running build's own files are
// left to Next; a file no build has is left to Next too (a 404).
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { acceptsBrotli } from "./brotli-assets.mjs";

const TYPES = {
  js: "application/javascript; charset=UTF-8",
  css: "text/css; charset=UTF-8",
  woff2: "font/woff2",
  woff: "font/woff",
  map: "application/json; charset=UTF-8",
  json: "application/json; charset=UTF-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  ico: "image/x-icon",
  txt: "text/plain; charset=UTF-8",
};
const ASSET = /^\/_next\/static\/([\w\-.~/]+\.(\w+))$/;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The static folders of the builds under `buildsDir`, most recently served first. */
function earlierStaticFolders(buildsDir) {
  if (!buildsDir || !existsSync(buildsDir)) return [];
  return readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isFile(path.join(buildsDir, entry.name, "COMPLETE")))
    .map((entry) => path.join(buildsDir, entry.name))
    .sort((a, b) => statSync(path.join(b, "COMPLETE")).mtimeMs - statSync(path.join(a, "COMPLETE")).mtimeMs)
    .map((folder) => path.join(folder, "static"));
}

/**
 * Answers a GET or HEAD for a hashed asset the running build (`ownStatic`) lacks from the newest
 * earlier build under `buildsDir` that has it; returns false to leave the request to Next.
 */
export function serveFromEarlierBuild(request, response, ownStatic, buildsDir) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = new URL(request.url ?? "/", "http://shop").pathname;
  const match = ASSET.exec(pathname);
  if (!match || pathname.split("/").includes("..") || !TYPES[match[2]]) return false;
  if (isFile(path.join(ownStatic, match[1]))) return false;
  const folder = earlierStaticFolders(buildsDir).find((candidate) => isFile(path.join(candidate, match[1])));
  if (!folder) return false;
  let file = path.join(folder, match[1]);
  const headers = {
    "content-type": TYPES[match[2]],
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
    "x-content-type-options": "nosniff",
    // Says where the file came from, for an operator reading a response (and the deploy test).
    "x-served-from": "earlier-build",
  };
  if (acceptsBrotli(request.headers["accept-encoding"]) && isFile(`${file}.br`)) {
    file = `${file}.br`;
    headers["content-encoding"] = "br";
  }
  headers["content-length"] = statSync(file).size;
  response.writeHead(200, headers);
  if (request.method === "HEAD") response.end();
  else createReadStream(file).pipe(response);
  return true;
}
