// Types of server-actions.mjs (plain JavaScript, run by the server script without a build).
import type { IncomingMessage, ServerResponse } from "node:http";

export function isServerActionPost(request: IncomingMessage): boolean;
export function screenServerAction(
  request: IncomingMessage,
  response: ServerResponse,
  requestId?: string,
): Promise<IncomingMessage | null>;
