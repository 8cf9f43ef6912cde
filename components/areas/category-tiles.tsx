import Image from "next/image";
import Link from "next/link";

export const AREA_CATEGORY_TILES = [
  { href: "/products/refrigerator", label: "Refrigerators", image: "/products/fridge-french-door/stainless-front.svg" },
  { href: "/products/washer", label: "Washers", image: "/products/washer-front-load/white-front.svg" },
  { href: "/products/dishwasher", label: "Dishwashers", image: "/products/dishwasher/stainless-front.svg" },
  { href: "/products/stove", label: "Ranges & Stoves", image: "/products/range-gas/stainless-front.svg" },
] as const;

/** The four category tiles of the local area pages, styled like the home page's categories. */
export function CategoryTiles({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {AREA_CATEGORY_TILES.map((tile) => (
        <li key={tile.href}>
          <Link
            href={tile.href}
            className="group flex h-full flex-col items-center rounded-2xl border bg-card p-4 text-center shadow-sm transition hover:border-primary hover:shadow-md"
          >
            <Image
              src={tile.image}
              alt=""
              width={200}
              height={200}
              unoptimized
              className="size-28 object-contain transition group-hover:scale-105 sm:size-32"
            />
            <Heading className="mt-3 font-semibold group-hover:text-primary">{tile.label}</Heading>
          </Link>
        </li>
      ))}
    </ul>
  );
}
