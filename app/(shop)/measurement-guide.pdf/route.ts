// GET /measurement-guide.pdf: the measurement guide as a PDF download, drawn once from the page's
// own content module and then served from the cache.
import { measurementGuidePdf } from "@/lib/content/measurement-guide-pdf";

export const dynamic = "force-static";

export async function GET() {
  const bytes = await measurementGuidePdf();
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="appliance-measurement-guide.pdf"',
      "cache-control": "public, max-age=86400",
    },
  });
}
