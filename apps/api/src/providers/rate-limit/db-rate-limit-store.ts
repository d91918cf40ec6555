import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitBlocks, rateLimitCounters } from "@/db/schema";
import { type RateLimitStore, windowOf } from "./rate-limit-store";

const PRUNE_EVERY_MS = 10 * 60_000;
/** Counters are kept for the longest window any caller uses (a day) and a little more. */
const KEEP_MS = 25 * 60 * 60_000;

export function dbRateLimitStore(db: Db, now: () => Date): RateLimitStore {
  let lastPrune = 0;
  async function prune(nowMs: number) {
    if (nowMs - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = nowMs;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(nowMs - KEEP_MS)));
    await db.delete(rateLimitBlocks).where(lt(rateLimitBlocks.until, new Date(nowMs)));
  }
  return {
    async hit(key, windowMs) {
      const nowMs = now().getTime();
      const { start, resetInMs } = windowOf(nowMs, windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: new Date(start), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      await prune(nowMs);
      return { count: row?.hits ?? 1, resetInMs };
    },
    async peek(key, windowMs) {
      const { start } = windowOf(now().getTime(), windowMs);
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(start))));
      return row?.hits ?? 0;
    },
    async reset(key, windowMs) {
      const { start } = windowOf(now().getTime(), windowMs);
      await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(start))));
    },
    async block(key, ms) {
      const until = new Date(now().getTime() + ms);
      await db
        .insert(rateLimitBlocks)
        .values({ key, until })
        .onConflictDoUpdate({ target: rateLimitBlocks.key, set: { until: sql`greatest(${rateLimitBlocks.until}, excluded.until)` } });
    },
    async blockedFor(key) {
      const at = now();
      const [row] = await db
        .select({ until: rateLimitBlocks.until })
        .from(rateLimitBlocks)
        .where(and(eq(rateLimitBlocks.key, key), gt(rateLimitBlocks.until, at)));
      return row ? row.until.getTime() - at.getTime() : 0;
    },
    async unblock(key) {
      await db.delete(rateLimitBlocks).where(eq(rateLimitBlocks.key, key));
    },
    close: async () => undefined,
  };
}
