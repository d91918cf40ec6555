import { type Currency, messages } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Queryable, Tx } from "@/db/client";
import type { ledgerTransfers } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { balanceOf, lockAccounts, postTransfer, systemAccount, walletAccount } from "@/modules/ledger/ledger.repo";
import { moneyPipeline } from "@/modules/ledger/money-pipeline";
import type { PayoutDestination, PayoutOutcome, PayoutRequest } from "@/providers/payout-bank/payout-bank";
import { publishSettled } from "./wallet-events";

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

/** A wallet that cannot pay this (amount and fee, or a transfer's amount). */
export const insufficientBalance = () =>
  new AppError("INSUFFICIENT_BALANCE", "The entered amount cannot exceed your card balance.", {
    fields: { amount: messages.amountAboveBalance },
  });

/**
 * Where one kind of money out keeps its rows (withdrawals; payouts and top-ups), as the
 * pipeline reads and writes them: the one thing that differs between them once reserved.
 */
export interface MoneyOutRows<Row extends BankPayment & { status: string }> {
  /** Names its events: `withdrawal.sent`, `payout.failed`. */
  table: "withdrawal" | "payout";
  byId(q: Queryable, id: string, lock?: boolean): Promise<Row | undefined>;
  update(tx: Tx, id: string, set: BankAnswer): Promise<Row>;
  destinationOf(row: Row): PayoutDestination;
  /** Whose money and why, as a bank file names them. */
  orderOf(q: Queryable, row: Row): Promise<PayoutRequest["order"]>;
  kindsOf(row: Row): BankPaymentKinds;
}

/** The row's new fields once the bank answered; null when nothing changes. */
export type BankAnswer =
  | { status: "sent"; bankReference: string; settledAt: Date }
  | { status: "failed"; failureReason: string; settledAt: Date }
  | { bankReference: string };

/** Ledger legs from [account, amount] pairs. */
const legs = (...pairs: [string, bigint][]) => pairs.map(([ledgerAccountId, amount]) => ({ ledgerAccountId, amount }));

/**
 * The pipeline of money leaving a wallet through the payout bank (withdrawals, payouts,
 * top-ups), in three steps like a refund (docs/money.md "Wallets"): `reserve` under the
 * wallet's lock, then `settle`: ask the bank, and write its answer once, with its ledger
 * transfer and its event. What differs between them is the caller's rows (`MoneyOutRows`).
 */
export function bankPayments(app: FastifyInstance) {
  const { clock, payoutBank } = app;
  const pipeline = moneyPipeline(app);

  /**
   * Step 1, in the caller's transaction (the code's): the wallet locked, amount and fee checked
   * against it, then the caller's row (`insert`), then both held.
   */
  async function reserve<Row extends BankPayment>(
    tx: Tx,
    cost: { accountId: string; appId: string; amount: bigint; fee: bigint; currency: Currency },
    kinds: BankPaymentKinds,
    insert: (at: Date) => Promise<Row>,
  ): Promise<Row> {
    const at = clock();
    const wallet = await walletAccount(tx, { accountId: cost.accountId, appId: cost.appId }, cost.currency);
    await lockAccounts(tx, [wallet]);
    if (cost.amount + cost.fee > (await balanceOf(tx, wallet))) throw insufficientBalance();
    const row = await insert(at);
    await hold(tx, row, wallet, kinds, at);
    return row;
  }

  /** Amount to the clearing account, fee to fee income. */
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
  async function ask<Row extends BankPayment & { status: string }>(
    rows: MoneyOutRows<Row>,
    p: Row,
  ): Promise<PayoutOutcome | null> {
    try {
      const order = await rows.orderOf(app.db, p);
      const request = {
        reference: p.id,
        amount: p.amount,
        currency: p.currency,
        destination: rows.destinationOf(p),
        order,
      };
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

  /** Steps 2 and 3: the bank's answer, written once under the row's lock; a refusal gives amount and fee back to the wallet. */
  async function settle<Row extends BankPayment & { status: string }>(rows: MoneyOutRows<Row>, id: string) {
    const asked = await rows.byId(app.db, id);
    if (asked?.status !== "inProgress") return;
    const outcome = await ask(rows, asked);
    if (!outcome) return;
    await pipeline.end(null, async (tx, now) => {
      const row = await rows.byId(tx, id, true);
      if (row?.status !== "inProgress") return { result: null };
      const answered = await rows.update(tx, id, await answer(tx, row, outcome, rows.kindsOf(row)));
      await publishSettled(app.events, tx, answered, rows.table, now);
      return { result: answered };
    });
  }

  /**
   * What a bank statement says about one payment, in the statement's transaction
   * (docs/bank-files.md): one in progress ends like `settle`; one already sent that the bank
   * returned later gets amount and fee back from the settlement account. Anything else was
   * concluded before and stays as it is (false).
   */
  async function conclude<Row extends BankPayment & { status: string }>(
    tx: Tx,
    rows: MoneyOutRows<Row>,
    id: string,
    outcome: Exclude<PayoutOutcome, { kind: "pending" }>,
    now: Date,
  ): Promise<boolean> {
    const row = await rows.byId(tx, id, true);
    if (!row) return false;
    let set: BankAnswer;
    if (row.status === "inProgress") set = await answer(tx, row, outcome, rows.kindsOf(row));
    else if (row.status === "sent" && outcome.kind === "failed") {
      await returnAfterSent(tx, row, rows.kindsOf(row).returned, now);
      set = { status: "failed", failureReason: outcome.reason, settledAt: now };
    } else return false;
    const concluded = await rows.update(tx, id, set);
    await publishSettled(app.events, tx, concluded, rows.table, now);
    return true;
  }

  /** A payment the bank booked, then returned: the amount comes back from the settlement account, the fee from fee income. */
  async function returnAfterSent(tx: Tx, p: BankPayment, kind: TransferKind, at: Date) {
    const out = await systemAccount(tx, "payoutSettlement", p.currency);
    const wallet = await walletAccount(tx, { accountId: p.accountId, appId: p.appId }, p.currency);
    const back: [string, bigint][] = [
      [out, -p.amount],
      [wallet, p.amount + p.fee],
    ];
    if (p.fee > 0n) back.push([await systemAccount(tx, "feeIncome", p.currency), -p.fee]);
    await postTransfer(tx, { kind, reference: p.id, currency: p.currency, at, legs: legs(...back) });
  }

  return { reserve, settle, conclude, giveBack };
}
