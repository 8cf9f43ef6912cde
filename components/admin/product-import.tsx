"use client";

// The CSV import: choose a file, see exactly what it would do, then apply it; nothing is written
// until "Apply import", and then everything the preview showed or, if the shop changed meanwhile,
// nothing and a new preview.
import { useActionState } from "react";
import { FileCheck2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { ImportPreview as Preview } from "@/lib/admin/product-import";
import { ImportPreview } from "./import-preview";

export type ImportState =
  | { stage: "idle" }
  | { stage: "error"; message: string }
  | { stage: "applied"; message: string }
  | { stage: "preview"; csv: string; fileName: string; preview: Preview; changed: boolean };

type ImportAction = (previous: ImportState, form: FormData) => Promise<ImportState>;

export function ProductImport({ run }: { run: ImportAction }) {
  const [state, action, pending] = useActionState(run, { stage: "idle" });
  return (
    <div className="space-y-4">
      <form action={action} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="import-file">CSV file (the columns of the export)</Label>
          <p id="import-file-hint" className="text-xs text-muted-foreground">
            Leave the export&apos;s base column as it is: it tells the import which cells you changed.
          </p>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="import-file-hint"
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
        <ImportPreview
          preview={state.preview}
          csv={state.csv}
          fileName={state.fileName}
          changed={state.changed}
          action={action}
          pending={pending}
        />
      )}
    </div>
  );
}
