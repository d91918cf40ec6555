import { type Decoded, fromMinorUnits, type Payout, type TopUpCodeSent, type TopUpRequest } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { payoutLimits } from "./payout-limits";
import { type Found, maskFullName, payoutsService } from "./payouts.service";
import type { WalletMove } from "./wallet-move";
import { walletMessages } from "./wallets.messages";

type Request = z.output<typeof TopUpRequest>;

/**
 * SPEC §7 `api/mpay/topup`: money from a wallet to the mobile wallet of a phone number, as a
 * wallet move (wallet-move.ts) with a one-time code (SPEC §4). A top-up is a payout to a phone
 * (payouts.service.ts): free of fees, counted in the account's daily cap and rolling review
 * threshold like any payout.
 */
export function topUpsService(app: FastifyInstance) {
  const { db } = app;
  const payouts = payoutsService(app);
  const limits = payoutLimits(app);

  const recipientKeyOf = (r: Request) => limits.recipientKeyOf({ kind: "phone", account: r.phoneNumber });

  const topUp: WalletMove<Request, Found, { id: string }, Decoded<typeof Payout>, Pick<TopUpCodeSent, "recipient">> = {
    purpose: "topup",
    permission: "moveMoney",
    reach: async (auth, r) => {
      await payouts.liveApplication(auth, r.fromAppId, "fromAppId");
    },
    plan: (_auth, r) => payouts.find({ kind: "phone", account: r.phoneNumber }, "phoneNumber"),
    // The code is bound to the wallet, the amount, the mobile wallet and the description.
    subject: (r) => [r.fromAppId, r.amount.toString(), r.currency, r.phoneNumber, r.description],
    cost: (r) => ({ appId: r.fromAppId, amount: r.amount, fee: 0n, currency: r.currency }),
    async preview(auth, r, found, cost) {
      // Refused now rather than after the code: a top-up past the daily cap could never be confirmed.
      await limits.judge(
        db,
        {
          accountId: auth.user.accountId,
          amount: cost.amount,
          currency: cost.currency,
          recipientKey: recipientKeyOf(r),
        },
        false,
      );
      return { recipient: { ...found.recipient, maskedFullName: maskFullName(found.fullName) } };
    },
    text: (lang, code, found, cost) =>
      walletMessages(lang).topUpCode(code, `${fromMinorUnits(cost.amount)} ${cost.currency}`, found.recipient.account),
    move: (tx, auth, r, found) =>
      payouts.reserve(
        tx,
        auth,
        {
          kind: "topUp",
          appId: r.fromAppId,
          amount: r.amount,
          currency: r.currency,
          description: r.description,
          recipientKey: recipientKeyOf(r),
        },
        found,
      ),
    answer: (auth, { id }) => payouts.settledView(auth, id),
  };

  return { topUp };
}
