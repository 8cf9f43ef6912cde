// Types of request-log.mjs (plain JavaScript, run by the server script without a build).
import type { IncomingMessage, ServerResponse } from "node:http";

export const SLOW_REQUEST_MS: number;

export interface RequestRecord {
  id: string;
  /** The request Next was handed (the one that arrived, or the copy made of a Server Action post). */
  handed: IncomingMessage;
}

export interface RequestEntry {
  /** When the request finished, in ms since 1970. */
  time: number;
  requestId: string;
  method: string | undefined;
  route: string | null;
  status: number;
  durationMs: number;
  cache: string | null;
  server: string;
  aborted: boolean;
}

export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string;
export function serverIdOf(env?: Record<string, string | undefined>): string;
export function routeOf(handed: object | undefined, url: string): string | null;
export function cacheOf(header: unknown): string | null;
export function wallTimeOf(now: number): number;
export function isoTimeOf(time: number): string;
export function requestLine(entry: RequestEntry, format: string | undefined): string;

export interface RequestLog {
  track(request: IncomingMessage, response: ServerResponse): RequestRecord;
}

export function requestLog(options: {
  server: string;
  format: string | undefined;
  trustProxy: boolean;
  /** Where request lines go; one with `writeLater` (a batchedWriter) is handed the line to make as it writes. */
  info?: { write(line: string): unknown; writeLater?(makeLine: () => string): unknown };
  warn?: { write(line: string): unknown };
}): RequestLog;

export function batchedWriter(
  stream: { write(text: string): unknown },
  options?: { delayMs?: number; maxBytes?: number; maxLines?: number },
): { write(line: string): true; writeLater(makeLine: () => string): true; flush(): void };

/** Next's stores as the server reads them: a work store per render, and the request's headers. */
export interface NextStores {
  work: {
    run<R>(store: object, callback: (...args: never[]) => R, ...args: unknown[]): R;
    getStore(): object | undefined;
  };
  workUnit: { getStore(): { headers?: unknown } | undefined };
}

export function requestIdsFromNext(stores: NextStores, registry?: object): (args?: unknown[]) => string | undefined;

export function tagLinesWithRequest(
  requestIdOfLine: (args: unknown[]) => string | undefined,
  target?: Pick<Console, "error" | "warn">,
): void;
