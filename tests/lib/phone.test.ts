import { describe, expect, it } from "vitest";
import { formatPhone, telHref, usPhoneE164 } from "@/lib/phone";

describe("US phone numbers", () => {
  it.each([
    "6145550142",
    "614-555-0142",
    "(614) 555-0142",
    "(614)555-0142",
    "614.555.0142",
    "614 555 0142",
    "614/555-0142",
    "  614-555-0142  ",
    "1 614 555 0142",
    "1-614-555-0142",
    "16145550142",
    "+16145550142",
    "+1 (614) 555-0142",
    "+1-614-555-0142",
  ])("reads %j as +16145550142", (typed) => {
    expect(usPhoneE164(typed)).toBe("+16145550142");
  });

  it("takes any area code and exchange starting with 2 to 9", () => {
    expect(usPhoneE164("212 200 0000")).toBe("+12122000000");
    expect(usPhoneE164("999-999-9999")).toBe("+19999999999");
  });

  it.each([
    ["too few digits", "614-555-014"],
    ["too many digits", "614-555-01420"],
    ["eleven digits not starting with 1", "26145550142"],
    ["an area code starting with 0", "014-555-0142"],
    ["an area code starting with 1", "114-555-0142"],
    ["an exchange starting with 0", "614-055-0142"],
    ["an exchange starting with 1", "614-155-0142"],
    ["the country code 1 alone before a bad area code", "1 114 555 0142"],
    ["another country's code", "+44 20 7123 4567"],
    ["a + without the country code", "+6145550142"],
    ["a + in the middle", "614+555-0142"],
    ["two pluses", "++16145550142"],
    ["letters", "614-555-CALL"],
    ["an extension", "614-555-0142 x12"],
    ["nothing", ""],
    ["blanks", "   "],
    ["punctuation without end", `614${"-".repeat(40)}5550142`],
  ])("refuses %s (%j)", (_, typed) => {
    expect(usPhoneE164(typed)).toBeNull();
  });

  it("shows a US number the American way, and anything else as stored", () => {
    expect(formatPhone("+16145550142")).toBe("(614) 555-0142");
    expect(formatPhone("614.555.0142")).toBe("(614) 555-0142");
    expect(formatPhone("+442071234567")).toBe("+442071234567");
  });

  it("links a number for calling", () => {
    expect(telHref("+16145550142")).toBe("tel:+16145550142");
    expect(telHref("(614) 555-0142")).toBe("tel:+16145550142");
    expect(telHref("+44 20 7123 4567")).toBe("tel:+442071234567");
  });
});
