// POST /api/not-found: the 404 page's report of a path no route matched, written to the log.
import { z } from "zod";
import { failure, noContent } from "@/lib/http/answer";
import { logNotFound } from "@/lib/http/not-found-log";
import { readJsonBody } from "@/lib/http/request-body";

const MAX_REPORT_BYTES = 1000;
const reportSchema = z.object({ path: z.string().startsWith("/").max(300) });

export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_REPORT_BYTES);
  if (!body.ok) return failure(body.status, body.error);
  const report = reportSchema.safeParse(body.data);
  if (!report.success) return failure(400, "The report needs the path that was not found");
  logNotFound(report.data.path);
  return noContent();
}
