import type { Db } from "@/db/client";
import {
  addDays,
  type Currency,
  isKapitalBankTarget,
  maskIban,
  type Region,
  regionTimeZone,
  startOfDayIn,
  type Decoded,
  type Wallet,
  type WalletOperationPage,
  type WalletOperationsQuery,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findApplication } from "@/modules/applications/applications.repo";
import type { AuthContext } from "@/plugins/auth";
import { payoutsInReview } from "./payouts.repo";
import { toWalletOperation } from "./wallets.mappers";
import {
  applicationsOf,
  companyBankAccounts,
  payoutCards,
  refundsInProgress,
  walletBalances,
  walletOperations,
} from "./wallets.repo";

/** A wallet is known by its application and currency. */
const keyOf = (appId: string | null, currency: Currency) => `${appId}:${currency}`;

/** The wallets (docs/glossary.md "Wallet"): what each application holds, and what moved it. */
export function walletsService(app: FastifyInstance) {
  const { db } = app;

  /**
   * One wallet per application and currency that has one in the ledger, and an empty one in
   * AZN for a live application not yet paid, so a new merchant sees where money will arrive.
   */
  async function list(auth: AuthContext): Promise<Decoded<typeof Wallet>[]> {
    const { scope } = auth;
    const [apps, balances, refunds, inReview, banks] = await Promise.all([
      applicationsOf(db, scope),
      walletBalances(db, scope),
      refundsInProgress(db, scope),
      payoutsInReview(db, scope),
      companyBankAccounts(db, scope.accountId),
    ]);
    const cards = new Map(
      (
        await payoutCards(
          db,
          apps.map((a) => a.id),
        )
      ).map((c) => [c.appId, c.maskedPan]),
    );
    const held = new Map(refunds.map((r) => [keyOf(r.appId, r.currency), r.amount]));
    const reviewed = new Map(inReview.map((p) => [keyOf(p.appId, p.currency), p.amount]));
    const bankOf = new Map(banks.map((b) => [b.companyId, b]));

    return apps.flatMap((application) => {
      const own = balances.filter((b) => b.appId === application.id);
      const wallets =
        own.length > 0
          ? own
          : application.status === "live"
            ? [{ appId: application.id, currency: "AZN" as const, balance: 0n }]
            : [];
      const method = application.withdrawalMethod ?? "card";
      const bank = application.companyId ? bankOf.get(application.companyId) : undefined;
      const card = cards.get(application.id);
      const account = method === "card" ? (card ?? null) : bank ? maskIban(bank.iban) : null;
      const target =
        method === "card"
          ? card
            ? { kind: "card" as const, cardNumber: card }
            : null
          : bank
            ? { kind: "iban" as const, iban: bank.iban }
            : null;
      const freeOfFees = target !== null && isKapitalBankTarget(target);
      return wallets
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map((wallet) => {
          const refundsHeld = held.get(keyOf(application.id, wallet.currency)) ?? 0n;
          const payoutsHeld = reviewed.get(keyOf(application.id, wallet.currency)) ?? 0n;
          return {
            appId: application.id,
            appName: application.appName,
            merchantId: application.merchantId,
            appConfigId: application.appConfigId,
            currency: wallet.currency,
            balance: wallet.balance + refundsHeld + payoutsHeld,
            payoutBalance: wallet.balance,
            reserved: { refunds: refundsHeld, payouts: payoutsHeld },
            withdrawal: { method, account, bankName: method === "iban" ? (bank?.bankName ?? null) : null, freeOfFees },
          };
        });
    });
  }

  /** A wallet's ledger entries, newest first; an application outside the scope does not exist. */
  async function operations(
    auth: AuthContext,
    appId: string,
    query: z.output<typeof WalletOperationsQuery>,
    region: Region,
    /** Where the operations are read: the replica may serve them (plugins/read-db.ts). */
    readDb: Db = db,
  ): Promise<Decoded<typeof WalletOperationPage>> {
    if (!(await findApplication(db, auth.scope, appId))) throw new AppError("NOT_FOUND", "No such application.");
    const timeZone = regionTimeZone[region];
    const found = await walletOperations(readDb, auth.scope, appId, {
      currency: query.currency,
      from: query.from ? startOfDayIn(query.from, timeZone) : undefined,
      before: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
      page: query.page,
      size: query.offset,
    });
    return {
      content: found.rows.map(toWalletOperation),
      page: query.page,
      size: query.offset,
      totalElements: found.total,
      totalPages: Math.ceil(found.total / query.offset),
    };
  }

  return { list, operations };
}
