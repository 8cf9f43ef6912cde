// The import rules of docs/architecture.md, checked on every source file: which layer may import
// which, no import circles, no server-only code reachable from browser code or e-mail templates,
// route handlers answering through lib/http, and domain errors extending ShopError.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, type SourceFile } from "./import-graph";

/** Where a file belongs: its folder under lib/, or a top-level layer. */
function layerOf(file: string): string {
  if (/^lib\/[^/]+\.ts$/.test(file)) return "lib-ground";
  const lib = /^lib\/([^/]+)\//.exec(file);
  if (lib) return `lib/${lib[1]}`;
  if (file === "db/enums.ts") return "db-enums";
  if (file === "db/schema.ts") return "db-schema";
  if (file.startsWith("db/")) return "db";
  if (file === "instrumentation.ts" || file === "proxy.ts") return "app";
  return file.split("/")[0]!;
}

const GROUND = ["lib-ground", "db-enums"];
const DATA = [...GROUND, "db", "db-schema"];

/**
 * What each layer may import at run time (type-only imports may also reach db/schema). The
 * same table is written out in docs/architecture.md.
 */
const ALLOWED: Record<string, readonly string[]> = {
  "lib-ground": GROUND,
  "db-enums": [],
  "db-schema": GROUND,
  db: [...DATA, "lib/catalog"],
  "lib/catalog": [...DATA, "lib/catalog"],
  "lib/delivery": [...DATA, "lib/delivery"],
  "lib/email": [...DATA, "lib/email"],
  "lib/http": [...GROUND, "lib/http"],
  "lib/content": [...GROUND, "lib/catalog", "lib/delivery", "lib/content"],
  "lib/seo": [...GROUND, "lib/catalog", "lib/content", "lib/delivery", "lib/seo"],
  "lib/cart": [...GROUND, "lib/catalog", "lib/cart"],
  "lib/saved": [...GROUND, "lib/catalog", "lib/cart", "lib/saved"],
  "lib/contact": [...DATA, "lib/content", "lib/email", "emails", "lib/contact"],
  "lib/orders": [...DATA, "lib/catalog", "lib/delivery", "lib/email", "emails", "lib/orders"],
  "lib/payments": [...DATA, "lib/orders", "lib/payments"],
  "lib/checkout": [
    ...DATA,
    "lib/catalog",
    "lib/cart",
    "lib/delivery",
    "lib/email",
    "lib/orders",
    "lib/payments",
    "lib/checkout",
  ],
  "lib/feeds": [...DATA, "lib/catalog", "lib/content", "lib/delivery", "lib/seo", "lib/feeds"],
  "lib/admin": [
    ...DATA,
    "lib/catalog",
    "lib/cart",
    "lib/checkout",
    "lib/contact",
    "lib/content",
    "lib/delivery",
    "lib/email",
    "lib/feeds",
    "lib/http",
    "lib/orders",
    "lib/payments",
    "lib/seo",
    "emails",
    "lib/admin",
  ],
  "lib/ops": [...DATA, "lib/email", "emails", "lib/ops"],
  emails: [...GROUND, "lib/contact", "lib/content", "lib/delivery", "lib/orders", "emails"],
  client: [
    ...GROUND,
    "lib/cart",
    "lib/catalog",
    "lib/checkout",
    "lib/content",
    "lib/delivery",
    "lib/orders",
    "lib/payments",
    "lib/saved",
    "client",
  ],
  components: ["*", "!app"],
  app: ["*"],
};

function mayImport(from: string, to: string): boolean {
  const allowed = ALLOWED[from];
  if (!allowed) return false;
  if (allowed.includes(`!${to}`)) return false;
  return allowed.includes("*") || allowed.includes(to);
}

/** Packages that are browser UI, never domain code. */
const UI_PACKAGES = /^(react|react-dom|next\/(navigation|link|image|dynamic|form)|sonner|radix-ui|lucide-react)(\/|$)/;

