// Runs once when the server process starts: opens, migrates and seeds the database so a bad
// DATABASE_URL or a busy data folder stops the server at once with one clear sentence, then
// starts the minute-by-minute sweep of lapsed payment holds. A deployed shop without a staff
// password hash and session secret does not start; a local one says which defaults it uses.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkStaffConfigOrExit } = await import("@/lib/admin/staff-config");
  checkStaffConfigOrExit();
  const { startDatabaseOrExit } = await import("./db/startup");
  await startDatabaseOrExit();
  const { startSweepTimer } = await import("@/lib/checkout/sweep-timer");
  startSweepTimer(process.env.PORT || 3000);
}
