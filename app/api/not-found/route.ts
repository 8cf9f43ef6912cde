// POST /api/not-found: the 404 page's report of a path no route matched, written to the log.
import { z } from "zod";
import { logNotFound } from "@/lib/not-found-log";

const reportSchema = z.object({ path: z.string().startsWith("/").max(300) });

export async function POST(request: Request) {
  const text = await request.text();
  if (text.length > 1000) return new Response(null, { status: 413 });
  let report;
  try {
    report = reportSchema.safeParse(JSON.parse(text));
  } catch {
    return new Response(null, { status: 400 });
  }
  if (!report.success) return new Response(null, { status: 400 });
  logNotFound(report.data.path);
  return new Response(null, { status: 204 });
}
