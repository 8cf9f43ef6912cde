// The category picture tiles linking to each listing.
import Link from "next/link";
import { cn } from "@/lib/utils";
import { ArtImage } from "@/components/shared/art-image";

export interface CategoryTile {
  href: string;
  label: string;
  image: string;
}

/** The category pictures the home and area pages link to their listings with. */
export const CATEGORY_TILES = {
  washer: { href: "/products/washer", label: "Washers", image: "/products/washer-front-load/white-front.svg" },
  dryer: { href: "/products/dryer", label: "Dryers", image: "/products/dryer-electric/white-front.svg" },
  dishwasher: { href: "/products/dishwasher", label: "Dishwashers", image: "/products/dishwasher/stainless-front.svg" },
  refrigerator: {
    href: "/products/refrigerator",
    label: "Refrigerators",
    image: "/products/fridge-french-door/stainless-front.svg",
  },
  stove: { href: "/products/stove", label: "Ranges & Stoves", image: "/products/range-gas/stainless-front.svg" },
} satisfies Record<string, CategoryTile>;

/** A row of category tiles: picture and name, each linking to its listing. */
export function CategoryTiles({
  tiles,
  headingLevel = 3,
  className,
}: {
  tiles: readonly CategoryTile[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={cn("grid grid-cols-2 gap-4", tiles.length === 5 ? "md:grid-cols-5" : "md:grid-cols-4", className)}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link
            href={tile.href}
            className="group flex h-full flex-col items-center rounded-2xl border bg-card p-4 text-center shadow-sm transition hover:border-primary hover:shadow-md"
          >
            <ArtImage
              src={tile.image}
              alt=""
              width={200}
              height={200}
              className="size-28 object-contain transition group-hover:scale-105 sm:size-32"
            />
            <Heading className="mt-3 font-semibold group-hover:text-primary">{tile.label}</Heading>
          </Link>
        </li>
      ))}
    </ul>
  );
}
