import { describe, expect, it } from "vitest";
import { DELIVERY_SCHEDULE, PAYMENT, RETURNS, SUPPORT } from "@/lib/store";

describe("store facts for the policy pages ", () => {
  it("states the delivery timings and notices", () => {
    expect(DELIVERY_SCHEDULE).toMatchObject({
      processingBusinessDays: [0, 1],
      transitDays: [1, 2],
      inStockBusinessDays: [1, 2],
      specialOrderBusinessDays: [3, 7],
      reconditionedExtraDays: [1, 3],
      orderCutoff: "6 PM Eastern",
      callAheadHours: 24,
      courtesyCallMinutes: 30,
      freeRescheduleNoticeHours: 24,
      reportIssuesWithinHours: 24,
    });
  });

  it("refunds to the original payment method; defects within 3 business days", () => {
    expect(RETURNS.refundTo).toBe("the original payment method");
    expect(RETURNS.defectReportBusinessDays).toBe(3);
    expect(RETURNS.freeReturnLabel).toBe(true);
  });

  it("takes the five card brands in USD", () => {
    expect(PAYMENT.currency).toBe("USD");
    expect(PAYMENT.cards).toEqual(["Visa", "Mastercard", "American Express", "Discover", "Diners Club"]);
  });

  it("answers e-mail within 24 hours and protects children under 13", () => {
    expect(SUPPORT).toEqual({ emailReplyHours: 24, privacyMinimumAge: 13 });
  });
});
