import { count, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { ledgerTransfers, paymentsMode, type paymentsModes } from "@/db/schema";

export type PaymentsMode = (typeof paymentsModes)[number];

/** The database's mode, `mode` when it had none yet. */
export async function modeOrFirst(q: Queryable, mode: PaymentsMode, at: Date) {
  await q.insert(paymentsMode).values({ mode, since: at }).onConflictDoNothing();
  const [row] = await q.select().from(paymentsMode);
  return row!;
}

/** The database's mode, if it has one, locked. */
export async function lockMode(q: Queryable) {
  const [row] = await q.select().from(paymentsMode).for("update");
  return row;
}

/** How many ledger transfers were made in `mode`. */
export async function transfersIn(q: Queryable, mode: PaymentsMode): Promise<number> {
  const [moved] = await q
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.livemode, mode === "live"));
  return moved!.n;
}

export async function setMode(q: Queryable, mode: PaymentsMode, at: Date) {
  await q
    .insert(paymentsMode)
    .values({ mode, since: at })
    .onConflictDoUpdate({ target: paymentsMode.id, set: { mode, since: at } });
}
