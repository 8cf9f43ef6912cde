// "Get Directions": a route to the showroom in the shopper's map app, wherever a page offers it.
import type { ComponentProps } from "react";
import { Navigation } from "lucide-react";
import { Button } from "@/components/ui/button";
import { STORE_MAP_URL } from "@/lib/store";

export function DirectionsButton({
  size,
  variant,
  icon = false,
}: Pick<ComponentProps<typeof Button>, "size" | "variant"> & { icon?: boolean }) {
  return (
    <Button asChild size={size} variant={variant}>
      <a href={STORE_MAP_URL} target="_blank" rel="noopener">
        {icon && <Navigation aria-hidden="true" />}
        Get Directions
      </a>
    </Button>
  );
}
