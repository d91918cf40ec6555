import type { Currency } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import type { ledgerTransfers } from "@/db/schema";
import { postTransfer, systemAccount, walletAccount } from "@/modules/ledger/ledger";
import type { PayoutDestination, PayoutOutcome } from "@/providers/payout-bank/payout-bank";

type TransferKind = (typeof ledgerTransfers.$inferInsert)["kind"];

/** The ledger transfer kinds of one kind of money leaving through the payout bank. */
export interface BankPaymentKinds {
  out: TransferKind;
  fee: TransferKind;
  sent: TransferKind;
  returned: TransferKind;
}

/** What a withdrawal, payout or top-up row holds that the bank's life cycle needs. */
export interface BankPayment {
  id: string;
  accountId: string;
  appId: string;
  amount: bigint;
  fee: bigint;
  currency: Currency;
  bankReference: string | null;
  createdAt: Date;
}

/** The row's new fields once the bank answered; null when nothing changes. */
export type BankAnswer =
  | { status: "sent"; bankReference: string; settledAt: Date }
  | { status: "failed"; failureReason: string; settledAt: Date }
  | { bankReference: string };

/** Ledger legs from [account, amount] pairs. */
const legs = (...pairs: [string, bigint][]) => pairs.map(([ledgerAccountId, amount]) => ({ ledgerAccountId, amount }));

/**
 * Money leaving a wallet through the payout bank, in three steps like a refund
 * (docs/money.md "Wallets"): `hold` in the ledger, `ask` the bank, `answer` once. The
 * caller owns its row: it locks it and writes what `answer` returns.
 */
export function bankPayments(app: FastifyInstance) {
  const { clock, payoutBank } = app;

  /** Step 1, inside the caller's transaction with the wallet locked: amount to the clearing account, fee to fee income. */
  async function hold(
    tx: Tx,
    p: Omit<BankPayment, "bankReference" | "createdAt">,
    wallet: string,
    kinds: BankPaymentKinds,
    at: Date,
  ) {
    const clearing = await systemAccount(tx, "payoutClearing", p.currency);
    await postTransfer(tx, {
      kind: kinds.out,
      reference: p.id,
      currency: p.currency,
      at,
      legs: legs([wallet, -p.amount], [clearing, p.amount]),
    });
    if (p.fee > 0n) {
      const income = await systemAccount(tx, "feeIncome", p.currency);
      await postTransfer(tx, {
        kind: kinds.fee,
        reference: p.id,
        currency: p.currency,
        at,
        legs: legs([wallet, -p.fee], [income, p.fee]),
      });
    }
  }

  /** Gives a held amount and its fee back to the wallet (the bank refused, or a reviewer did). */
  async function giveBack(tx: Tx, p: BankPayment, kind: TransferKind, at: Date) {
    const clearing = await systemAccount(tx, "payoutClearing", p.currency);
    const wallet = await walletAccount(tx, { accountId: p.accountId, appId: p.appId }, p.currency);
    const back: [string, bigint][] = [
      [clearing, -p.amount],
      [wallet, p.amount + p.fee],
    ];
    if (p.fee > 0n) back.push([await systemAccount(tx, "feeIncome", p.currency), -p.fee]);
    await postTransfer(tx, { kind, reference: p.id, currency: p.currency, at, legs: legs(...back) });
  }

  /** Step 2: the bank's answer; an error on the way gives null, leaving the payment in progress for the job to ask again. */
  async function ask(p: BankPayment, destination: PayoutDestination): Promise<PayoutOutcome | null> {
    const request = { reference: p.id, amount: p.amount, currency: p.currency, destination };
    try {
      if (p.bankReference)
        return await payoutBank.check({
          ...request,
          bankReference: p.bankReference,
          sentAt: p.createdAt,
          now: clock(),
        });
      return await payoutBank.send(request);
    } catch (err) {
      app.log.warn(
        { reference: p.id, err: (err as Error).message },
        "payout bank did not answer; the payment stays in progress",
      );
      return null;
    }
  }

  /** Step 3, inside the transaction that locked the row still in progress: the ledger side of the answer, and the row's new fields. */
  async function answer(tx: Tx, p: BankPayment, outcome: PayoutOutcome, kinds: BankPaymentKinds): Promise<BankAnswer> {
    const at = clock();
    if (outcome.kind === "pending") return { bankReference: outcome.bankReference };
    if (outcome.kind === "sent") {
      const clearing = await systemAccount(tx, "payoutClearing", p.currency);
      const out = await systemAccount(tx, "payoutSettlement", p.currency);
      await postTransfer(tx, {
        kind: kinds.sent,
        reference: p.id,
        currency: p.currency,
        at,
        legs: legs([clearing, -p.amount], [out, p.amount]),
      });
      return { status: "sent", bankReference: outcome.bankReference, settledAt: at };
    }
    await giveBack(tx, p, kinds.returned, at);
    return { status: "failed", failureReason: outcome.reason, settledAt: at };
  }

  return { hold, giveBack, ask, answer };
}
