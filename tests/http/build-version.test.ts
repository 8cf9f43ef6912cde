// The version `npm start` builds: named by the sources' content and build-time settings, so an
// install or a touch that changes no byte starts the existing build, and any change builds anew.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildVersion } from "@/scripts/build-version.mjs";

describe("the build version", () => {
  const root = mkdtempSync(path.join(tmpdir(), "build-version-"));
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() {}");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  const sources = ["app", "package-lock.json", "missing.ts"];
  const settings = { NEXT_PUBLIC_SITE_URL: "https://shop.example", PATH: "/usr/bin" };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("stays the same when files are touched but not changed", () => {
    const before = buildVersion(root, settings, sources);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "app", "page.tsx"), later, later);
    utimesSync(path.join(root, "package-lock.json"), later, later);
    expect(buildVersion(root, { ...settings, PATH: "/bin" }, sources)).toBe(before);
  });

  it("changes with a source's content, a new file, the lock file or a build-time setting", () => {
    const before = buildVersion(root, settings, sources);
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}');
    const afterLock = buildVersion(root, settings, sources);
    expect(afterLock).not.toBe(before);
    writeFileSync(path.join(root, "app", "layout.tsx"), "export default function Layout() {}");
    const afterNewFile = buildVersion(root, settings, sources);
    expect(afterNewFile).not.toBe(afterLock);
    expect(buildVersion(root, { ...settings, NEXT_PUBLIC_SITE_URL: "https://other.example" }, sources)).not.toBe(
      afterNewFile,
    );
  });
});
