// PlainButton adds the Button's classes up without tailwind-merge: for every variant and size it
// may use, nothing may be left for tailwind-merge to drop, or the two would look different.
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button-variants";

const VARIANTS = ["default", "deal", "outline", "primaryOutline", "onDark", "secondary", "ghost", "link"] as const;
const SIZES = ["default", "sm", "lg", "icon", "icon-sm", "icon-lg"] as const;

describe("button variants", () => {
  for (const variant of VARIANTS) {
    for (const size of SIZES) {
      it(`${variant} ${size} needs no merging`, () => {
        const plain = buttonVariants({ variant, size });
        expect(twMerge(clsx(plain)).split(" ").sort()).toEqual(plain.split(" ").sort());
      });
    }
  }
});
