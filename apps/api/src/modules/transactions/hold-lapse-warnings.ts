import { formatRegionTimeLabelled, fromMinorUnits } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_REGION } from "@/lib/account-region";
import { notificationTexts } from "@/modules/notifications/notifications.messages";
import { notifySubscribers } from "@/modules/notifications/notify-subscribers";
import { markLapsingHolds } from "./holds.repo";

/** The job's name: each minute, holds lapsing within a day are announced. */
export const WARN_LAPSING_HOLDS = "warn-lapsing-holds";
/** How long before a hold lapses its merchant is told (once). */
const WARN_BEFORE_MS = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Tells the connected chats of users who may complete a hold that it lapses within a day
 * (7 days after it was taken), so the money is not released to the card by default. Each
 * hold is marked as it is announced, so it is told once however many servers run the job.
 */
export function holdLapseWarnings(app: FastifyInstance) {
  return async function warnLapsingHolds(): Promise<number> {
    const at = app.clock();
    const holds = await markLapsingHolds(app.db, at, new Date(at.getTime() + WARN_BEFORE_MS), BATCH);
    for (const hold of holds) {
      await notifySubscribers(app, {
        accountId: hold.accountId,
        appId: hold.appId,
        event: "holdExpiring",
        action: "completeHold",
        text: (language) =>
          notificationTexts(language).holdLapsing({
            appName: hold.appName,
            invoiceCode: hold.invoiceCode,
            amount: fromMinorUnits(hold.amount),
            currency: hold.currency,
            lapsesAt: formatRegionTimeLabelled(hold.lapsesAt!, language, ACCOUNT_REGION),
          }),
        path: `/billing/transactions?invoiceCode=${encodeURIComponent(hold.invoiceCode)}`,
      });
    }
    return holds.length;
  };
}
