// Types of earlier-builds.mjs (plain JavaScript, run by the production server).
import type { IncomingMessage, ServerResponse } from "node:http";
export function serveFromEarlierBuild(
  request: IncomingMessage,
  response: ServerResponse,
  ownStatic: string,
  buildsDir: string | undefined,
): boolean;
