import type { Db } from "@/db/client";
import { lockMode, modeOrFirst, type PaymentsMode, setMode, transfersIn } from "./payments-mode.repo";

export type { PaymentsMode };

/** The server must not start: the database's money is of the other mode. */
export class PaymentsModeError extends Error {}

const CONFIRM_COMMAND = "npm run confirm-payments-mode";

/**
 * At start-up: a new database takes this server's mode; one whose money was made in the other
 * mode stops the server, so test money never mixes with real money (docs/going-live.md).
 */
export async function checkPaymentsMode(db: Db, mode: PaymentsMode, at: Date): Promise<void> {
  const row = await modeOrFirst(db, mode, at);
  if (row.mode === mode) return;
  throw new PaymentsModeError(
    `PAYMENTS_MODE is ${mode}, but this database has run in ${row.mode} mode since ${row.since.toISOString()}. ` +
      `Test money and real money never share a database: point the server at another database, or, if no money has moved here, ` +
      `confirm the switch with \`${CONFIRM_COMMAND}\` (docs/going-live.md).`,
  );
}

/**
 * The operator's confirmation that this database now runs in `mode`. Refused while the
 * database holds money moved in the other mode: its balances could then be paid out as the
 * other kind. Records made before keep their mark (`livemode`), and the checkout refuses
 * payment links of the other mode.
 */
export async function confirmPaymentsMode(db: Db, mode: PaymentsMode, at: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockMode(tx);
    if (row?.mode === mode) return `This database already runs in ${mode} mode.`;
    if (row) {
      const moved = await transfersIn(tx, row.mode);
      if (moved > 0) {
        throw new PaymentsModeError(
          `This database holds ${moved} movements of ${row.mode === "live" ? "real" : "test"} money: it cannot switch to ${mode} mode. ` +
            `Start ${mode} mode on a new database (DATABASE_URL or DATA_DIR).`,
        );
      }
    }
    await setMode(tx, mode, at);
    return `This database now runs in ${mode} mode. Payment links made in the other mode can no longer be paid.`;
  });
}
