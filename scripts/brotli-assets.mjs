// Next's hashed scripts and stylesheets (<dist>/static, named by their content and never changed)
// compressed once with brotli at its strongest when the build is assembled, and served to
// browsers that take brotli: about a sixth smaller than the gzip Next compresses them with on
// the fly. Other files, and browsers without brotli, are left to Next.
import { readdirSync, readFileSync, statSync, writeFileSync, createReadStream } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const TYPES = { js: "application/javascript; charset=UTF-8", css: "text/css; charset=UTF-8" };
const ASSET = /^\/_next\/static\/[\w\-.~/]+\.(js|css)$/;

/** Writes file.br next to every script and stylesheet under `staticDir`; returns how many. */
export function precompressStatic(staticDir) {
  let count = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|css)$/.test(entry.name)) {
        const compressed = brotliCompressSync(readFileSync(file), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
          },
        });
        writeFileSync(`${file}.br`, compressed);
        count += 1;
      }
    }
  };
  walk(staticDir);
  return count;
}

/** Whether an Accept-Encoding header takes brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding) {
  return String(acceptEncoding ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.split(";").map((piece) => piece.trim());
      return name === "br" && !params.some((param) => /^q=0(\.0*)?$/.test(param));
    });
}

/**
 * Answers a GET or HEAD for a hashed script or stylesheet with its brotli file, when the browser
 * takes brotli and the file exists; returns false to leave the request to Next.
 */
export function serveBrotliAsset(request, response, staticDir) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = new URL(request.url ?? "/", "http://shop").pathname;
  const match = ASSET.exec(pathname);
  if (!match || pathname.split("/").includes("..") || !acceptsBrotli(request.headers["accept-encoding"])) return false;
  const file = `${path.join(staticDir, pathname.slice("/_next/static/".length))}.br`;
  let size;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return false;
    size = stats.size;
  } catch {
    return false;
  }
  response.writeHead(200, {
    "content-type": TYPES[match[1]],
    "content-encoding": "br",
    "content-length": size,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
    "x-content-type-options": "nosniff",
  });
  if (request.method === "HEAD") response.end();
  else createReadStream(file).pipe(response);
  return true;
}
