// /admin/search: what the shop's search understands. A search tried as a shopper would type it
// shows what it was read as (its filters, a correction, what was shown instead, what the results
// say), the first products found and the words of the list it says; below, every word and phrase
// the search knows, by what it does.
import type { Metadata } from "next";
import { Search } from "lucide-react";
import { SearchTrialResult, SearchWordGroups } from "@/components/admin/search-words";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { getDb } from "@/db/client";
import { searchWordGroups, trySearch } from "@/lib/admin/search-words";
import { MAX_SEARCH_LENGTH } from "@/lib/catalog/listing";
import { requireStaff } from "../require-staff";

export const metadata: Metadata = { title: "Search" };

export default async function AdminSearchPage({ searchParams }: PageProps<"/admin/search">) {
  await requireStaff();
  const { q } = await searchParams;
  const text = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, MAX_SEARCH_LENGTH) ?? "";
  const groups = searchWordGroups();
  const trial = text ? await trySearch(await getDb(), text, groups) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Search</h1>
      <form role="search" action="/admin/search" className="space-y-2 rounded-lg border bg-white p-4">
        <label htmlFor="search-trial" className="block text-sm font-medium">
          Try a search as a shopper would type it
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="search-trial"
            name="q"
            defaultValue={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="cheap 30 inch gas range"
            className="min-w-0 flex-1 basis-60"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Try it
          </Button>
        </div>
      </form>
      {trial && <SearchTrialResult trial={trial} />}
      <section aria-labelledby="words-heading" className="space-y-3">
        <h2 id="words-heading" className="text-lg font-semibold">
          Words the search knows
        </h2>
        <p className="text-sm text-muted-foreground">
          Plurals are read as their singulars, dashes and slashes as spaces, and words typed with a letter or two wrong
          as the closest word. A developer changes this list in lib/catalog/search-vocabulary.ts.
        </p>
        <SearchWordGroups groups={groups} />
      </section>
    </div>
  );
}
