// A styled native select (works before JavaScript, unlike the Radix one).
import * as React from "react";
import { clsx } from "clsx";

/**
 * A styled native <select>: works in plain GET forms before JavaScript, and on every phone. Its
 * `className` is added with clsx, not merged (no tailwind-merge in the first load of the pages
 * that use it): it may size and place the select, not restate its border, colours or text.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={clsx(
        "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
