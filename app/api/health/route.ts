// Health check for load balancers and the test runner: answers once the database is ready.
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";

export async function GET() {
  try {
    const connection = await getConnection();
    await connection.db.execute(sql`select 1`);
    return Response.json({ ok: true, database: connection.kind });
  } catch {
    return Response.json({ ok: false, error: "Database unavailable" }, { status: 503 });
  }
}
