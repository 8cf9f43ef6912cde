"use client";

// The CSV import: choose a file, see what it would do (every rejected row and why), then apply
// it; nothing is written until "Apply import", and then all rows or none.
import { useActionState } from "react";
import { FileCheck2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { ImportRowProblem } from "@/lib/admin/products";

export type ImportState =
  | { stage: "idle" }
  | { stage: "error"; message: string }
  | { stage: "applied"; message: string }
  | { stage: "preview"; csv: string; creates: number; updates: number; rejected: ImportRowProblem[] };

type ImportAction = (previous: ImportState, form: FormData) => Promise<ImportState>;

export function ProductImport({ run }: { run: ImportAction }) {
  const [state, action, pending] = useActionState(run, { stage: "idle" });
  return (
    <div className="space-y-4">
      <form action={action} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="import-file">CSV file (the columns of the export)</Label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="block text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-1.5"
          />
        </div>
        <input type="hidden" name="intent" value="preview" />
        <Button type="submit" variant="outline" disabled={pending}>
          <FileCheck2 aria-hidden="true" />
          {pending ? "Checking..." : "Check file"}
        </Button>
      </form>
      {state.stage === "error" && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
          {state.message}
        </p>
      )}
      {state.stage === "applied" && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900">
          {state.message}
        </p>
      )}
      {state.stage === "preview" && (
        <div className="space-y-3 rounded-lg border bg-white p-4" data-testid="import-preview">
          <p>
            {state.creates} new product{state.creates === 1 ? "" : "s"}, {state.updates} update
            {state.updates === 1 ? "" : "s"}, {state.rejected.length} rejected row
            {state.rejected.length === 1 ? "" : "s"}.
          </p>
          {state.rejected.length > 0 ? (
            <>
              <p role="alert" className="text-sm text-red-900">
                Nothing can be imported until every row is right. Fix these rows and check the file again:
              </p>
              <ul className="max-h-96 list-disc space-y-1 overflow-auto pl-6 text-sm">
                {state.rejected.map((row) => (
                  <li key={row.line}>
                    Line {row.line}
                    {row.id ? ` (${row.id})` : ""}: {row.problems.join("; ")}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <form action={action}>
              <input type="hidden" name="intent" value="apply" />
              <textarea name="csv" defaultValue={state.csv} hidden readOnly aria-hidden="true" />
              <Button type="submit" disabled={pending}>
                <Upload aria-hidden="true" />
                {pending ? "Importing..." : "Apply import"}
              </Button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
