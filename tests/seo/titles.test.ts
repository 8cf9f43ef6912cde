import { describe, expect, it } from "vitest";
import { fitDescription, pageTitle, productTitle, productType } from "@/lib/seo/titles";

describe("titles for search results", () => {
  it("names condition, brand, type, price and town for a unit", () => {
    expect(
      productTitle({ dealType: "scratch-dent", brand: "Samsung", subcategory: "Washer - Front Load", price: "$629" }),
    ).toBe("Scratch & Dent Samsung Front Load Washer $629, Reynoldsburg");
  });

  it("drops the town, then the variant, to stay within 60 characters", () => {
    const title = productTitle({
      dealType: "scratch-dent",
      brand: "KitchenAid",
      subcategory: "Refrigerator - Side-by-Side",
      price: "$1,899",
    });
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^Scratch & Dent KitchenAid .*\$1,899/);
    expect(productTitle({ dealType: "open-box", brand: "LG", subcategory: "Range - Gas", price: null })).toBe(
      "Open Box LG Gas Range | Reynoldsburg, OH",
    );
  });

  it("reads subtypes the way people search", () => {
    expect(productType("Dishwasher - Built-In")).toBe("Built-In Dishwasher");
    expect(productType("Microwave - Over-the-Range")).toBe("Over-the-Range Microwave");
    expect(productType("Wall Oven")).toBe("Wall Oven");
  });

  it("adds the shop's name to a page title when it fits, else the town, else nothing", () => {
    expect(pageTitle("Warranty")).toBe("Warranty | Reynoldsburg Appliance Outlet");
    expect(pageTitle("Discount Washers: Front Load and Top Load")).toBe(
      "Discount Washers: Front Load and Top Load | Reynoldsburg, OH",
    );
    expect(pageTitle("x".repeat(70))).toHaveLength(60);
  });

  it("keeps descriptions within 160 characters, at a sentence end when it can", () => {
    const text = `${"A sentence that tells something useful about the store. ".repeat(4)}`;
    const fitted = fitDescription(text);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith(".")).toBe(true);
    expect(fitDescription("Short.")).toBe("Short.");
    const product = fitDescription(
      "Front Load Washer by Samsung, model WF45T6000AW: $629.00. Scuff about 3 inches long on the right side panel near the back and a small crease on the top rear corner. Front is perfect.",
    );
    expect(product.startsWith("Front Load Washer by Samsung, model WF45T6000AW: $629.00.")).toBe(true);
    expect(fitDescription(`A 4.5 cu. ft. Front Load Washer. ${"More words here. ".repeat(12)}`)).toMatch(
      /^A 4\.5 cu\. ft\. Front Load Washer\./,
    );
    expect(fitDescription("word ".repeat(60)).length).toBeLessThanOrEqual(160);
  });
});
