import { describe, expect, it } from "vitest";
import { formatCents, formatCentsShort } from "@/lib/money";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

// Whole cents from nothing to tens of millions of dollars, both signs, every digit-group boundary.
const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 12_345, 99_999, 100_000, 129_999, 130_000, 1_000_000];
for (let power = 1; power <= 11; power++) amounts.push(10 ** power - 1, 10 ** power, 10 ** power + 1);

describe("money formatting", () => {
  it("writes dollars exactly as en-US currency formatting does", () => {
    for (const cents of [...amounts, ...amounts.map((amount) => -amount).filter((amount) => amount !== 0)]) {
      expect(formatCents(cents), String(cents)).toBe(usd.format(cents / 100));
      const short = cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
      expect(formatCentsShort(cents), String(cents)).toBe(short);
    }
  });

  it("shows the store's usual amounts", () => {
    expect(formatCents(129_999)).toBe("$1,299.99");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCentsShort(130_000)).toBe("$1,300");
    expect(formatCentsShort(129_999)).toBe("$1,299.99");
    expect(formatCents(-2_500)).toBe("-$25.00");
    expect(formatCents(0)).toBe("$0.00");
  });
});
