import { randomUUID } from "node:crypto";
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { processLeases } from "@/db/schema";

/**
 * Holds the lease `name` for this process (`process_leases`): `hold()` takes it when free or
 * lapsed, or renews it when already ours, and says whether we hold it now; `release()` frees
 * it on shutdown so another server takes over at once rather than after `ms`.
 */
export function processLease(db: Db, clock: () => Date, name: string, ms: number) {
  const holder = randomUUID();
  return {
    async hold(): Promise<boolean> {
      const at = clock();
      const until = new Date(at.getTime() + ms);
      const rows = await db
        .insert(processLeases)
        .values({ name, holder, until })
        .onConflictDoUpdate({
          target: processLeases.name,
          set: { holder, until },
          setWhere: or(eq(processLeases.holder, holder), lt(processLeases.until, at)),
        })
        .returning({ holder: processLeases.holder });
      return rows[0]?.holder === holder;
    },
    async release() {
      await db.delete(processLeases).where(and(eq(processLeases.name, name), eq(processLeases.holder, holder)));
    },
  };
}
