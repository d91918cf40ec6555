import {
  fromMinorUnits,
  maskIban,
  messages,
  type Decoded,
  type Withdrawal,
  type WithdrawalQuote,
  type WithdrawRequest,
  withdrawalFee,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import type { Scope } from "@/lib/scope";
import { findApplicationById, ownerNameOf } from "@/modules/applications/applications.repo";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import type { AuthContext } from "@/plugins/auth";
import type { PayoutDestination } from "@/providers/payout-bank/payout-bank";
import { type BankPaymentKinds, bankPayments, type MoneyOutRows } from "./bank-payments";
import { applicationsOf, companyBankAccounts, payoutCards } from "./wallets.repo";
import type { WalletMove } from "./wallet-move";
import { walletMessages } from "./wallets.messages";
import {
  findWithdrawal,
  insertWithdrawal,
  updateWithdrawal,
  withdrawalById,
  type WithdrawalRow,
  withdrawalsInProgress,
} from "./withdrawals.repo";

type Request = z.output<typeof WithdrawRequest>;

export const WITHDRAWAL_KINDS: BankPaymentKinds = {
  out: "withdrawal",
  fee: "withdrawalFee",
  sent: "withdrawalSent",
  returned: "withdrawalReturned",
};

const refused = (field: string, message: string, text: string) =>
  new AppError("VALIDATION_ERROR", text, { fields: { [field]: message } });

/** Where an application's withdrawals go, as the bank is told and as the merchant sees it. */
interface Destination {
  method: "card" | "iban";
  account: string;
  bankName: string | null;
  /** An application withdraws to its own card or bank account, never to a mobile wallet. */
  payout: Exclude<PayoutDestination, { kind: "phone" }>;
}

const quoteOf = (
  d: Pick<Destination, "method" | "account" | "bankName">,
  amount: bigint,
  fee: bigint,
  currency: Request["currency"],
): Decoded<typeof WithdrawalQuote> => ({
  method: d.method,
  account: d.account,
  bankName: d.bankName,
  amount,
  fee,
  amountWithFee: amount + fee,
  currency,
});

/** What a withdrawal's code is bound to: the wallet, the amount, the destination and the description (exported for tests that seed codes). */
export const withdrawalCodeSubject = (
  r: Pick<Request, "appId" | "amount" | "currency" | "description">,
  d: Pick<Destination, "method" | "account">,
) => [r.appId, r.amount.toString(), r.currency, d.method, d.account, r.description];

/** A withdrawal's rows as the money-out pipeline (and a bank statement, docs/bank-files.md) reads and writes them. */
export const withdrawalRows: MoneyOutRows<WithdrawalRow> = {
  table: "withdrawal",
  byId: withdrawalById,
  update: updateWithdrawal,
  // The destination as the bank is told it, from the row.
  destinationOf: (w) =>
    w.method === "card"
      ? { kind: "card", cardId: w.destination, maskedPan: w.account }
      : { kind: "iban", iban: w.destination },
  // The merchant's legal name receives it; the remittance names the merchant and the operation.
  async orderOf(q, w) {
    const application = (await findApplicationById(q, w.appId))!;
    return {
      operation: "withdrawal",
      accountId: w.accountId,
      appId: w.appId,
      creditorName: await ownerNameOf(q, application),
      remittance: `Withdrawal ${application.merchantId} ${application.appName}`,
    };
  },
  kindsOf: () => WITHDRAWAL_KINDS,
};

/**
 * SPEC §3 "Withdraw": money from a wallet to the application's withdrawal account, with the
 * fee of SPEC §9, as a wallet move (wallet-move.ts) in three steps like a refund
 * (docs/money.md "Wallets"): reserve in the ledger, ask the bank, write its answer.
 */
export function withdrawalsService(app: FastifyInstance) {
  const { db, payoutBank } = app;
  const bank = bankPayments(app);

  /** The scope's live application, or a 4xx. */
  async function liveApplication(auth: AuthContext, appId: string) {
    const application = (await applicationsOf(db, auth.scope)).find((a) => a.id === appId);
    if (!application) throw new AppError("NOT_FOUND", "No such application.");
    if (application.status !== "live")
      throw refused("appId", messages.appNotLive, "Only a live application's wallet can be withdrawn from.");
    return application;
  }

  /** The application's withdrawal account, or a 4xx saying it has none. */
  async function destinationOf(auth: AuthContext, appId: string): Promise<Destination> {
    const application = await liveApplication(auth, appId);
    if (application.withdrawalMethod === "iban") {
      const bank = (await companyBankAccounts(db, auth.user.accountId)).find(
        (b) => b.companyId === application.companyId,
      );
      if (bank)
        return {
          method: "iban",
          account: maskIban(bank.iban),
          bankName: bank.bankName,
          payout: { kind: "iban", iban: bank.iban },
        };
    } else {
      const [card] = await payoutCards(db, [appId]);
      if (card && !payoutBank.destinations.includes("card"))
        throw new AppError("PAYOUT_METHOD_UNAVAILABLE", "The provider's bank pays withdrawals to an IBAN only.", {
          fields: { appId: messages.bankPaysIbanOnly },
        });
      if (card)
        return {
          method: "card",
          account: card.maskedPan,
          bankName: null,
          payout: { kind: "card", cardId: card.id, maskedPan: card.maskedPan },
        };
    }
    throw refused("appId", messages.withdrawalAccountMissing, "This application has no withdrawal account.");
  }

  /** The fee of SPEC §9 (`withdrawalFee`, packages/contracts), on the destination's bank. */
  const feeOf = (amount: bigint, d: Destination) =>
    BigInt(
      withdrawalFee(
        Number(amount),
        d.payout.kind === "card"
          ? { kind: "card", cardNumber: d.payout.maskedPan }
          : { kind: "iban", iban: d.payout.iban },
      ),
    );

  /** Steps 2 and 3: the bank's answer, written once; a refusal gives amount and fee back to the wallet. */
  const settle = (id: string) => bank.settle(withdrawalRows, id);

  async function found(scope: Scope, id: string): Promise<Decoded<typeof Withdrawal>> {
    const w = await findWithdrawal(db, scope, id);
    if (!w) throw new AppError("NOT_FOUND", "No such withdrawal.");
    return {
      id: w.id,
      appId: w.appId,
      status: w.status,
      failureReason: w.failureReason,
      quote: quoteOf(w, w.amount, w.fee, w.currency),
      description: w.description,
      createdAt: w.createdAt.toISOString(),
      payoutBalance: await walletBalance(db, w.appId, w.currency),
    };
  }

  const withdrawal: WalletMove<
    Request,
    Destination,
    { id: string },
    Decoded<typeof Withdrawal>,
    { quote: Decoded<typeof WithdrawalQuote> }
  > = {
    purpose: "withdraw",
    permission: "moveMoney",
    async reach(auth, r) {
      if (r.phoneNumber && r.phoneNumber !== auth.user.mobilePhone)
        throw refused("phoneNumber", messages.phoneNotYours, "The code goes to your own phone number.");
      await liveApplication(auth, r.appId);
    },
    plan: (auth, r) => destinationOf(auth, r.appId),
    subject: withdrawalCodeSubject,
    cost: (r, d) => ({ appId: r.appId, amount: r.amount, fee: feeOf(r.amount, d), currency: r.currency }),
    preview: async (_auth, _r, d, cost) => ({ quote: quoteOf(d, cost.amount, cost.fee, cost.currency) }),
    text: (lang, code, d, cost) =>
      walletMessages(lang).withdrawCode(code, `${fromMinorUnits(cost.amount + cost.fee)} ${cost.currency}`, d.account),
    // Amount and fee leave the wallet under its lock; the row says in progress.
    async move(tx, auth, r, d) {
      const cost = { ...withdrawal.cost(r, d), accountId: auth.user.accountId };
      const row = await bank.reserve(tx, cost, WITHDRAWAL_KINDS, (at) =>
        insertWithdrawal(tx, {
          ...cost,
          method: d.method,
          account: d.account,
          bankName: d.bankName,
          destination: d.payout.kind === "card" ? d.payout.cardId : d.payout.iban,
          description: r.description,
          status: "inProgress",
          createdById: auth.user.id,
          createdByName: auth.user.fullName,
          createdAt: at,
        }),
      );
      return { id: row.id };
    },
    // A retry gets the withdrawal as it is now.
    async answer(auth, { id }) {
      await settle(id);
      return found(auth.scope, id);
    },
  };

  /** The job's round: every withdrawal still in progress is asked about again (sent anew when no answer came). */
  async function settlePending() {
    // A file bank's answer comes with a statement (docs/bank-files.md): only those never handed to it are asked again.
    const unsentOnly = payoutBank.answersBy === "statement";
    for (const w of await withdrawalsInProgress(db, 100, unsentOnly)) await settle(w.id);
  }

  return { withdrawal, settlePending };
}
