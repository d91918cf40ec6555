import {
  type AccountLimitsRequest,
  type ApplicationStatus,
  type Decoded,
  DEFAULT_LANGUAGE,
  type MerchantAccountDetail,
  type MerchantSearchResult,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { wholeAccount } from "@/lib/scope";
import { makeLiveIfReady } from "@/modules/applications/applications.repo";
import { actorOf } from "@/modules/operators/operator-accounts.service";
import { recordOperatorAction } from "@/modules/operators/operator-audit.repo";
import { walletBalances } from "@/modules/wallets/wallets.repo";
import type { OperatorContext } from "@/plugins/operator-auth";
import {
  accountWithOwner,
  applicationsOfAccount,
  lockApplication,
  recentMoneyOut,
  recentPayments,
  searchAccounts,
  suspendableApplications,
  suspendedWithAccount,
  updateAccount,
  updateApplication,
} from "./merchant-management.repo";

const SEARCH_LIMIT = 20;
const RECENT = 10;

type Tx = Parameters<Parameters<FastifyInstance["db"]["transaction"]>[0]>[0];

/**
 * The provider's hold on a merchant (docs/operator-console.md): find it, see what it has,
 * suspend or lift an application or the whole account, and set the account's limits. A
 * suspended application is the status `suspended`: every check that wants a live one (the
 * checkout, pay buttons, the QR page, the merchant API, money out) refuses it, and its money
 * stays in its wallet. Lifting gives back the status it had.
 */
export function merchantManagementService(app: FastifyInstance) {
  const { db, clock } = app;

  async function search(term: string): Promise<MerchantSearchResult[]> {
    const rows = await searchAccounts(db, term, SEARCH_LIMIT);
    return rows.map((row) => ({
      accountId: row.account.id,
      ownerName: row.owner.fullName,
      email: row.owner.email,
      phone: row.owner.mobilePhone,
      companyNames: row.companyNames,
      applications: row.applications,
      suspended: row.account.suspendedAt !== null,
      createdAt: row.account.createdAt.toISOString(),
    }));
  }

  const suspensionOf = (row: { suspendedAt: Date | null; suspensionReason: string | null }) =>
    row.suspendedAt ? { at: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? "" } : null;

  async function detail(accountId: string): Promise<Decoded<typeof MerchantAccountDetail>> {
    const row = await accountWithOwner(db, accountId);
    if (!row) throw new AppError("NOT_FOUND", "No such merchant account.");
    const [apps, balances, payments, moneyOut] = await Promise.all([
      applicationsOfAccount(db, accountId),
      walletBalances(db, wholeAccount(accountId)),
      recentPayments(db, accountId, RECENT),
      recentMoneyOut(db, accountId, RECENT),
    ]);
    const { account, owner } = row;
    const outs = [...moneyOut.payouts, ...moneyOut.withdrawals.map((w) => ({ ...w, kind: "withdrawal" as const }))]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, RECENT);
    return {
      account: {
        id: account.id,
        ownerName: owner.fullName,
        email: owner.email,
        phone: owner.mobilePhone,
        language: owner.language ?? DEFAULT_LANGUAGE,
        createdAt: account.createdAt.toISOString(),
        suspension: suspensionOf(account),
        limits: { maxPaymentAmount: account.maxPaymentAmount, payoutDailyCap: account.payoutDailyCap },
      },
      applications: apps.map((a) => ({
        id: a.id,
        appName: a.appName,
        merchantId: a.merchantId,
        category: a.category,
        status: a.status,
        suspension: a.status === "suspended" ? suspensionOf(a) : null,
        suspendedWithAccount: a.suspendedWithAccount,
      })),
      balances: balances.map((b) => ({ appId: b.appId!, currency: b.currency, balance: b.balance })),
      recentPayments: payments.map((p) => ({
        id: p.id,
        appId: p.appId,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
      })),
      recentPayouts: outs.map((o) => ({
        id: o.id,
        appId: o.appId,
        kind: o.kind,
        amount: o.amount,
        currency: o.currency,
        status: o.status,
        createdAt: o.createdAt.toISOString(),
      })),
    };
  }

  async function suspendOne(tx: Tx, appId: string, reason: string, withAccount: boolean, at: Date) {
    const row = (await lockApplication(tx, appId))!;
    await updateApplication(tx, appId, {
      status: "suspended",
      statusBeforeSuspension: row.status,
      suspensionReason: reason,
      suspendedAt: at,
      suspendedWithAccount: withAccount,
      updatedAt: at,
    });
    return row.status;
  }

  async function liftOne(tx: Tx, row: { id: string; statusBeforeSuspension: ApplicationStatus | null }, at: Date) {
    await updateApplication(tx, row.id, {
      status: row.statusBeforeSuspension ?? "draft",
      statusBeforeSuspension: null,
      suspensionReason: null,
      suspendedAt: null,
      suspendedWithAccount: false,
      updatedAt: at,
    });
    // One in review whose contract was signed and review passed meanwhile goes live now.
    await makeLiveIfReady(tx, row.id, at);
  }

  async function suspendApplication(context: OperatorContext, appId: string, reason: string) {
    const at = clock();
    const accountId = await db.transaction(async (tx) => {
      const row = await lockApplication(tx, appId);
      if (!row) throw new AppError("NOT_FOUND", "No such application.");
      if (["suspended", "disabled", "rejected"].includes(row.status))
        throw new AppError("INVALID_STATE", `This application is ${row.status}: there is nothing to suspend.`);
      await suspendOne(tx, appId, reason, false, at);
      await audit(
        tx,
        context,
        "application.suspended",
        appId,
        { status: row.status },
        { status: "suspended", reason },
        at,
      );
      return row.accountId;
    });
    return detail(accountId);
  }

  async function liftApplication(context: OperatorContext, appId: string, reason: string) {
    const at = clock();
    const accountId = await db.transaction(async (tx) => {
      const row = await lockApplication(tx, appId);
      if (!row) throw new AppError("NOT_FOUND", "No such application.");
      if (row.status !== "suspended") throw new AppError("INVALID_STATE", "This application is not suspended.");
      if (row.suspendedWithAccount)
        throw new AppError("INVALID_STATE", "It was suspended with its account: lift the account's suspension.");
      await liftOne(tx, row, at);
      const after = { status: row.statusBeforeSuspension, reason };
      await audit(tx, context, "application.lifted", appId, { status: "suspended" }, after, at);
      return row.accountId;
    });
    return detail(accountId);
  }

  async function suspendAccount(context: OperatorContext, accountId: string, reason: string) {
    const at = clock();
    await db.transaction(async (tx) => {
      const row = await accountWithOwner(tx, accountId, true);
      if (!row) throw new AppError("NOT_FOUND", "No such merchant account.");
      if (row.account.suspendedAt) throw new AppError("INVALID_STATE", "This account is suspended already.");
      await updateAccount(tx, accountId, { suspendedAt: at, suspensionReason: reason });
      const apps = await suspendableApplications(tx, accountId);
      for (const a of apps) await suspendOne(tx, a.id, reason, true, at);
      const after = { suspended: true, reason, applications: apps.map((a) => a.id) };
      await audit(tx, context, "merchant.suspended", accountId, { suspended: false }, after, at);
    });
    return detail(accountId);
  }

  async function liftAccount(context: OperatorContext, accountId: string, reason: string) {
    const at = clock();
    await db.transaction(async (tx) => {
      const row = await accountWithOwner(tx, accountId, true);
      if (!row) throw new AppError("NOT_FOUND", "No such merchant account.");
      if (!row.account.suspendedAt) throw new AppError("INVALID_STATE", "This account is not suspended.");
      await updateAccount(tx, accountId, { suspendedAt: null, suspensionReason: null });
      const apps = await suspendedWithAccount(tx, accountId);
      for (const a of apps) await liftOne(tx, a, at);
      const after = { suspended: false, reason, applications: apps.map((a) => a.id) };
      await audit(tx, context, "merchant.lifted", accountId, { suspended: true }, after, at);
    });
    return detail(accountId);
  }

  async function setLimits(context: OperatorContext, accountId: string, limits: z.output<typeof AccountLimitsRequest>) {
    const at = clock();
    await db.transaction(async (tx) => {
      const row = await accountWithOwner(tx, accountId, true);
      if (!row) throw new AppError("NOT_FOUND", "No such merchant account.");
      await updateAccount(tx, accountId, {
        maxPaymentAmount: limits.maxPaymentAmount,
        payoutDailyCap: limits.payoutDailyCap,
      });
      const shown = (v: bigint | null) => (v === null ? null : v.toString());
      await audit(
        tx,
        context,
        "merchant.limitsChanged",
        accountId,
        { maxPaymentAmount: shown(row.account.maxPaymentAmount), payoutDailyCap: shown(row.account.payoutDailyCap) },
        { maxPaymentAmount: shown(limits.maxPaymentAmount), payoutDailyCap: shown(limits.payoutDailyCap) },
        at,
      );
    });
    return detail(accountId);
  }

  function audit(
    tx: Tx,
    context: OperatorContext,
    action: Parameters<typeof recordOperatorAction>[2]["action"],
    targetId: string,
    before: unknown,
    after: unknown,
    at: Date,
  ) {
    const type = action.startsWith("application.") ? "application" : "account";
    return recordOperatorAction(tx, actorOf(context), { action, target: { type, id: targetId }, before, after }, at);
  }

  return { search, detail, suspendApplication, liftApplication, suspendAccount, liftAccount, setLimits };
}
