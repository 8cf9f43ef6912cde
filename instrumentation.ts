// Runs once when the server process starts: opens, migrates and seeds the database so a bad
// DATABASE_URL or a busy data folder stops the server at once with one clear sentence, then
// starts the minute-by-minute sweep of lapsed payment holds and the minute checks that write the
// nightly backup and e-mail the store about alerts. Photos uploaded to a folder before
// they were kept in the database are copied in once. A deployed shop without a staff
// password hash and session secret does not start; a local one says which defaults it uses.
// With OTEL_EXPORTER_OTLP_ENDPOINT set, metrics and traces go to that collector (lib/telemetry.ts).
import type { Instrumentation } from "next";
import { noteRequestError } from "@/lib/log";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // First, so the database's queries and Next's requests are traced from the start.
  const { startTelemetry } = await import("@/lib/telemetry");
  await startTelemetry();
  const { checkStaffConfigOrExit } = await import("@/lib/admin/staff-config");
  checkStaffConfigOrExit();
  const { startDatabaseOrExit } = await import("./db/startup");
  await startDatabaseOrExit();
  const [{ importFolderUploads }, { getDb }] = await Promise.all([
    import("@/lib/admin/image-store"),
    import("./db/client"),
  ]);
  const folder = process.env.UPLOADS_DIR?.trim() || ".data/uploads";
  try {
    const copied = await importFolderUploads(await getDb(), folder);
    if (copied > 0) console.log(`Copied ${copied} uploaded photos from ${folder} into the database.`);
  } catch (error) {
    console.warn(`Photos in ${folder} could not be copied into the database:`, (error as Error).message);
  }
  const [{ startSweepTimer }, { startOpsTimer }] = await Promise.all([
    import("@/lib/checkout/sweep-timer"),
    import("@/lib/ops/ops-timer"),
  ]);
  startSweepTimer(process.env.PORT || 3000);
  startOpsTimer(process.env.PORT || 3000);
}

/** Each error a request failed with is noted with the request's id, for the line Next writes of it. */
export const onRequestError: Instrumentation.onRequestError = (error, request) => {
  noteRequestError(error, request.headers);
};
