#!/usr/bin/env node
// Takes full-page Chromium screenshots of the given paths at desktop and phone width into
// screenshots/ (git-ignored), for looking at what was built: node scripts/screenshots.mjs URL path...
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /products ...");
  process.exit(1);
}
const out = path.resolve(import.meta.dirname, "..", "screenshots");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
  const page = await context.newPage();
  for (const target of paths) {
    await page.goto(new URL(target, base).toString(), { waitUntil: "networkidle" });
    const name = `${label}-${target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join("screenshots", name));
  }
  await context.close();
}
await browser.close();
