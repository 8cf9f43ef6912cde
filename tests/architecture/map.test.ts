// docs/architecture.md names every folder: each top-level folder starts an entry of its map of
// the layers, and each folder of app/, components/, lib/, db/, docs/ and public/ is named in its
// parent's entry, so a reader finds where a thing lives from the map alone.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The folders whose own folders the map names one by one (tests/ and e2e/ are described by area). */
const MAPPED_PARENTS = ["app", "components", "lib", "db", "docs", "public"];

/** Names git ignores (.gitignore's patterns, which are plain names and `*`), and git's own folder. */
const IGNORED = [
  ".git",
  ...readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/\/$/, ""))
    .filter((line) => line && !line.startsWith("#")),
].map((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`));

function foldersIn(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !IGNORED.some((pattern) => pattern.test(entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The map's entries: the code block under "## The layers", where a line starting at the margin
 * opens an entry ("lib/            the domain...") that runs until the next one.
 */
function mapEntries(): Map<string, string> {
  const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const block = /## The layers\s+```\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
  const entries = new Map<string, string>();
  let current = "";
  for (const line of block.split("\n")) {
    if (/^\S/.test(line)) {
      current = line.split(/\s+/)[0]!;
      entries.set(current, line);
    } else if (current) {
      entries.set(current, `${entries.get(current)}\n${line}`);
    }
  }
  return entries;
}

/** Whether an entry's text names `folder/` as a word of its own ("product/,", "(shop)/[slug]", "  cart/"). */
function names(text: string, folder: string): boolean {
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[\\s,(])${escaped}/`).test(text);
}

describe("the architecture map", () => {
  const entries = mapEntries();

  it("reads the map's entries", () => {
    expect([...entries.keys()]).toEqual(expect.arrayContaining(["app/", "components/", "lib/", "tests/"]));
  });

  it("has an entry for every top-level folder", () => {
    const missing = foldersIn(".").filter((folder) => !entries.has(`${folder}/`));
    expect(missing, "describe each in the map of docs/architecture.md").toEqual([]);
  });

  it("names every folder of app/, components/, lib/, db/, docs/ and public/ in its parent's entry", () => {
    const missing = MAPPED_PARENTS.flatMap((parent) =>
      foldersIn(parent)
        .filter((folder) => !names(entries.get(`${parent}/`) ?? "", folder))
        .map((folder) => `${parent}/${folder}`),
    );
    expect(missing, "name each in its parent's entry of docs/architecture.md").toEqual([]);
  });
});
