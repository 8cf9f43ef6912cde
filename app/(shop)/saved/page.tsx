// /saved: the products saved in this browser.
import { Heart } from "lucide-react";
import { PageHero } from "@/components/content/page-hero";
import { SavedItems } from "@/components/saved/saved-items";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Saved Items",
  description: "The appliances you saved for later in this browser.",
  path: "/saved",
  index: false,
});

export default function SavedPage() {
  return (
    <>
      <PageHero
        crumbs={[
          { name: "Home", href: "/" },
          { name: "Saved Items", href: "/saved" },
        ]}
        eyebrow="Saved for later"
        icon={Heart}
        title="Saved Items"
        lead="Appliances you saved with the heart button, kept in this browser."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="max-w-4xl">
          <SavedItems />
        </div>
      </div>
    </>
  );
}
