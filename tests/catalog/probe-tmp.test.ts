import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { DEFAULT_QUERY } from "@/lib/catalog/listing";
import { queryListing } from "@/lib/catalog/listing-query";
import { suggest } from "@/lib/catalog/suggestions";
import { searchSummary } from "@/lib/content/search-summary";
import { createTestDatabase } from "../helpers/database";

const { page: _page, ...DEFAULT_FILTERS } = DEFAULT_QUERY;

it("probe", async () => {
  const db = await createTestDatabase("pglite");
  const lines = readFileSync("/tmp/exp/queries.txt", "utf8").split("\n").filter((l) => l.trim());
  let out = "";
  for (const line of lines) {
    if (line.startsWith("?")) {
      const text = line.slice(1);
      const s = await suggest(db.db, text);
      out += `? ${text}\n   cats: ${s.categories.map((c) => c.label).join(", ")} | brands: ${s.brands.map((b) => b.label).join(", ")} | notCarried: ${s.notCarried.join(",")}\n   products: ${s.products.map((p) => p.name.slice(0, 50)).join(" ; ")}\n`;
      continue;
    }
    const search = line;
    const result = await queryListing(db.db, { ...DEFAULT_FILTERS, search }, { offset: 0, limit: 5 });
    const summary = searchSummary({ ...DEFAULT_QUERY, search }, result.search);
    out += `> ${search}  [${result.total}]\n   chips: ${summary.chips.map((c) => c.label).join(" | ")}\n`;
    if (summary.instead) out += `   instead: ${summary.instead.shown}\n`;
    if (summary.didYouMean) out += `   didYouMean: ${summary.didYouMean.text}\n`;
    if (summary.notes.length) out += `   notes: ${summary.notes.join(" / ")}\n`;
    if (summary.services.length) out += `   services: ${summary.services.map((s) => JSON.stringify(s).slice(0, 60)).join(" / ")}\n`;
    for (const p of result.products) out += `     - ${p.name.slice(0, 70)} [${p.category}/${p.subcategory}] $${(p.priceCents / 100).toFixed(0)}\n`;
  }
  writeFileSync("/tmp/exp/probe-out.txt", out);
  await db.dispose();
}, 600_000);
