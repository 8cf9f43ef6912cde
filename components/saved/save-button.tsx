"use client";

// The heart button that saves a product in this browser.
import { clsx } from "clsx";
import { toast } from "@/client/toast";
import type { SavedProduct } from "@/lib/saved/saved-item";
import { toggleSaved, useIsSaved } from "@/client/saved-store";
import { useHydrated } from "@/client/use-hydrated";
import type { ReactNode } from "react";

/**
 * The heart that saves a product for later in this browser, or removes it again. Its look is the
 * `btn` component class with `heart-button` (app/globals.css): the outline icon button's, round
 * and see-through, with the focus border colour as a utility to win over the saved heart's border.
 * `className` places and sizes it (a position such as `relative` or `absolute`, and a size such as
 * `size-9`); `icon` is the heart, drawn by the caller (on the server where it can be), filled once
 * saved.
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
      className={clsx(
        "btn heart-button focus-visible:border-ring",
        saved && "border-deal/40 text-deal [&_svg]:fill-current",
        className,
      )}
    >
      {icon}
    </button>
  );
}
