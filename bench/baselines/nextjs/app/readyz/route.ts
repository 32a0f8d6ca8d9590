/** GET /readyz: 200 once the database answers (the harness polls it before measuring). */
import { sql } from "drizzle-orm";
import { db } from "../../db";

export const dynamic = "force-dynamic";

export async function GET() {
  await db.execute(sql`select 1`);
  return Response.json({ status: "ready" });
}
