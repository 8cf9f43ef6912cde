// Types of brotli-assets.mjs (plain JavaScript, run by the server script without a build).
import type { IncomingMessage, ServerResponse } from "node:http";

export function precompressStatic(staticDir: string): number;
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean;
export function serveBrotliAsset(request: IncomingMessage, response: ServerResponse, staticDir: string): boolean;
