import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/(shop)/measurement-guide.pdf/route";
import { MEASUREMENT_GUIDE } from "@/lib/content/measurement-guide";
import { guideLines } from "@/lib/content/measurement-guide-pdf";
import { STORE } from "@/lib/store";

describe("the measurement guide PDF", () => {
  it("holds all four tabs, every checklist item and the store's contacts, from the page's content", () => {
    const text = guideLines().map((line) => line.text);
    for (const tab of MEASUREMENT_GUIDE) {
      expect(text).toContain(tab.title);
      for (const section of tab.sections) for (const item of section.items) expect(text).toContain(item);
    }
    expect(guideLines().filter((line) => line.kind === "check").length).toBeGreaterThan(3);
    expect(text.join("\n")).toContain(STORE.phone);
  });

  it("downloads as a real PDF with a file name", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="appliance-measurement-guide.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(document.getTitle()).toBe("Appliance Measurement Guide");
  });
});
