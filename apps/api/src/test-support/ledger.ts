import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/db/client";
import { ledgerAccounts, ledgerEntries } from "@/db/schema";

/**
 * DESIGN §3, checked after every test that moves money: the entries sum to zero, and no wallet is below zero.
 * Takes a test app, or any open database (a server process's, once it stopped).
 */
export async function expectLedgerBalanced(t: { db: Db }) {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries);
  expect(row!.total).toBe("0");
  const overdrawn = await t.db
    .select({ account: ledgerEntries.ledgerAccountId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(eq(ledgerAccounts.kind, "wallet"))
    .groupBy(ledgerEntries.ledgerAccountId)
    .having(sql`sum(${ledgerEntries.amount}) < 0`);
  expect(overdrawn).toEqual([]);
}
