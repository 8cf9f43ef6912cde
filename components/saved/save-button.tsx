"use client";

// The heart button that saves a product in this browser.
import { clsx } from "clsx";
import { toast } from "@/client/toast";
import type { SavedProduct } from "@/lib/saved/saved-item";
import { toggleSaved, useIsSaved } from "@/client/saved-store";
import { useHydrated } from "@/client/use-hydrated";
import type { ReactNode } from "react";

// The heart's own look: the outline icon button's, round and see-through. Written out in full
// (no tailwind-merge on every page); where it sits and its size come from `className`.
const LOOK =
  "z-10 inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full border bg-background/90 text-sm font-medium shadow-xs backdrop-blur transition-[color,background-color,border-color,box-shadow] outline-none hover:bg-accent hover:text-deal focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0";

/**
 * The heart that saves a product for later in this browser, or removes it again. `className`
 * places and sizes it (a position such as `relative` or `absolute`, and a size such as `size-9`);
 * `icon` is the heart, drawn by the caller (on the server where it can be), filled once saved.
 */
export function SaveButton({
  product,
  icon,
  className,
}: {
  product: SavedProduct;
  icon: ReactNode;
  className: string;
}) {
  const saved = useIsSaved(product.id);
  // Until the page is interactive a tap would be lost: the heart shows it is not ready yet.
  const hydrated = useHydrated();
  function toggle() {
    const nowSaved = toggleSaved(product);
    if (nowSaved) toast.success("Saved for later", { description: product.name });
    else toast("Removed from saved items", { description: product.name });
  }
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!hydrated}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from saved items` : `Save ${product.name}`}
      title={saved ? "Remove from saved items" : "Save for later"}
      className={clsx(LOOK, saved && "border-deal/40 text-deal [&_svg]:fill-current", className)}
    >
      {icon}
    </button>
  );
}
