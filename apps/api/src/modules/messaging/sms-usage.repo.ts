import { calendarDateOf } from "@portal/contracts";
import { sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { type SmsKind, smsUsage } from "@/db/schema";

/** Counts one SMS sent for the account on that day. */
export async function countSms(db: Queryable, accountId: string, kind: SmsKind, at: Date): Promise<void> {
  await db
    .insert(smsUsage)
    .values({ accountId, day: calendarDateOf(at), kind, sent: 1 })
    .onConflictDoUpdate({
      target: [smsUsage.accountId, smsUsage.day, smsUsage.kind],
      set: { sent: sql`${smsUsage.sent} + 1` },
    });
}
