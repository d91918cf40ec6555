import { and, asc, count, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitBlocks, rateLimitCounters, rateLimitHits } from "@/db/schema";
import { type RateLimitStore, SLIDING_WINDOW_MAX_MS, windowOf } from "./rate-limit-store";

const PRUNE_EVERY_MS = 10 * 60_000;
/** Counters and hits are kept for the longest window any caller uses (a day) and a little more. */
const KEEP_MS = SLIDING_WINDOW_MAX_MS + 60 * 60_000;

export function dbRateLimitStore(db: Db, now: () => Date): RateLimitStore {
  let lastPrune = 0;
  async function prune(nowMs: number) {
    if (nowMs - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = nowMs;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(nowMs - KEEP_MS)));
    await db.delete(rateLimitBlocks).where(lt(rateLimitBlocks.until, new Date(nowMs)));
    // Keys nobody used again since (a phone texted once): their hits are swept here.
    await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(nowMs - KEEP_MS)));
  }
  return {
    async hit(key, windowMs) {
      const nowMs = now().getTime();
      const { start, resetInMs } = windowOf(nowMs, windowMs);
      // A counter, not money: its commit does not wait for the disk (a crash may forget the
      // last few hits). A synchronous commit costs far more than the read it guards (the
      // merchant API counts every call; docs/operations.md, "Rate limits").
      const [row] = await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        return tx
          .insert(rateLimitCounters)
          .values({ key, windowStart: new Date(start), hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.key, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + 1` },
          })
          .returning({ hits: rateLimitCounters.hits });
      });
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
      await db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(start))));
    },
    async take(key, windowMs, limit) {
      if (windowMs > SLIDING_WINDOW_MAX_MS)
        throw new Error(`A sliding window of ${windowMs} ms is longer than the store keeps hits.`);
      const nowMs = now().getTime();
      const since = new Date(nowMs - windowMs);
      const decision = await db.transaction(async (tx) => {
        // One decision per key at a time, on every connection: two processes cannot both take the last place.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit-hits:${key}`}))`);
        await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, since)));
        const inWindow = and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since));
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(rateLimitHits).where(inWindow);
        if (n < limit) {
          await tx.insert(rateLimitHits).values({ key, at: new Date(nowMs) });
          return { taken: true, count: n + 1, retryInMs: 0 };
        }
        // Room comes back when the hit that brings the count under the limit leaves the window.
        const [leaving] = await tx
          .select({ at: rateLimitHits.at })
          .from(rateLimitHits)
          .where(inWindow)
          .orderBy(asc(rateLimitHits.at))
          .offset(n - limit)
          .limit(1);
        return { taken: false, count: n, retryInMs: Math.max(1, (leaving?.at.getTime() ?? nowMs) + windowMs - nowMs) };
      });
      await prune(nowMs);
      return decision;
    },
    async block(key, ms) {
      const until = new Date(now().getTime() + ms);
      await db
        .insert(rateLimitBlocks)
        .values({ key, until })
        .onConflictDoUpdate({
          target: rateLimitBlocks.key,
          set: { until: sql`greatest(${rateLimitBlocks.until}, excluded.until)` },
        });
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
    kind: "database",
    // The database's own readiness check covers it.
    ping: async () => undefined,
    close: async () => undefined,
  };
}
