import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { STORE } from "@/lib/store";

describe("pageMetadata", () => {
  it("sets the title, description, canonical path and Open Graph", () => {
    const metadata = pageMetadata({ title: "Warranty", description: "Cover for every unit.", path: "/warranty" });
    expect(metadata.title).toEqual({ absolute: `Warranty | ${STORE.name}` });
    expect(metadata.description).toBe("Cover for every unit.");
    expect(metadata.alternates?.canonical).toBe("/warranty");
    expect(metadata.openGraph).toMatchObject({
      url: "/warranty",
      title: `Warranty | ${STORE.name}`,
      siteName: STORE.name,
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("marks private pages noindex but followable", () => {
    const metadata = pageMetadata({ title: "Saved Items", description: "Saved.", path: "/saved", index: false });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
