import { describe, expect, it } from "vitest";
import { DELIVERY_FAQS } from "@/lib/content/delivery-faqs";
import { MEASUREMENT_GUIDE } from "@/lib/content/measurement-guide";

describe("delivery FAQs", () => {
  it("has exactly 20 questions with unique anchors", () => {
    expect(DELIVERY_FAQS).toHaveLength(20);
    expect(new Set(DELIVERY_FAQS.map((faq) => faq.id)).size).toBe(20);
    for (const faq of DELIVERY_FAQS) {
      expect(faq.id).toMatch(/^[a-z0-9-]+$/);
      expect(faq.question.endsWith("?")).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(20);
    }
  });

  it("quotes the store's fees and rules", () => {
    const text = DELIVERY_FAQS.map((faq) => faq.answer).join("\n");
    expect(text).toContain("free within 10 miles");
    expect(text).toContain("flat $45 from 11 to 60 miles");
    expect(text).toContain("10AM-12PM, 12PM-2PM, 2PM-4PM, and 4PM-6PM");
    expect(text).toContain("$50 per unit");
    expect(text).toContain("$50 per flight");
    expect(text).toContain("6 PM Eastern");
    expect(text).toContain("8% sales tax");
    expect(text).not.toMatch(/\$299|\b1[25] miles\b/);
  });
});

describe("measurement guide", () => {
  it("has the four tabs (measuring, connections, preparation, checklist), each with content", () => {
    expect(MEASUREMENT_GUIDE.map((tab) => tab.id)).toEqual(["measuring", "connections", "preparation", "checklist"]);
    for (const tab of MEASUREMENT_GUIDE) {
      expect(tab.sections.length).toBeGreaterThan(0);
      for (const section of tab.sections) expect(section.items.length).toBeGreaterThan(0);
    }
  });
});
