// A staff list that is a table at desktop width and stacked rows on a phone, so a 390 px screen
// shows every key column without sideways scrolling: below the md breakpoint the header row is
// left to screen readers and each row becomes a small grid of two columns (a cell's own max-md:
// classes place it, e.g. "max-md:col-span-2"), its cells saying what they are in their own words.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface StackedColumn {
  label: string;
  /** Classes for the header cell at desktop width, e.g. "text-right". */
  className?: string;
}

export function StackedTable({
  columns,
  children,
  empty,
  testId,
}: {
  columns: StackedColumn[];
  children: ReactNode;
  /** Said in place of the rows when there are none. */
  empty: string | null;
  testId?: string;
}) {
  return (
    <div className="overflow-hidden rounded-lg border bg-white">
      <table className="w-full text-sm max-md:block" data-testid={testId}>
        <thead className="border-b bg-slate-50 text-left max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn("p-3 font-medium", column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">{children}</tbody>
      </table>
      {empty && <p className="p-6 text-center text-muted-foreground">{empty}</p>}
    </div>
  );
}

export function StackedRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <tr
      className="border-b last:border-0 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:p-3"
      data-testid={testId}
    >
      {children}
    </tr>
  );
}

export function StackedCell({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  /** Its look at desktop width, and with max-md: classes its place in a stacked row. */
  className?: string;
  testId?: string;
}) {
  return (
    <td className={cn("p-3 align-top max-md:block max-md:p-0", className)} data-testid={testId}>
      {children}
    </td>
  );
}
