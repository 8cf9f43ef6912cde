"use client";

// Step 1: store pickup (free, ready in 2 hours) or home delivery (priced by distance).
import { Store, Truck } from "lucide-react";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { FulfillmentChoice } from "@/lib/checkout/dialog-steps";
import { DELIVERY, PICKUP, STORE_ADDRESS_LINE } from "@/lib/store";
import { cn } from "@/lib/utils";

const OPTIONS = [
  {
    value: "pickup",
    icon: Store,
    title: "Store Pickup",
    detail: `Free. Ready in ${PICKUP.readyInHours} hours at ${STORE_ADDRESS_LINE}.`,
  },
  {
    value: "delivery",
    icon: Truck,
    title: "Home Delivery",
    detail: `Free within ${DELIVERY.freeRadiusMiles} miles, $${DELIVERY.flatFeeCents / 100} up to ${DELIVERY.maxMiles} miles. Haul-away and stair carry available.`,
  },
] as const;

export function MethodStep({
  value,
  onChange,
}: {
  value: FulfillmentChoice;
  onChange: (value: FulfillmentChoice) => void;
}) {
  return (
    <RadioGroup
      value={value}
      onValueChange={(next) => onChange(next as FulfillmentChoice)}
      aria-label="Pickup or delivery"
    >
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          htmlFor={`method-${option.value}`}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60",
            value === option.value && "border-primary bg-primary/5",
          )}
        >
          <RadioGroupItem id={`method-${option.value}`} value={option.value} className="mt-1" />
          <option.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block font-semibold">{option.title}</span>
            <span className="block text-sm text-muted-foreground">{option.detail}</span>
          </span>
        </label>
      ))}
    </RadioGroup>
  );
}
