// Where sign-in goes afterwards: only a path on this site, never another site however it is written.
import { describe, expect, it } from "vitest";
import { afterSignIn, returnPath, signInAddress } from "@/lib/admin/return-path";

describe("the page sign-in returns to", () => {
  it("honours a path on this site, with its query but not a stale notice", () => {
    expect(returnPath("/admin/orders/RAO-1001")).toBe("/admin/orders/RAO-1001");
    expect(returnPath("/admin/orders?status=paid&notice=order-moved")).toBe("/admin/orders?status=paid");
    expect(returnPath("/admin/team/../products")).toBe("/admin/products");
  });

  it("refuses anything a browser could read as another site", () => {
    for (const value of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "admin/orders",
      "",
      "/".padEnd(3000, "a"),
      undefined,
      ["/admin/orders"],
    ]) {
      expect(returnPath(value), String(value)).toBeNull();
    }
  });

  it("carries the path through the sign-in form's address and back", () => {
    expect(signInAddress("/admin/orders?status=paid")).toBe("/admin?next=%2Fadmin%2Forders%3Fstatus%3Dpaid");
    expect(signInAddress("/admin")).toBe("/admin");
    expect(signInAddress(null)).toBe("/admin");
    expect(signInAddress("//evil.example")).toBe("/admin");
    expect(afterSignIn("/admin/orders?status=paid")).toBe("/admin/orders?status=paid");
    expect(afterSignIn("https://evil.example")).toBe("/admin?notice=signed-in");
    expect(afterSignIn(null)).toBe("/admin?notice=signed-in");
  });
});
