"use client";

// The price range's two-thumb slider: two native range inputs over one track, so arrow keys,
// Page Up/Down, Home/End, dragging and screen readers all work as they do on any range input.
import { useEffect, useRef } from "react";
import { formatCentsShort } from "@/lib/money";

const THUMB =
  "pointer-events-none absolute inset-0 h-full w-full cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-not-allowed " +
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-shadow hover:[&::-webkit-slider-thumb]:ring-4 hover:[&::-webkit-slider-thumb]:ring-ring/50 focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-ring/50 " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow-sm focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-ring/50";

/**
 * `value` is [min, max]; the thumbs never cross. `onValueChange` follows every move (to show the
 * numbers), `onValueCommit` the end of a drag or each key press (to apply the range).
 */
export function PriceSlider({
  min,
  max,
  step,
  value,
  onValueChange,
  onValueCommit,
  labels,
  disabled = false,
}: {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  onValueCommit: (value: [number, number]) => void;
  labels: [string, string];
  disabled?: boolean;
}) {
  const low = useRef<HTMLInputElement>(null);
  const high = useRef<HTMLInputElement>(null);
  const commit = useRef(onValueCommit);
  useEffect(() => {
    commit.current = onValueCommit;
  });
  useEffect(() => {
    // React's onChange follows every move; the browser's own change event marks the end of one.
    const inputs = [low.current, high.current].filter((input) => input !== null);
    const onCommit = () => commit.current([Number(low.current?.value ?? min), Number(high.current?.value ?? max)]);
    for (const input of inputs) input.addEventListener("change", onCommit);
    return () => {
      for (const input of inputs) input.removeEventListener("change", onCommit);
    };
  }, [min, max]);

  const percent = (amount: number) => ((amount - min) / (max - min)) * 100;
  const [from, to] = value;
  return (
    <div className={disabled ? "relative h-5 opacity-50" : "relative h-5"} data-slot="price-slider">
      {/* The track spans the thumbs' centres, half a thumb in from each side. */}
      <div className="absolute inset-x-2 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-muted" aria-hidden="true">
        <div
          className="absolute h-full rounded-full bg-primary"
          style={{ left: `${percent(from)}%`, right: `${100 - percent(to)}%` }}
        />
      </div>
      {[
        // At the top end the low thumb must be the one on top, or it could not be dragged back.
        {
          ref: low,
          amount: from,
          label: labels[0],
          onTop: from >= max - step,
          move: (amount: number): [number, number] => [Math.min(amount, to), to],
        },
        {
          ref: high,
          amount: to,
          label: labels[1],
          onTop: false,
          move: (amount: number): [number, number] => [from, Math.max(amount, from)],
        },
      ].map((thumb) => (
        <input
          key={thumb.label}
          ref={thumb.ref}
          type="range"
          min={min}
          max={max}
          step={step}
          value={thumb.amount}
          disabled={disabled}
          aria-label={thumb.label}
          aria-valuetext={formatCentsShort(thumb.amount * 100)}
          onChange={(event) => onValueChange(thumb.move(Number(event.target.value)))}
          className={thumb.onTop ? `${THUMB} z-10` : THUMB}
        />
      ))}
    </div>
  );
}
