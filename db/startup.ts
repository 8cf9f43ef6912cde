// The server's start: open, migrate and seed the database, or stop the process with one
// sentence saying what to do (called from instrumentation.ts in the Node.js runtime only).
import { getConnection } from "./client";
import { DatabaseStartError } from "./connect";

export async function startDatabaseOrExit(): Promise<void> {
  try {
    const connection = await getConnection();
    console.log(`Database ready (${connection.kind}: ${connection.location})`);
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      console.error(`\nCannot start the shop. ${error.message}\n`);
    } else {
      console.error("\nCannot start the shop: the database failed to start.", error);
    }
    process.exit(1);
  }
}
