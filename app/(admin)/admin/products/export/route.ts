// GET /admin/products/export: the whole catalogue as a CSV download, for signed-in staff only,
// streamed as it is read.
import { getDb } from "@/db/client";
import { productCsvLines } from "@/lib/admin/product-csv";
import { currentStaff } from "@/lib/admin/session";
import { failure } from "@/lib/http/answer";
import { textStream } from "@/lib/text-stream";

export const dynamic = "force-dynamic";

export async function GET() {
  if (!(await currentStaff())) return failure(401, "Sign in to the staff area first");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(textStream(productCsvLines(await getDb())), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