const graph = importGraph();
const files = [...graph.values()];

function serverOnlyReachable(start: SourceFile, allowed: (file: string) => boolean): string[] {
  const seen = new Set<string>();
  const stack: { file: string; path: string[] }[] = [{ file: start.path, path: [start.path] }];
  const offenders: string[] = [];
  while (stack.length > 0) {
    const { file, path } = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const node = graph.get(file)!;
    if (
      file !== start.path &&
      !allowed(file) &&
      (node.serverOnly || (file.startsWith("db/") && file !== "db/enums.ts"))
    ) {
      offenders.push(path.join(" -> "));
      continue;
    }
    for (const edge of node.imports) {
      if (!edge.typeOnly && edge.target) stack.push({ file: edge.target, path: [...path, edge.target] });
    }
  }
  return offenders;
}

/** Packages too big for a storefront page's first load: the toasts, class merging and Radix. */
const HEAVY_PACKAGES = /^(sonner|tailwind-merge|radix-ui|@radix-ui\/)/;

/**
 * Client components that may load those with their page: pages of their own where the shopper
 * fills in forms and dialogs (cart, checkout, order tracking, saved items, the social checkout
 * hand-off, the test payment page).
 */
const HEAVY_ALLOWED = new Set([
  "components/cart/cart-view.tsx",
  "components/checkout/checkout-form.tsx",
  "components/checkout/checkout-success.tsx",
  "components/checkout/social-checkout.tsx",
  "components/checkout/test-payment-form.tsx",
  "components/orders/order-tracking.tsx",
  "components/saved/saved-items.tsx",
]);

/** The client components the storefront's pages load with them: reached from their server components. */
function shopClientBoundaries(): SourceFile[] {
  const entries = files
    .filter((file) =>
      /^app\/(?!\(admin\)\/)(.*\/)?(page|layout|not-found|error|global-error|loading)\.tsx$/.test(file.path),
    )
    .map((file) => file.path);
  const seen = new Set<string>();
  const boundaries: SourceFile[] = [];
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const node = graph.get(file)!;
    if (node.useClient) {
      boundaries.push(node);
      continue;
    }
    for (const edge of node.imports) if (edge.target && !edge.typeOnly && !edge.lazy) stack.push(edge.target);
  }
  return boundaries;
}

/** The packages `start` loads with it (static imports, any depth), each with its import chain. */
function heavyPackagesOf(start: SourceFile): string[] {
  const seen = new Set<string>();
  const stack: { file: string; path: string[] }[] = [{ file: start.path, path: [start.path] }];
  const found: string[] = [];
  while (stack.length > 0) {
    const { file, path } = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of graph.get(file)!.imports) {
      if (edge.typeOnly || edge.lazy) continue;
      if (edge.target) stack.push({ file: edge.target, path: [...path, edge.target] });
      else if (HEAVY_PACKAGES.test(edge.specifier)) found.push([...path, edge.specifier].join(" -> "));
    }
  }
  return found;
}

