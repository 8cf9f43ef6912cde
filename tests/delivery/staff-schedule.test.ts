import { describe, expect, it } from "vitest";
import {
  closedDaysBetween,
  formatDeliveryDate,
  scheduleDateRefusal,
  staffScheduleRange,
  storeToday,
} from "@/lib/delivery/schedule";

// 2026-11-25 04:30 UTC is still the evening of Tuesday, November 24 in Ohio.
const NOW = new Date("2026-11-25T04:30:00Z");

describe("the dates staff may schedule a delivery on", () => {
  it("starts today in the store's time zone and runs 180 days", () => {
    expect(storeToday(NOW)).toBe("2026-11-24");
    expect(staffScheduleRange(NOW)).toEqual({ first: "2026-11-24", last: "2027-05-23" });
  });

  it("refuses a past date, a closed day, a date too far ahead and anything that is not a date", () => {
    expect(scheduleDateRefusal("2026-11-24", NOW)).toBeNull();
    expect(scheduleDateRefusal("2026-11-27", NOW)).toBeNull();
    expect(scheduleDateRefusal("2026-11-23", NOW)).toBe("past");
    expect(scheduleDateRefusal("2020-01-01", NOW)).toBe("past");
    expect(scheduleDateRefusal("2026-11-26", NOW)).toBe("closed"); // Thanksgiving
    expect(scheduleDateRefusal("2026-12-25", NOW)).toBe("closed"); // Christmas
    expect(scheduleDateRefusal("2027-01-01", NOW)).toBe("closed");
    expect(scheduleDateRefusal("2027-05-23", NOW)).toBeNull();
    expect(scheduleDateRefusal("2027-05-24", NOW)).toBe("too_far");
    for (const text of ["", "tomorrow", "2026-02-30", "2026-13-01", "26-12-01"]) {
      expect(scheduleDateRefusal(text, NOW)).toBe("not_a_date");
    }
  });

  it("lists the closed days in a range, as the date field's hint says", () => {
    expect(closedDaysBetween("2026-11-24", "2027-01-31")).toEqual(["2026-11-26", "2026-12-25", "2027-01-01"]);
  });
});

describe("dates as the shop writes them", () => {
  it("adds the year only when it is not the current one", () => {
    expect(formatDeliveryDate("2026-06-03", "2026-11-24")).toBe("Wednesday, June 3");
    expect(formatDeliveryDate("2020-01-01", "2026-11-24")).toBe("Wednesday, January 1, 2020");
    expect(formatDeliveryDate("2027-01-04", "2026-12-30")).toBe("Monday, January 4, 2027");
  });
});
