"use client";

// The listing filters' price range: the two-thumb slider and the two price boxes, applied when
// the slider is let go, on Enter, or when focus leaves both boxes; a correction or a typing
// mistake is said under them.
import { clsx } from "clsx";
import { INPUT_CLASSES } from "@/components/ui/field-classes";
import { PRICE_RANGE } from "@/lib/catalog/listing";
import { PriceSlider } from "./price-slider";
import type { PriceRangeState } from "./use-listing-filters";

const ENDS = {
  min: { name: "minPrice", label: "Minimum price" },
  max: { name: "maxPrice", label: "Maximum price" },
} as const;

/** One end of the price range: applies on Enter (or when focus leaves both fields). */
function PriceInput({ prices, end }: { prices: PriceRangeState; end: keyof typeof ENDS }) {
  return (
    <input
      name={ENDS[end].name}
      type="number"
      inputMode="numeric"
      min={PRICE_RANGE.min}
      max={PRICE_RANGE.max}
      step={PRICE_RANGE.step}
      value={end === "min" ? prices.minText : prices.maxText}
      onChange={(event) => (end === "min" ? prices.setMinText : prices.setMaxText)(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          prices.commitTyped();
        }
      }}
      aria-describedby="price-message"
      aria-label={ENDS[end].label}
      className={clsx(INPUT_CLASSES, "flex-1")}
    />
  );
}

export function PriceRangeFilter({ prices, disabled }: { prices: PriceRangeState; disabled: boolean }) {
  return (
    <fieldset
      className="space-y-3"
      onBlur={(event) => {
        // Typed prices apply when focus leaves the price fields (or on Enter), not between them.
        const next = event.relatedTarget as Node | null;
        if (event.target instanceof HTMLInputElement && (!next || !event.currentTarget.contains(next)))
          prices.commitTyped();
      }}
    >
      <legend className="text-sm font-medium">Price range</legend>
      <PriceSlider
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        value={prices.range}
        onValueChange={prices.slide}
        onValueCommit={([min, max]) => prices.commit(String(min), String(max))}
        labels={["Minimum price slider", "Maximum price slider"]}
        disabled={disabled}
      />
      <div className="flex items-center gap-2">
        <PriceInput prices={prices} end="min" />
        <span className="text-muted-foreground" aria-hidden="true">
          to
        </span>
        <PriceInput prices={prices} end="max" />
      </div>
      <p id="price-message" className="min-h-4 text-xs text-destructive" role="status">
        {prices.message}
      </p>
    </fieldset>
  );
}
