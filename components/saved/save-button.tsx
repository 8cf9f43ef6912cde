"use client";

// The heart button that saves a product in this browser.
import { Heart } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import type { SavedProduct } from "@/lib/saved/saved-item";
import { toggleSaved, useIsSaved } from "@/client/saved-store";
import { useHydrated } from "@/client/use-hydrated";
import { cn } from "@/lib/utils";

/** The heart that saves a product for later in this browser, or removes it again. */
export function SaveButton({ product, className }: { product: SavedProduct; className?: string }) {
  const saved = useIsSaved(product.id);
  // Until the page is interactive a tap would be lost: the heart shows it is not ready yet.
  const hydrated = useHydrated();
  function toggle() {
    const nowSaved = toggleSaved(product);
    if (nowSaved) toast.success("Saved for later", { description: product.name });
    else toast("Removed from saved items", { description: product.name });
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={toggle}
      disabled={!hydrated}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from saved items` : `Save ${product.name}`}
      title={saved ? "Remove from saved items" : "Save for later"}
      className={cn(
        "relative z-10 rounded-full bg-background/90 backdrop-blur hover:text-deal",
        saved && "border-deal/40 text-deal",
        className,
      )}
    >
      <Heart className={cn("size-5", saved && "fill-current")} aria-hidden="true" />
    </Button>
  );
}
