// The search's vocabulary for staff: each group of entries (what shoppers type, and what the
// search does with it) folded away under its title, and a search tried as shoppers would type it.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { SearchTrial, SearchWordEntry, SearchWordGroup } from "@/lib/admin/search-words";

function Words({ entry }: { entry: SearchWordEntry }) {
  return (
    <>
      <span>{entry.says.join(", ")}</span>
      {entry.misspelled.length > 0 && (
        <span className="text-muted-foreground"> (also as typed: {entry.misspelled.join(", ")})</span>
      )}
    </>
  );
}

function EntryTable({ entries, caption }: { entries: readonly SearchWordEntry[]; caption: string }) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="w-1/2 py-2 pr-3 font-medium">
            Shoppers type
          </th>
          <th scope="col" className="py-2 font-medium">
            The search
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.says.join("|")} className="border-b align-top last:border-0" data-testid="search-word">
            <td className="py-2 pr-3 break-words">
              <Words entry={entry} />
            </td>
            <td className="py-2 break-words">{entry.means}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SearchWordGroups({ groups }: { groups: readonly SearchWordGroup[] }) {
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <details key={group.id} className="rounded-lg border bg-white" data-testid="search-word-group">
          <summary className="cursor-pointer px-4 py-3 font-medium">
            {group.title} <span className="font-normal text-muted-foreground">({group.entries.length})</span>
          </summary>
          <div className="border-t px-4 py-3">
            <p className="mb-2 text-sm text-muted-foreground">{group.about}</p>
            <EntryTable entries={group.entries} caption={group.title} />
          </div>
        </details>
      ))}
    </div>
  );
}

export function SearchTrialResult({ trial }: { trial: SearchTrial }) {
  const listing = `/products?search=${encodeURIComponent(trial.text)}`;
  return (
    <section aria-labelledby="trial-heading" className="space-y-4 rounded-lg border bg-white p-4">
      <h2 id="trial-heading" className="text-lg font-semibold">
        “{trial.text}”: {trial.total.toLocaleString("en-US")} product{trial.total === 1 ? "" : "s"}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium">Read as</dt>
        <dd data-testid="trial-chips" className="flex flex-wrap gap-1.5">
          {trial.chips.length > 0
            ? trial.chips.map((chip) => (
                <Badge key={chip} variant="secondary">
                  {chip}
                </Badge>
              ))
            : "Words only, no filter"}
        </dd>
        {trial.didYouMean && (
          <>
            <dt className="font-medium">Corrected to</dt>
            <dd>{trial.didYouMean}</dd>
          </>
        )}
        {trial.instead && (
          <>
            <dt className="font-medium">Nothing had all of it; shown</dt>
            <dd>{trial.instead}</dd>
          </>
        )}
        {trial.notes.length > 0 && (
          <>
            <dt className="font-medium">The results say</dt>
            <dd>
              <ul className="list-disc space-y-1 pl-5">
                {trial.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {trial.products.length > 0 && (
        <ol className="list-decimal space-y-1 pl-6 text-sm" data-testid="trial-products">
          {trial.products.map((product) => (
            <li key={product.id}>
              <Link href={`/admin/products/${product.id}`} className="text-primary underline-offset-2 hover:underline">
                {product.name}
              </Link>{" "}
              <span className="text-muted-foreground">
                {product.price}
                {product.inStock ? "" : ", sold out"}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm">
        <Link href={listing} className="text-primary underline-offset-2 hover:underline">
          See it as shoppers do
        </Link>
      </p>
      {trial.said.length > 0 && (
        <div>
          <h3 className="mb-1 text-base font-semibold">Words of the list below in it</h3>
          <EntryTable entries={trial.said.map((item) => item.entry)} caption="Words of the list in the search" />
        </div>
      )}
    </section>
  );
}
