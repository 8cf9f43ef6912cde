"use client";

// The delivery choices: a preferred date and two-hour window, haul-away of old appliances
// ($50 each, one per unit bought) and stair carry ($50 per flight).
import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { deliveryDates, formatDeliveryDate } from "@/lib/delivery/schedule";
import { formatCents } from "@/lib/money";
import type { DeliveryChoices } from "@/lib/checkout/checkout-draft";
import { DELIVERY, type DeliveryWindowId, DELIVERY_NOTICE } from "@/lib/store";

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function DeliveryOptionsFields({
  idPrefix,
  value,
  onChange,
  unitCount,
}: {
  idPrefix: string;
  value: DeliveryChoices;
  onChange: (value: DeliveryChoices) => void;
  /** Units bought: the most old appliances we haul away. */
  unitCount: number;
}) {
  const [dates] = useState(() => deliveryDates());
  const set = <K extends keyof DeliveryChoices>(key: K, next: DeliveryChoices[K]) =>
    onChange({ ...value, [key]: next });
  const each = formatCents(DELIVERY.haulAwayCentsPerUnit);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Delivery preferences</legend>
      <Choice
        id={`${idPrefix}-date`}
        label="Preferred date"
        value={value.date}
        options={dates.map((date) => ({ value: date, label: formatDeliveryDate(date) }))}
        onChange={(date) => set("date", date)}
      />
      <Choice
        id={`${idPrefix}-window`}
        label="Delivery window"
        value={value.window}
        options={DELIVERY.windows.map((window) => ({ value: window.id, label: window.label }))}
        onChange={(window) => set("window", window as DeliveryWindowId)}
      />
      <Choice
        id={`${idPrefix}-haul-away`}
        label="Haul away old appliances"
        value={String(value.haul_away_units)}
        options={Array.from({ length: unitCount + 1 }, (_, units) => ({
          value: String(units),
          label: units === 0 ? "No, thanks" : `${units} appliance${units === 1 ? "" : "s"} (${each} each)`,
        }))}
        onChange={(units) => set("haul_away_units", Number(units))}
      />
      <Choice
        id={`${idPrefix}-stairs`}
        label="Stairs to carry up or down"
        value={String(value.stair_flights)}
        options={Array.from({ length: DELIVERY.maxStairFlights + 1 }, (_, flights) => ({
          value: String(flights),
          label:
            flights === 0
              ? "No stairs"
              : `${flights} flight${flights === 1 ? "" : "s"} (${formatCents(flights * DELIVERY.stairCarryCentsPerFlight)})`,
        }))}
        onChange={(flights) => set("stair_flights", Number(flights))}
      />
      <p className="text-xs text-muted-foreground sm:col-span-2">{DELIVERY_NOTICE}</p>
    </fieldset>
  );
}