describe("architecture", () => {
  it("knows every layer", () => {
    const unknown = [...new Set(files.map((file) => layerOf(file.path)))].filter((layer) => !ALLOWED[layer]);
    expect(unknown, "add new folders to ALLOWED here and to docs/architecture.md").toEqual([]);
  });

  it("has each layer import only the layers below it", () => {
    const broken = files.flatMap((file) =>
      file.imports
        .filter((edge) => edge.target && !edge.typeOnly)
        .filter((edge) => !mayImport(layerOf(file.path), layerOf(edge.target!)))
        .map((edge) => `${file.path} imports ${edge.target}`),
    );
    expect(broken).toEqual([]);
  });

  it("keeps React and browser UI packages out of lib/ and db/", () => {
    const broken = files
      .filter((file) => /^(lib|db)\//.test(file.path))
      .flatMap((file) =>
        file.imports
          .filter((edge) => !edge.target && !edge.typeOnly && UI_PACKAGES.test(edge.specifier))
          .map((edge) => `${file.path} imports ${edge.specifier}`),
      );
    expect(broken).toEqual([]);
  });

  it("has no import circles", () => {
    // Tarjan's strongly connected components over run-time imports.
    let index = 0;
    const indexes = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    const visit = (file: string) => {
      indexes.set(file, index);
      low.set(file, index);
      index += 1;
      stack.push(file);
      onStack.add(file);
      for (const edge of graph.get(file)!.imports) {
        if (!edge.target || edge.typeOnly) continue;
        if (!indexes.has(edge.target)) {
          visit(edge.target);
          low.set(file, Math.min(low.get(file)!, low.get(edge.target)!));
        } else if (onStack.has(edge.target)) {
          low.set(file, Math.min(low.get(file)!, indexes.get(edge.target)!));
        }
      }
      if (low.get(file) === indexes.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1) circles.push(component);
      }
    };
    for (const file of graph.keys()) if (!indexes.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it("never lets browser code reach the database or a server-only module", () => {
    const browser = files.filter((file) => file.path.startsWith("client/") || file.useClient);
    expect(browser.length).toBeGreaterThan(10);
    const offenders = browser.flatMap((file) => serverOnlyReachable(file, () => false));
    expect(offenders).toEqual([]);
  });

  it("has only the toaster import sonner: every toast goes through client/toast.ts", () => {
    const importers = files
      .filter((file) => file.imports.some((edge) => /^sonner(\/|$)/.test(edge.specifier)))
      .map((file) => file.path);
    expect(importers).toEqual(["components/ui/sonner.tsx"]);
  });

  it("keeps sonner, tailwind-merge and Radix out of the storefront pages' first load", () => {
    const boundaries = shopClientBoundaries();
    expect(boundaries.length).toBeGreaterThan(10);
    const offenders = boundaries.filter((file) => !HEAVY_ALLOWED.has(file.path)).flatMap(heavyPackagesOf);
    expect(offenders).toEqual([]);
  });

  it("lets e-mail templates use pure view models only", () => {
    const templates = files.filter((file) => file.path.startsWith("emails/") && file.path !== "emails/render.ts");
    const offenders = templates.flatMap((file) => serverOnlyReachable(file, (path) => path.startsWith("emails/")));
    expect(offenders).toEqual([]);
  });

  it("has every route handler answer through lib/http", () => {
    const routes = files.filter((file) => /^app\/.*\/route\.ts$/.test(file.path) && file.path.startsWith("app/api/"));
    expect(routes.length).toBeGreaterThan(10);
    const direct = routes.filter(
      (file) =>
        !file.imports.some((edge) => edge.target?.startsWith("lib/http/")) ||
        /Response\.json\(|new Response\(/.test(file.source),
    );
    expect(direct.map((file) => file.path)).toEqual([]);
  });

  it("has every domain error extend ShopError", () => {
    const plain = files
      .filter((file) => file.path.startsWith("lib/") && file.path !== "lib/errors.ts")
      .filter((file) => /class \w+ extends Error\b/.test(file.source))
      .map((file) => file.path);
    expect(plain).toEqual([]);
  });

  it("keeps Next's cache handler (plain JavaScript, loaded outside the app bundle) free of our modules", () => {
    const folder = path.resolve(import.meta.dirname, "../../lib/cache");
    const ours = readdirSync(folder)
      .filter((name) => name.endsWith(".mjs"))
      .flatMap((name) =>
        [
          ...readFileSync(path.join(folder, name), "utf8").matchAll(
            /(?:from\s+|import\s+|import\(|require\()\s*["']([^"']+)["']/g,
          ),
        ]
          .map((match) => match[1]!)
          .filter((specifier) => specifier.startsWith(".") || specifier.startsWith("@/"))
          .map((specifier) => `${name} -> ${specifier}`),
      );
    expect(ours).toEqual([]);
  });
});
