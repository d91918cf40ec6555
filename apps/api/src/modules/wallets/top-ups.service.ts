import {
  fromMinorUnits,
  type Language,
  messages,
  type Decoded,
  type Payout,
  type TopUpCodeSent,
  type TopUpRequest,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import type { AuthContext } from "@/plugins/auth";
import { codeConfirmed } from "./code-confirmed";
import { payoutLimits } from "./payout-limits";
import { maskFullName, payoutsService } from "./payouts.service";
import { walletMessages } from "./wallets.messages";

type Request = z.output<typeof TopUpRequest>;

/**
 * SPEC §7 `api/mpay/topup`: money from a wallet to the mobile wallet of a phone number, in two
 * steps with a one-time code (SPEC §4). A top-up is a payout to a phone (payouts.service.ts):
 * free of fees, counted in the account's daily cap and rolling review threshold like any payout.
 */
export function topUpsService(app: FastifyInstance) {
  const { db } = app;
  const payouts = payoutsService(app);
  const codes = codeConfirmed<{ id: string }>(app, "topup");
  const limits = payoutLimits(app);

  const recipientOf = (r: Request) => payouts.find({ kind: "phone", account: r.phoneNumber }, "phoneNumber");

  const recipientKeyOf = (r: Request) => limits.recipientKeyOf({ kind: "phone", account: r.phoneNumber });

  /** The code is bound to the wallet, the amount, the mobile wallet and the description. */
  const what = (r: Request) => [r.fromAppId, r.amount.toString(), r.currency, r.phoneNumber, r.description];

  /** Step 0: whose wallet it is, checked against the payout balance, and a code texted for exactly this top-up. */
  async function sendCode(auth: AuthContext, r: Request, lang: Language): Promise<TopUpCodeSent> {
    await payouts.liveApplication(auth, r.fromAppId, "fromAppId");
    const found = await recipientOf(r);
    const amount = r.amount;
    if (amount > (await walletBalance(db, r.fromAppId, r.currency))) {
      throw new AppError("INSUFFICIENT_BALANCE", "The entered amount cannot exceed your card balance.", {
        fields: { amount: messages.amountAboveBalance },
      });
    }
    // Refused now rather than after the code: a top-up past the daily cap could never be confirmed.
    await limits.judge(
      db,
      { accountId: auth.user.accountId, amount, currency: r.currency, recipientKey: recipientKeyOf(r) },
      false,
    );
    const maskedFullName = maskFullName(found.fullName);
    const sent = await codes.sendCode(auth, what(r), (code) =>
      walletMessages(lang).topUpCode(code, `${fromMinorUnits(amount)} ${r.currency}`, found.recipient.account),
    );
    return { ...sent, recipient: { ...found.recipient, maskedFullName } };
  }

  /** The code for exactly this top-up, the reserve in its transaction, then the bank and its answer. */
  async function confirm(
    auth: AuthContext,
    r: Request,
    code: string,
    lang: Language,
    idempotencyKey: string | null,
  ): Promise<Decoded<typeof Payout>> {
    await payouts.liveApplication(auth, r.fromAppId, "fromAppId");
    const found = await recipientOf(r);
    const move = {
      kind: "topUp" as const,
      appId: r.fromAppId,
      amount: r.amount,
      currency: r.currency,
      description: r.description,
      recipientKey: recipientKeyOf(r),
    };
    const { id } = await codes.confirm(auth, what(r), { code, lang, idempotencyKey, body: r }, (tx) =>
      payouts.reserve(tx, auth, move, found),
    );
    await payouts.settle(id);
    return payouts.view(auth.scope, id);
  }

  return { sendCode, confirm };
}
