// The order page's return form: per line the units coming back (up to what is left to return) and
// whether they go back in stock or are damaged, the delivery charges when the shop gives them back,
// and a reason; or, as a second form, an amount of money only (a goodwill refund). Both are plain
// GET forms to the order page, whose server-rendered review shows the amount before anything
// happens, so they work without JavaScript and keep what was typed when the review refuses.
import { Undo2, Banknote } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { RefundForm, RefundPanel } from "@/lib/admin/refunds";
import { formatCents } from "@/lib/money";

const orderPageHref = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      id="refund-review"
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      {message}
    </p>
  );
}

function ReasonField({ form, mode }: { form: RefundForm; mode: RefundForm["mode"] }) {
  const id = `${mode}-reason`;
  return (
    <label className="block space-y-1 text-sm" htmlFor={id}>
      <span className="block font-medium">Reason (kept in the history)</span>
      <Input
        id={id}
        name="reason"
        maxLength={300}
        defaultValue={form.mode === mode ? form.reason : ""}
        placeholder="e.g. Dent on the door, customer changed their mind"
      />
    </label>
  );
}

export function ReturnForm({
  orderId,
  panel,
  form,
  message,
}: {
  orderId: string;
  panel: RefundPanel;
  form: RefundForm;
  /** Why the last review refused the return form, shown above it. */
  message: string | null;
}) {
  const returning = panel.position.kind === "return" && panel.lines.some((line) => line.returnable > 0);
  const deliveryOffered = panel.position.deliveryRefundable;
  return (
    <div className="space-y-6">
      {(returning || deliveryOffered) && (
        <form
          method="get"
          action={`${orderPageHref(orderId)}#refund-review`}
          className="space-y-4"
          data-testid="return-form"
        >
          <input type="hidden" name="refund" value="review" />
          <input type="hidden" name="mode" value="return" />
          <h3 className="font-semibold">Record a return</h3>
          <Refusal message={form.mode === "return" ? message : null} />
          <ul className="divide-y rounded-md border">
            {panel.lines.map((line) => (
              <li
                key={line.productId}
                className="grid grid-cols-[auto_1fr] items-end gap-3 p-3 sm:grid-cols-[1fr_auto_auto]"
              >
                <div className="col-span-2 min-w-0 text-sm sm:col-span-1">
                  <p className="font-medium leading-snug">{line.name}</p>
                  <p className="text-xs text-muted-foreground">
                    Bought {line.bought} × {formatCents(line.unitPriceCents)}
                    {line.warrantyUnitCents > 0 && ` + ${formatCents(line.warrantyUnitCents)} warranty`}
                    {line.returned > 0 && ` · ${line.returned} returned`}
                  </p>
                </div>
                {line.returnable > 0 ? (
                  <>
                    <label className="space-y-1 text-sm">
                      <span className="block">Units (of {line.returnable})</span>
                      <Input
                        name={`units.${line.productId}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={line.returnable}
                        defaultValue={form.units[line.productId] ?? "0"}
                        className="w-20"
                        aria-label={`Units of ${line.name} coming back`}
                      />
                    </label>
                    <label className="space-y-1 text-sm">
                      <span className="block">Condition</span>
                      <NativeSelect
                        name={`stock.${line.productId}`}
                        defaultValue={form.damaged.includes(line.productId) ? "damaged" : "back"}
                        className="w-full sm:w-auto"
                        aria-label={`Condition of the returned ${line.name}`}
                      >
                        <option value="back">Back in stock</option>
                        <option value="damaged">Damaged (kept out)</option>
                      </NativeSelect>
                    </label>
                  </>
                ) : (
                  <p className="col-span-2 text-sm text-muted-foreground">Every unit came back</p>
                )}
              </li>
            ))}
          </ul>
          {deliveryOffered && (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="delivery"
                value="yes"
                defaultChecked={form.delivery}
                className="mt-0.5 size-4"
              />
              <span>
                Also refund the delivery charges ({formatCents(panel.position.deliveryChargesCents)}: delivery fee,
                haul-away and stair carry), when the shop chooses to
              </span>
            </label>
          )}
          <ReasonField form={form} mode="return" />
          <Button type="submit">
            <Undo2 aria-hidden="true" />
            Review the refund
          </Button>
        </form>
      )}
      <form
        method="get"
        action={`${orderPageHref(orderId)}#refund-review`}
        className="space-y-4 border-t pt-4 first:border-t-0 first:pt-0"
        data-testid="money-refund-form"
      >
        <input type="hidden" name="refund" value="review" />
        <input type="hidden" name="mode" value="money" />
        <h3 className="font-semibold">Refund money only</h3>
        <p className="text-sm text-muted-foreground">
          No units come back: a goodwill refund, tax included, up to {formatCents(panel.position.leftCents)}.
          {panel.limitCents !== null &&
            ` Staff accounts refund up to ${formatCents(panel.limitCents)} on one order, all their refunds together (${formatCents(Math.max(0, panel.limitCents - panel.position.byStaffCents))} left on this one); the owner, more.`}
        </p>
        <Refusal message={form.mode === "money" ? message : null} />
        <label className="block max-w-48 space-y-1 text-sm">
          <span className="block font-medium">Amount ($)</span>
          <Input
            name="amount"
            inputMode="decimal"
            required
            defaultValue={form.mode === "money" ? form.amount : ""}
            placeholder="25.00"
          />
        </label>
        <ReasonField form={form} mode="money" />
        <Button type="submit" variant="outline">
          <Banknote aria-hidden="true" />
          Review the refund
        </Button>
      </form>
    </div>
  );
}
