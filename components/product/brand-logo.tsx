// A brand's logo, or the house brand's for brands without one.
import { brandLogo } from "@/lib/store";
import { cn } from "@/lib/utils";
import { ArtImage } from "@/components/shared/art-image";

export function BrandLogo({ brand, className }: { brand: string; className?: string }) {
  return (
    <ArtImage
      src={brandLogo(brand)}
      alt={`${brand} logo`}
      width={240}
      height={80}

      className={cn("h-6 w-auto object-contain object-left", className)}
    />
  );
}
