import { describe, expect, it } from "vitest";
import { NO_PRODUCTS, NO_VALID_PRODUCTS, parseSocialLink } from "@/lib/cart/social-link";

const parse = (query: string) => parseSocialLink(new URLSearchParams(query));

describe("social checkout links", () => {
  it("reads id:quantity entries, the coupon and the campaign tags", () => {
    const link = parse(
      "products=lg-wm4000hwa:2,samsung-dve45:1&coupon=SPRING10&utm_source=facebook&utm_campaign=spring&fbclid=abc&other=x",
    );
    expect(link.entries).toEqual([
      { productId: "lg-wm4000hwa", quantity: 2 },
      { productId: "samsung-dve45", quantity: 1 },
    ]);
    expect(link).toMatchObject({ coupon: "SPRING10", source: "facebook", error: null, skipped: [] });
    expect(link.tracking).toEqual({ utm_source: "facebook", utm_campaign: "spring", fbclid: "abc" });
  });

  it("skips entries with a missing id or a quantity that is not a positive integer", () => {
    const link = parse("products=a:1,:3,b:0,c:-1,d:1.5,e:two,f,g:2:3, h : 4 ");
    expect(link.entries).toEqual([
      { productId: "a", quantity: 1 },
      { productId: "h", quantity: 4 },
    ]);
    expect(link.skipped).toHaveLength(7);
  });

  it("adds up repeated products and caps the quantity", () => {
    expect(parse("products=a:60,a:60").entries).toEqual([{ productId: "a", quantity: 99 }]);
  });

  it("explains a missing or useless products parameter", () => {
    expect(parse("coupon=X").error).toBe(NO_PRODUCTS);
    expect(parse("products=").error).toBe(NO_PRODUCTS);
    expect(parse("products=a:0,:2").error).toBe(NO_VALID_PRODUCTS);
    expect(parse("products=a:1").source).toBe("Facebook");
  });
});
