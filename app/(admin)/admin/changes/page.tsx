// /admin/changes: the shop's recent product changes, newest first: staff edits, CSV imports (by
// file), sales, released holds and returns (by order); filtered by source and by account, searched
// by product id or name, a page at a time.
import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { ChangeEntries } from "@/components/admin/change-entries";
import { Pager } from "@/components/admin/pager";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getDb } from "@/db/client";
import { PRODUCT_CHANGE_SOURCES } from "@/db/enums";
import { changeActors, changeListHref, listChanges, readChangeFilters } from "@/lib/admin/change-log";
import { SOURCE_LABELS } from "@/lib/admin/product-change-entries";
import { requireStaff } from "../require-staff";

export const metadata: Metadata = { title: "Changes" };

export default async function AdminChangesPage({ searchParams }: PageProps<"/admin/changes">) {
  await requireStaff();
  const filters = readChangeFilters(await searchParams);
  const db = await getDb();
  const [list, actors] = [await listChanges(db, filters), await changeActors(db)];
  // An account filtered on that the log no longer names stays choosable, so the form shows it.
  const accounts = filters.actor && !actors.includes(filters.actor) ? [filters.actor, ...actors] : actors;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Changes</h1>
      <form action="/admin/changes" className="grid gap-3 rounded-lg border bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="space-y-1 text-sm lg:col-span-2">
          <span className="block font-medium">Product</span>
          <Input name="search" defaultValue={filters.search} placeholder="Product ID or name" />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Source</span>
          <NativeSelect name="source" defaultValue={filters.source} className="w-full min-w-0">
            <option value="">Any</option>
            {PRODUCT_CHANGE_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Account</span>
          <NativeSelect name="actor" defaultValue={filters.actor} className="w-full min-w-0">
            <option value="">Anyone</option>
            {accounts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">
            <Search aria-hidden="true" />
            Show changes
          </Button>
          <Button asChild variant="ghost">
            <Link href="/admin/changes">Clear filters</Link>
          </Button>
        </div>
      </form>
      <p className="text-sm text-muted-foreground" data-testid="change-count">
        {list.total.toLocaleString("en-US")} change{list.total === 1 ? "" : "s"}
      </p>
      {list.rows.length > 0 ? (
        <ChangeEntries entries={list.rows} showProduct />
      ) : (
        <p className="rounded-lg border bg-white p-6 text-center text-muted-foreground">No changes match.</p>
      )}
      <Pager page={list.page} pageCount={list.pageCount} href={(page) => changeListHref(filters, page)} />
    </div>
  );
}
