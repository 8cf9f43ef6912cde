import { describe, expect, it } from "vitest";
import { nextStep, previousStep, stepNumber, stepPath } from "@/lib/checkout/dialog-steps";

describe("checkout dialog step paths", () => {
  it("Buy Now: pickup goes 1, 2, 4, 5 and delivery 1 to 5", () => {
    expect(stepPath("buy-now", "pickup").map((step) => stepNumber("buy-now", step))).toEqual([1, 2, 4, 5]);
    expect(stepPath("buy-now", "delivery").map((step) => stepNumber("buy-now", step))).toEqual([1, 2, 3, 4, 5]);
  });

  it("the cart: pickup goes 1, 2, 4 and delivery 1 to 4, with no warranty step", () => {
    expect(stepPath("cart", "pickup").map((step) => stepNumber("cart", step))).toEqual([1, 2, 4]);
    expect(stepPath("cart", "delivery")).toEqual(["method", "contact", "address", "summary"]);
  });

  it("Back reverses the path: from the cart's summary to 2 for pickup and 3 for delivery", () => {
    expect(previousStep("cart", "pickup", "summary")).toBe("contact");
    expect(previousStep("cart", "delivery", "summary")).toBe("address");
    expect(previousStep("buy-now", "pickup", "warranty")).toBe("contact");
    expect(previousStep("buy-now", "delivery", "method")).toBeNull();
    expect(nextStep("buy-now", "delivery", "address")).toBe("warranty");
    expect(nextStep("buy-now", "pickup", "summary")).toBeNull();
  });
});
