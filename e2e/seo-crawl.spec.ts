// What a search engine indexes, crawled over the sitemap of a server whose site address is set
// at run time to a public one (the build was made for 127.0.0.1): every page answers 200 with
// its canonical on that address and equal to its sitemap URL, a title of at most 60 characters,
// a description of at most 160, one h1 and a share image; every JSON-LD block parses and has
// what Google requires, and a service's provider is on the same page; alias addresses are
// redirects, never pages of their own.
import { jsonLdProblems } from "../tests/helpers/json-ld-rules";
import { expect, request as playwrightRequest, test } from "./test";
import { killHard, removeData, startServer, waitForHealth } from "./second-server";

const SITE = "https://shop.example.com";
const port = Number(process.env.E2E_PORT ?? 3100) + 60;

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function attribute(html: string, tag: RegExp, name: string): string[] {
  return [...html.matchAll(tag)].map((match) => decode(new RegExp(`${name}="([^"]*)"`).exec(match[0])?.[1] ?? ""));
}

test("every sitemap page is indexable on the public address with honest structured data", async () => {
  test.setTimeout(300_000);
  // A deployed shop must have staff sign-in set up to start: any valid hash and secret will do.
  const server = startServer(port, {
    SITE_URL: SITE,
    ADMIN_PASSWORD_HASH: "scrypt$16384$8$1$fkw0zCUPD/tKA39p7DMDJw==$XMzGMfH6VWMcAtZUbxRB164LTNFZl8n0ZKOHsfFDt3A=",
    SESSION_SECRET: "crawl-test-session-secret-0123456789abcdef",
  });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    await waitForHealth(api, server);
    const robots = await (await api.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await (await api.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
    expect(urls.length).toBeGreaterThan(100);
    // Every page says when it last changed; every picture is raster (Google takes no SVG).
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(urls.length);
    for (const entry of entries) expect(entry, entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    const pictures = [...sitemap.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((match) => decode(match[1]!));
    expect(pictures.length).toBeGreaterThan(60);
    for (const picture of pictures) expect(picture).toMatch(/^https:\/\/shop\.example\.com\/.+\.(jpg|webp)$/);
    for (const picture of [pictures[0]!, pictures.at(-1)!]) {
      const answer = await api.get(picture.slice(SITE.length));
      expect(answer.status(), picture).toBe(200);
      expect(answer.headers()["content-type"], picture).toMatch(/^image\/(jpeg|webp)$/);
    }
    const problems: string[] = [];
    for (const url of urls) {
      expect(url === SITE || url.startsWith(`${SITE}/`), url).toBe(true);
      const path = url.slice(SITE.length) || "/";
      const answer = await api.get(path, { maxRedirects: 0 });
      if (answer.status() !== 200) {
        problems.push(`${path}: status ${answer.status()}`);
        continue;
      }
      const html = await answer.text();
      const say = (problem: string) => problems.push(`${path}: ${problem}`);
      const [canonical] = attribute(html, /<link[^>]+rel="canonical"[^>]*>/g, "href");
      if (canonical !== url) say(`canonical ${canonical} is not ${url}`);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      if (!title || title.length > 60) say(`title of ${title.length} characters: ${title}`);
      const [description = ""] = attribute(html, /<meta[^>]+name="description"[^>]*>/g, "content");
      if (!description || description.length > 160) say(`description of ${description.length} characters`);
      const headings = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (headings !== 1) say(`${headings} h1 headings`);
      const [image] = attribute(html, /<meta[^>]+property="og:image"[^>]*>/g, "content");
      if (!image?.startsWith(`${SITE}/`)) say(`share image ${image}`);
      const [ogUrl] = attribute(html, /<meta[^>]+property="og:url"[^>]*>/g, "content");
      if (ogUrl !== url) say(`og:url ${ogUrl}`);
      const [locale] = attribute(html, /<meta[^>]+property="og:locale"[^>]*>/g, "content");
      if (locale !== "en_US") say(`og:locale ${locale}`);
      const [siteName] = attribute(html, /<meta[^>]+property="og:site_name"[^>]*>/g, "content");
      if (!siteName) say("no og:site_name");
      const blocks: Record<string, unknown>[] = [];
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        let data: unknown;
        try {
          data = JSON.parse(json!);
        } catch {
          say("a JSON-LD block does not parse");
          continue;
        }
        blocks.push(...((Array.isArray(data) ? data : [data]) as Record<string, unknown>[]));
        for (const problem of jsonLdProblems(data)) say(problem);
        if (json!.includes("localhost") || json!.includes("127.0.0.1")) say("JSON-LD names a local address");
      }
      // A service names its provider by @id: the node with that @id must be on the same page.
      const ids = new Set(blocks.map((block) => block["@id"]));
      for (const block of blocks.filter((candidate) => candidate["@type"] === "Service")) {
        const provider = (block.provider as { "@id"?: string } | undefined)?.["@id"];
        if (!ids.has(provider)) say(`Service: provider ${provider} is not on the page`);
      }
    }
    expect(problems).toEqual([]);

    for (const alias of ["/products/ranges", "/products/fridge", "/products/stoves", "/products/refrigerators"]) {
      expect((await api.get(alias, { maxRedirects: 0 })).status(), alias).toBe(308);
    }
    expect((await api.get("/products?page=99", { maxRedirects: 0 })).status()).toBe(404);
    expect((await api.get("/listing/x", { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await killHard(server);
    await api.dispose();
    removeData(server.dataDir);
  }
});
