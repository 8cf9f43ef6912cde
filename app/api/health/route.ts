// Health check for load balancers and the test runner: answers once the database is ready.
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { failure, success } from "@/lib/http/answer";

export async function GET() {
  try {
    const connection = await getConnection();
    await connection.db.execute(sql`select 1`);
    return success({ database: connection.kind });
  } catch {
    return failure(503, "Database unavailable");
  }
}
