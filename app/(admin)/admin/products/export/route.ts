// GET /admin/products/export: the whole catalogue as a CSV download, for signed-in staff only.
import { getDb } from "@/db/client";
import { exportProductsCsv } from "@/lib/admin/products";
import { currentStaff } from "@/lib/admin/session";
import { failure } from "@/lib/http/answer";

export const dynamic = "force-dynamic";

export async function GET() {
  if (!(await currentStaff())) return failure(401, "Sign in to the staff area first");
  const csv = await exportProductsCsv(await getDb());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
