import { describe, expect, it } from "vitest";
import { closedHolidayNames, holidayDate, isClosedDay } from "@/lib/delivery/closed-days";
import { deliveryDates, isAcceptableDeliveryDate } from "@/lib/delivery/schedule";
import { CLOSED_DAYS } from "@/lib/store";

describe("the days the store is closed", () => {
  it("knows the observed holidays' dates", () => {
    expect(holidayDate("thanksgiving", 2026)).toBe("2026-11-26");
    expect(holidayDate("thanksgiving", 2027)).toBe("2027-11-25");
    expect(holidayDate("memorial-day", 2026)).toBe("2026-05-25");
    expect(holidayDate("labor-day", 2026)).toBe("2026-09-07");
    expect(holidayDate("christmas", 2026)).toBe("2026-12-25");
    expect(holidayDate("new-years-day", 2027)).toBe("2027-01-01");
    expect(holidayDate("independence-day", 2026)).toBe("2026-07-04");
  });

  it("observes all six by default, and takes single dates and fewer holidays when configured", () => {
    expect(CLOSED_DAYS.holidays).toHaveLength(6);
    expect(isClosedDay("2026-11-26")).toBe(true);
    expect(isClosedDay("2026-11-27")).toBe(false);
    const custom = { holidays: ["christmas"] as const, dates: ["2026-12-24"] };
    expect(isClosedDay("2026-11-26", custom)).toBe(false);
    expect(isClosedDay("2026-12-24", custom)).toBe(true);
    expect(isClosedDay("2026-12-25", custom)).toBe(true);
  });

  it("names the holidays it closes for in the year's order", () => {
    expect(closedHolidayNames()).toEqual([
      "New Year's Day",
      "Memorial Day",
      "Independence Day",
      "Labor Day",
      "Thanksgiving",
      "Christmas Day",
    ]);
    expect(closedHolidayNames({ holidays: ["christmas", "thanksgiving"] })).toEqual(["Thanksgiving", "Christmas Day"]);
    expect(closedHolidayNames({ holidays: [] })).toEqual([]);
  });
});

describe("delivery dates around Thanksgiving", () => {
  // 2026-11-23 is a Monday; 14:00 UTC is 9 AM in Ohio, 23:30 UTC is 6:30 PM (past the cut-off).
  it("never offers a closed day and still offers 14 days", () => {
    const dates = deliveryDates(new Date("2026-11-23T14:00:00Z"));
    expect(dates[0]).toBe("2026-11-24");
    expect(dates).not.toContain("2026-11-26");
    expect(dates).toHaveLength(14);
    expect(dates.at(-1)).toBe("2026-12-08");
  });

  it("after the cut-off the day before a holiday, starts after the holiday", () => {
    expect(deliveryDates(new Date("2026-11-24T23:30:00Z"))[0]).toBe("2026-11-27");
    expect(deliveryDates(new Date("2026-11-25T14:00:00Z"))[0]).toBe("2026-11-27");
  });

  it("the server refuses a closed day and takes the last date offered", () => {
    const now = new Date("2026-11-23T14:00:00Z");
    expect(isAcceptableDeliveryDate("2026-11-26", now)).toBe(false);
    expect(isAcceptableDeliveryDate("2026-11-27", now)).toBe(true);
    expect(isAcceptableDeliveryDate(deliveryDates(new Date("2026-11-23T23:30:00Z")).at(-1)!, now)).toBe(true);
    expect(isAcceptableDeliveryDate("2026-12-25", now)).toBe(false);
  });
});
