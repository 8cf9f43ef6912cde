import { describe, expect, it } from "vitest";
import {
  capitalize,
  formatBasisPoints,
  formatClock,
  formatFileSize,
  formatList,
  formatMiles,
  formatRange,
} from "@/lib/format-text";

describe("text formatters", () => {
  it("formats ranges", () => {
    expect(formatRange([0, 1])).toBe("0-1");
    expect(formatRange([3, 7])).toBe("3-7");
    expect(formatRange([2, 2])).toBe("2");
  });

  it("joins lists the US way", () => {
    expect(formatList(["Visa"])).toBe("Visa");
    expect(formatList(["Visa", "Discover"])).toBe("Visa and Discover");
    expect(formatList(["Visa", "Mastercard", "Discover"])).toBe("Visa, Mastercard, and Discover");
  });

  it("says mile or miles", () => {
    expect(formatMiles(1)).toBe("1 mile");
    expect(formatMiles(16)).toBe("16 miles");
  });

  it("formats basis points as a percent", () => {
    expect(formatBasisPoints(800)).toBe("8%");
    expect(formatBasisPoints(775)).toBe("7.75%");
    expect(formatBasisPoints(750)).toBe("7.5%");
  });

  it("writes 24-hour times the way the store's hours read", () => {
    expect(formatClock("10:00")).toBe("10AM");
    expect(formatClock("18:00")).toBe("6PM");
    expect(formatClock("12:00")).toBe("12PM");
    expect(formatClock("00:00")).toBe("12AM");
    expect(formatClock("17:30")).toBe("5:30PM");
  });

  it("writes file sizes in KB below a megabyte, else in MB", () => {
    expect(formatFileSize(27022)).toBe("27 KB");
    expect(formatFileSize(1)).toBe("1 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });

  it("capitalizes the first letter of a claim", () => {
    expect(capitalize("up to 60% off")).toBe("Up to 60% off");
    expect(capitalize("")).toBe("");
  });
});
