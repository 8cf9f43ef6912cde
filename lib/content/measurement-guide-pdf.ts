// The measurement guide as a PDF to download and print: the same four tabs (with the checklist)
// and the store's contacts, laid out on US Letter pages with the PDF's standard fonts, so nothing
// is fetched and the text is the page's own content module.
import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { MEASUREMENT_GUIDE } from "./measurement-guide";
import { HOURS, STORE, STORE_ADDRESS_LINE } from "@/lib/store";

/** One line of the document: its kind decides the font, size and spacing. */
export type GuideLine =
  { kind: "title" | "tab" | "heading" | "text"; text: string } | { kind: "item" | "check"; text: string };

/** The document's content, in reading order. */
export function guideLines(): GuideLine[] {
  const lines: GuideLine[] = [{ kind: "title", text: `${STORE.name}: Appliance Measurement Guide` }];
  for (const tab of MEASUREMENT_GUIDE) {
    lines.push({ kind: "tab", text: tab.title }, { kind: "text", text: tab.intro });
    for (const section of tab.sections) {
      lines.push({ kind: "heading", text: section.heading });
      if (section.intro) lines.push({ kind: "text", text: section.intro });
      for (const item of section.items) lines.push({ kind: tab.id === "checklist" ? "check" : "item", text: item });
    }
  }
  lines.push(
    { kind: "tab", text: "Questions? We are here to help" },
    { kind: "text", text: `${STORE.name}, ${STORE_ADDRESS_LINE}` },
    { kind: "text", text: `Phone ${STORE.phone} · ${STORE.email} · Open ${HOURS.summary}` },
  );
  return lines;
}

const PAGE = { width: 612, height: 792, margin: 54 };
const STYLE = {
  title: { size: 20, gapBefore: 0, gapAfter: 10, bold: true },
  tab: { size: 15, gapBefore: 16, gapAfter: 6, bold: true },
  heading: { size: 11.5, gapBefore: 8, gapAfter: 3, bold: true },
  text: { size: 10.5, gapBefore: 0, gapAfter: 4, bold: false },
  item: { size: 10.5, gapBefore: 0, gapAfter: 3, bold: false },
  check: { size: 10.5, gapBefore: 0, gapAfter: 5, bold: false },
} as const;
const MARKS = { item: "•", check: "[  ]" } as const;

/** Characters the standard fonts cannot draw, replaced by ones they can. */
function drawable(text: string, font: PDFFont): string {
  return [...text.replace(/≥/g, ">=").replace(/≤/g, "<=").replace(/×/g, "x")]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export async function measurementGuidePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle("Appliance Measurement Guide");
  document.setAuthor(STORE.name);
  document.setSubject("How to measure for a new appliance, connections, delivery preparation and a checklist");
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  for (const line of guideLines()) {
    const style = STYLE[line.kind];
    const font = style.bold ? bold : regular;
    const indent = line.kind === "item" || line.kind === "check" ? 18 : 0;
    const rows = wrap(drawable(line.text, font), font, style.size, PAGE.width - 2 * PAGE.margin - indent);
    const leading = style.size * 1.35;
    // A heading never ends a page alone.
    const needed = style.gapBefore + leading * (line.kind === "tab" || line.kind === "heading" ? 3 : rows.length);
    if (y - needed < PAGE.margin) newPage();
    else y -= style.gapBefore;
    if (line.kind === "item" || line.kind === "check") {
      page.drawText(MARKS[line.kind], { x: PAGE.margin, y: y - style.size, size: style.size, font: regular });
    }
    for (const row of rows) {
      if (y - leading < PAGE.margin) newPage();
      page.drawText(row, {
        x: PAGE.margin + indent,
        y: y - style.size,
        size: style.size,
        font,
        color: line.kind === "title" || line.kind === "tab" ? rgb(0.11, 0.31, 0.85) : rgb(0.1, 0.1, 0.12),
      });
      y -= leading;
    }
    y -= style.gapAfter;
  }
  const pages = document.getPages();
  pages.forEach((each, index) => {
    each.drawText(`${STORE.name} · ${STORE.phone} · Page ${index + 1} of ${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.45),
    });
  });
  return document.save();
}
