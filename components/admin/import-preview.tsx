// What a checked CSV file would do, before anything is written: the counts, the rule the import
// follows, every conflict (with a box to take the file's values), every update field by field
// (shop → file), the new products, and the Apply form that carries the file and the plan.
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ImportPlan } from "@/lib/admin/import-plan";
import type { ImportPreview as Preview } from "@/lib/admin/product-import";
import { ChangedRows } from "./import-changes";

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The rule the import follows, as staff read it before applying. */
function ImportRule({ hasBase }: { hasBase: boolean }) {
  if (hasBase) {
    return (
      <p className="text-sm text-muted-foreground">
        Only the cells you changed in the file are written; a cell you left as exported never overwrites the shop, so
        stock sold since the export stays sold. When a cell you changed was also changed in the shop since the export (a
        sale, another edit), its product is a conflict: it stays as the shop has it unless you tick it to use the
        file&apos;s values.
      </p>
    );
  }
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      This file has no <span className="font-mono">base</span> column (it was exported before the export recorded one,
      or made by hand), so the import cannot tell your edits from changes made in the shop since. Every cell that
      differs from the shop is taken as your edit, except stock: a stock that differs is a conflict and stays as it is
      in the shop unless you tick the row, so a sale made since the export is never undone.
    </p>
  );
}

function Creates({ rows }: { rows: ImportPlan["creates"] }) {
  return (
    <section className="space-y-2" aria-labelledby="import-creates">
      <h3 id="import-creates" className="font-semibold">
        New products
      </h3>
      <ul className="max-h-64 list-disc space-y-1 overflow-auto pl-6 text-sm">
        {rows.map((row) => (
          <li key={row.id}>
            {row.name} <span className="font-mono text-xs text-muted-foreground">{row.id}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ImportPreview({
  preview,
  csv,
  fileName,
  changed,
  action,
  pending,
}: {
  preview: Preview;
  csv: string;
  /** The checked file's name, which the change log names the import by. */
  fileName: string;
  /** The catalogue changed between the last preview and Apply: this is the new one. */
  changed: boolean;
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const { plan } = preview;
  return (
    <div className="space-y-4 rounded-lg border bg-white p-4" data-testid="import-preview">
      {changed && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          The shop changed since you checked this file (a sale or another edit), so nothing was written. This is the new
          preview: check it and apply again.
        </p>
      )}
      <p className="font-medium" data-testid="import-counts">
        {count(plan.creates.length, "new product")}, {count(plan.updates.length, "update")},{" "}
        {count(plan.conflicts.length, "conflict")}, {count(plan.unchanged, "unchanged row")},{" "}
        {count(plan.rejected.length, "rejected row")}.
      </p>
      <ImportRule hasBase={preview.hasBase} />
      {plan.rejected.length > 0 ? (
        <>
          <p role="alert" className="text-sm text-red-900">
            Nothing can be imported until every row is right. Fix these rows and check the file again:
          </p>
          <ul className="max-h-96 list-disc space-y-1 overflow-auto pl-6 text-sm">
            {plan.rejected.map((row) => (
              <li key={row.line}>
                Line {row.line}
                {row.id ? ` (${row.id})` : ""}: {row.problems.join("; ")}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form action={action} className="space-y-4" key={preview.fingerprint}>
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="plan" value={preview.fingerprint} />
          <textarea name="csv" defaultValue={csv} hidden readOnly aria-hidden="true" />
          <input type="hidden" name="fileName" value={fileName} />
          {plan.conflicts.length > 0 && (
            <ChangedRows
              id="import-conflicts"
              title={
                preview.hasBase
                  ? "Conflicts: changed in the shop since the export"
                  : "Conflicts: stock a sale may have changed since the export"
              }
              hint="Left as they are in the shop. Tick a product to write your file's values over the shop's."
              rows={plan.conflicts}
              choose
              conflictLabel={preview.hasBase ? "changed in the shop too" : "may have changed in the shop"}
            />
          )}
          {plan.updates.length > 0 && (
            <ChangedRows id="import-updates" title="Updates" rows={plan.updates} choose={false} />
          )}
          {plan.creates.length > 0 && <Creates rows={plan.creates} />}
          <Button type="submit" disabled={pending}>
            <Upload aria-hidden="true" />
            {pending ? "Importing..." : "Apply import"}
          </Button>
        </form>
      )}
    </div>
  );
}
