// How npm run backup reaches the server that has the embedded database open (one process per data
// folder, so the script cannot open it): the server leaves a note beside the data folder saying
// its port and its token, readable only by its owner (who may read the data folder anyway), and
// removes it on exit. With the note, the script asks POST /api/ops/backup.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { internalToken } from "@/lib/internal-call";

export interface ServerNote {
  pid: number;
  port: number;
  token: string;
}

function notePath(dir: string): string {
  return `${path.resolve(dir)}.server.json`;
}

export function announceServer(dir: string, port: string | number): void {
  const file = notePath(dir);
  const note: ServerNote = { pid: process.pid, port: Number(port), token: internalToken() };
  writeFileSync(file, JSON.stringify(note), { mode: 0o600 });
  process.once("exit", () => rmSync(file, { force: true }));
}

/** The note of a server that is still running, or null. */
export function runningServer(dir: string): ServerNote | null {
  let note: ServerNote;
  try {
    note = JSON.parse(readFileSync(notePath(dir), "utf8")) as ServerNote;
  } catch {
    return null;
  }
  try {
    process.kill(note.pid, 0);
    return note;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? note : null;
  }
}
