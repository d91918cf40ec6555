import { sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";

/** The cheapest question the database can answer: whether it answers. */
export async function pingDatabase(q: Queryable) {
  await q.execute(sql`select 1`);
}
