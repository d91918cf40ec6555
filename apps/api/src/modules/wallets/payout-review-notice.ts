import { fromMinorUnits } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { notificationTexts } from "@/modules/notifications/notifications.messages";
import { notifySubscribers } from "@/modules/notifications/notify-subscribers";
import { findPayout } from "./payouts.repo";

/** The account's reviewers' connected chats hear of a payout waiting for them (its maker is not one). */
export function subscribePayoutReviewNotice(app: FastifyInstance) {
  app.events.onCommitted(["payout.awaiting_review"], async (q, e) => {
    const { payout, appName } = (await findPayout(q, null, e.payoutId))!;
    // Shown to a person, not counted with: the amount in major units as 12.50.
    const amount = fromMinorUnits(payout.amount);
    await notifySubscribers(
      app,
      {
        accountId: payout.accountId,
        appId: payout.appId,
        event: "payoutReview",
        action: "reviewPayouts",
        exceptUserId: payout.createdById ?? undefined,
        text: (language) =>
          notificationTexts(language).payoutWaiting({
            appName,
            amount,
            currency: payout.currency,
            madeBy: payout.createdByName,
          }),
        path: "/billing/payouts",
      },
      q,
    );
  });
}
