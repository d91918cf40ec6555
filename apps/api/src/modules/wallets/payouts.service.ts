import type { Db } from "@/db/client";
import {
  addDays,
  fromMinorUnits,
  maskIban,
  messages,
  type Decoded,
  type GuardedAction,
  type Payout,
  type PayoutCodeRequest,
  type PayoutCodeSent,
  type PayoutListQuery,
  type PayoutPage,
  type PayoutRecipient,
  type PayoutSettingsUpdate,
  type PayoutTarget,
  PAGE_SIZE,
  isFreePayoutTarget,
  payoutFee,
  phoneHint,
  type Region,
  regionTimeZone,
  startOfDayIn,
  toMinorUnits,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { reachesApp, type Scope } from "@/lib/scope";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { moneyPipeline } from "@/modules/ledger/money-pipeline";
import type { AuthContext } from "@/plugins/auth";
import type { LookupTarget, PayoutDestination } from "@/providers/payout-bank/payout-bank";
import { type BankPaymentKinds, bankPayments, type MoneyOutRows } from "./bank-payments";
import { payoutLimits } from "./payout-limits";
import {
  findPayout,
  insertPayout,
  listPayouts,
  payoutById,
  type PayoutRow,
  payoutsInProgress,
  setPayoutRules,
  updatePayout,
} from "./payouts.repo";
import { applicationsOf } from "./wallets.repo";
import type { WalletMove } from "./wallet-move";
import { walletMessages } from "./wallets.messages";
import { ownerOf } from "@/modules/events/domain-events";

type Target = z.output<typeof PayoutTarget>;
type CodeRequest = z.output<typeof PayoutCodeRequest>;
/** A payout as both calls ask it: the wallet (`X-App-Key`) with the body, without the code. */
type MoveRequest = { appId: string } & CodeRequest;
type Planned = Found & { recipientKey: string };
type PayoutPreview = Omit<Decoded<typeof PayoutCodeSent>, "phoneHint" | "resendIn">;

const KINDS: Record<PayoutRow["kind"], BankPaymentKinds> = {
  payout: { out: "payout", fee: "payoutFee", sent: "payoutSent", returned: "payoutReturned" },
  topUp: { out: "topUp", fee: "payoutFee", sent: "topUpSent", returned: "topUpReturned" },
};

/** "Aytən Məmmədli" → "Ay*** Mə***": enough to recognise, not enough to learn a name (SPEC §7 masked-fullName). */
export const maskFullName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => `${[...word].slice(0, 2).join("")}***`)
    .join(" ");

/** The recipient as the merchant may see it; a phone keeps its country code and last two digits like a code's hint. */
const shownAccount = (d: PayoutDestination) =>
  d.kind === "card" ? d.maskedPan : d.kind === "iban" ? maskIban(d.iban) : phoneHint(d.phone);

/** What the bank is asked to look up: the account as typed, tidied (spaces out of IBANs and card numbers). */
const lookupTargetOf = (t: Target): LookupTarget =>
  t.kind === "card"
    ? { kind: "card", cardNumber: t.account.replace(/\D/g, "") }
    : t.kind === "iban"
      ? { kind: "iban", iban: t.account.replace(/\s+/g, "") }
      : { kind: "phone", phone: t.account };

/** A payout's destination as the bank is told it, from the row. */
const destinationOf = (p: PayoutRow): PayoutDestination =>
  p.recipientKind === "card"
    ? { kind: "card", cardId: p.destination, maskedPan: p.recipientAccount }
    : p.recipientKind === "iban"
      ? { kind: "iban", iban: p.destination }
      : { kind: "phone", phone: p.destination };

/** A payout's (or top-up's) rows as the money-out pipeline reads and writes them. */
const rows: MoneyOutRows<PayoutRow> = {
  table: "payout",
  byId: payoutById,
  update: updatePayout,
  destinationOf,
  // Only the sandbox bank pays other people's accounts today, and it reads no names (PayoutBank.paysOthers).
  orderOf: async (_q, p) => ({
    operation: "payout",
    accountId: p.accountId,
    appId: p.appId,
    creditorName: p.recipientName ?? "",
    remittance: p.description,
  }),
  kindsOf: (p) => KINDS[p.kind],
};

/** The account as the fee rule reads it: a card by its visible BIN, an IBAN by its bank code. */
const accountOf = (d: PayoutDestination) => (d.kind === "card" ? d.maskedPan : d.kind === "iban" ? d.iban : d.phone);

/** The fee of SPEC §9 on the recipient the bank found. */
const feeOf = (amount: bigint, d: PayoutDestination) => BigInt(payoutFee(Number(amount), d.kind, accountOf(d)));

/** Who reviewed a payout, and when. */
interface Reviewer {
  reviewedById: string;
  reviewedByName: string;
  reviewedAt: Date;
}

/** One decision a reviewer can take on a payout waiting for review (approve, reject), as `review` runs it. */
interface ReviewDecision<Input> {
  /** What a portal user needs to take it (`actionPermissions`); the payout's maker never may. */
  permission: GuardedAction;
  /** The change, in the transaction that locked the payout still waiting: its status, the ledger's side. */
  decide(tx: Tx, p: PayoutRow, input: Input, by: Reviewer): Promise<PayoutRow>;
  /** Whether the payout then goes to the bank. */
  sendsToBank: boolean;
}

export interface Found {
  destination: PayoutDestination;
  recipient: PayoutRecipient;
  fullName: string;
}

/** What a payout's code is bound to: the wallet, the amount and currency, the recipient and the description (exported for tests that seed codes). */
export const payoutCodeSubject = (
  appId: string,
  r: Pick<CodeRequest, "kind" | "amount" | "currency" | "description">,
  recipientKey: string,
) => [appId, r.amount.toString(), r.currency, r.kind, recipientKey, r.description];

/**
 * Payouts (SPEC §3 "Payout", `/billing/payouts`) and top-ups of mobile wallets: money from a
 * wallet to someone else's account through the payout bank (docs/money.md "Wallets"),
 * each confirmed by a code for exactly it, within the account's daily cap, and after a second
 * person's review when the rolling 24 hours pass the threshold (payout-limits.ts).
 */
export function payoutsService(app: FastifyInstance) {
  const { db, payoutBank } = app;
  const bank = bankPayments(app);
  const pipeline = moneyPipeline(app);
  const limits = payoutLimits(app);

  /** The scope's live application, chosen by `X-App-Key` (a selector, not a secret) or by the body. */
  async function liveApplication(auth: AuthContext, appId: string, field: string) {
    const application = (await applicationsOf(db, auth.scope)).find((a) => a.id === appId);
    if (!application) throw new AppError("NOT_FOUND", "No such application.");
    if (application.status !== "live") {
      throw new AppError("VALIDATION_ERROR", "Only a live application's wallet can pay out.", {
        fields: { [field]: messages.appNotLive },
      });
    }
    return application;
  }

  /** The bank's look-up: who holds the account, or a 404 on `field` (the request's name for the account) saying none does. */
  async function find(target: Target, field = "account"): Promise<Found> {
    if (!payoutBank.paysOthers)
      throw new AppError(
        "PAYOUT_METHOD_UNAVAILABLE",
        "The provider's bank pays withdrawals to the merchant's own IBAN only.",
        {
          fields: { [field]: messages.bankPaysOwnAccountsOnly },
        },
      );
    const found = await payoutBank.lookup(lookupTargetOf(target));
    if (!found.found) throw new AppError("NOT_FOUND", found.reason, { fields: { [field]: messages.recipientUnknown } });
    const d = found.destination;
    const recipient = {
      kind: d.kind,
      account: shownAccount(d),
      bankName: found.bankName,
      freeOfFees: isFreePayoutTarget(d.kind, accountOf(d)),
    };
    return { destination: d, fullName: found.fullName, recipient };
  }

  /** `POST api/wallets/payout/by-search`. */
  async function search(auth: AuthContext, appId: string, target: Target): Promise<PayoutRecipient> {
    await liveApplication(auth, appId, "X-App-Key");
    return (await find(target)).recipient;
  }

  /** `POST api/wallets/masked-fullName`. */
  async function maskedName(auth: AuthContext, appId: string, target: Target) {
    await liveApplication(auth, appId, "X-App-Key");
    return { maskedFullName: maskFullName((await find(target)).fullName) };
  }

  /**
   * Step 1, in the caller's transaction: the account's limits judged under its lock, then
   * amount and fee leave the wallet under its lock into the clearing account, where they wait
   * for the bank or, for review, a second person.
   */
  async function reserve(
    tx: Tx,
    auth: AuthContext,
    m: {
      kind: PayoutRow["kind"];
      appId: string;
      amount: bigint;
      currency: CodeRequest["currency"];
      description: string;
      recipientKey: string;
    },
    found: Found,
  ) {
    const fee = feeOf(m.amount, found.destination);
    const accountId = auth.user.accountId;
    // The account's rules are locked before the wallet: the order every payout takes them.
    const reviewReasons = await limits.judge(
      tx,
      { accountId, amount: m.amount, currency: m.currency, recipientKey: m.recipientKey },
      true,
    );
    const d = found.destination;
    const cost = { accountId, appId: m.appId, amount: m.amount, fee, currency: m.currency };
    const row = await bank.reserve(tx, cost, KINDS[m.kind], (at) =>
      insertPayout(tx, {
        ...cost,
        kind: m.kind,
        recipientKind: d.kind,
        recipientAccount: found.recipient.account,
        recipientName: maskFullName(found.fullName),
        recipientKey: m.recipientKey,
        bankName: found.recipient.bankName,
        destination: d.kind === "card" ? d.cardId : accountOf(d),
        description: m.description,
        status: reviewReasons.length > 0 ? "review" : "inProgress",
        reviewReasons,
        createdById: auth.user.id,
        createdByName: auth.user.fullName,
        createdAt: at,
      }),
    );
    if (row.status === "review")
      await app.events.publish(
        tx,
        { ...ownerOf(row), type: "payout.awaiting_review", payoutId: row.id },
        row.createdAt,
      );
    return { id: row.id };
  }

  /** Steps 2 and 3: the bank's answer, written once; a refusal gives amount and fee back to the wallet. */
  const settle = (id: string) => bank.settle(rows, id);

  async function view(scope: Scope, id: string): Promise<Decoded<typeof Payout>> {
    const found = await findPayout(db, scope, id);
    if (!found) throw new AppError("NOT_FOUND", "No such payout.");
    return {
      ...toPayout(found.payout, found.appName),
      payoutBalance: await walletBalance(db, found.payout.appId, found.payout.currency),
    };
  }

  /**
   * SPEC §3 "Payout" as a wallet move (wallet-move.ts): the recipient found at the bank, the
   * cost checked against the payout balance and the daily cap before the code, and the code's
   * answer says who receives and whether it will wait for review as things stand now. Once
   * confirmed, the recipient is looked up again (the bank's answer of a minute ago proves
   * nothing now), the money reserved in the code's transaction, then sent, or left for review.
   */
  const payout: WalletMove<MoveRequest, Planned, { id: string }, Decoded<typeof Payout>, PayoutPreview> = {
    purpose: "payout",
    permission: "moveMoney",
    reach: async (auth, r) => {
      await liveApplication(auth, r.appId, "X-App-Key");
    },
    plan: async (_auth, r) => ({ ...(await find(r)), recipientKey: limits.recipientKeyOf(r) }),
    subject: (r, plan) => payoutCodeSubject(r.appId, r, plan.recipientKey),
    cost: (r, plan) => ({
      appId: r.appId,
      amount: r.amount,
      fee: feeOf(r.amount, plan.destination),
      currency: r.currency,
    }),
    async preview(auth, r, plan, cost) {
      const reviewReasons = await limits.judge(
        db,
        {
          accountId: auth.user.accountId,
          amount: cost.amount,
          currency: cost.currency,
          recipientKey: plan.recipientKey,
        },
        false,
      );
      return {
        recipient: { ...plan.recipient, maskedFullName: maskFullName(plan.fullName) },
        amount: cost.amount,
        fee: cost.fee,
        amountWithFee: cost.amount + cost.fee,
        currency: cost.currency,
        reviewReasons,
      };
    },
    text: (lang, code, plan, cost) =>
      walletMessages(lang).payoutCode(
        code,
        `${fromMinorUnits(cost.amount + cost.fee)} ${cost.currency}`,
        `${maskFullName(plan.fullName)} (${plan.recipient.account})`,
      ),
    move: (tx, auth, r, plan) => reserve(tx, auth, { ...r, kind: "payout", recipientKey: plan.recipientKey }, plan),
    // A retry gets the payout as it is now, whether or not the code was already used.
    answer: (auth, { id }) => settledView(auth, id),
  };

  /** The bank asked (if it is still to be), then the payout as it stands. */
  async function settledView(auth: AuthContext, id: string) {
    await settle(id);
    return view(auth.scope, id);
  }

  /** A payout waiting for review, locked, or a 4xx: gone (or outside the reviewer's scope), already reviewed, or the reviewer's own. */
  async function underReview(tx: Tx, auth: AuthContext, id: string) {
    const p = await payoutById(tx, id, true);
    const reachable = p !== undefined && p.accountId === auth.scope.accountId && reachesApp(auth.scope, p.appId);
    if (!reachable) throw new AppError("NOT_FOUND", "No such payout.");
    if (p.status !== "review") throw new AppError("INVALID_STATE", "This payout is not waiting for review.");
    if (p.createdById === auth.user.id)
      throw new AppError("FORBIDDEN", "A payout is reviewed by someone other than the person who made it.");
    return p;
  }

  /**
   * The second person's decision on a payout waiting for review, step 3 before the bank's: the
   * payout locked and checked still waiting and not the reviewer's own, then the decision's
   * change, reviewer recorded; an approved payout then goes to the bank.
   */
  async function review<I>(decision: ReviewDecision<I>, auth: AuthContext, id: string, input: I) {
    await pipeline.end(null, async (tx, now) => {
      const p = await underReview(tx, auth, id);
      const by = { reviewedById: auth.user.id, reviewedByName: auth.user.fullName, reviewedAt: now };
      return { result: await decision.decide(tx, p, input, by) };
    });
    if (decision.sendsToBank) await settle(id);
    return view(auth.scope, id);
  }

  /** Approved: on its way to the bank. */
  const approval: ReviewDecision<void> = {
    permission: "reviewPayouts",
    decide: (tx, p, _input, by) => updatePayout(tx, p.id, { status: "inProgress", ...by }),
    sendsToBank: true,
  };

  /** Rejected: amount and fee back to the wallet, with the reviewer's reason for the maker to read. */
  const rejection: ReviewDecision<{ reason: string }> = {
    permission: "reviewPayouts",
    async decide(tx, p, { reason }, by) {
      await bank.giveBack(tx, p, KINDS[p.kind].returned, by.reviewedAt);
      return updatePayout(tx, p.id, { status: "rejected", failureReason: reason, settledAt: by.reviewedAt, ...by });
    },
    sendsToBank: false,
  };

  /** The payouts page; `readDb` may be the replica (plugins/read-db.ts). */
  async function list(
    auth: AuthContext,
    query: z.output<typeof PayoutListQuery>,
    region: Region,
    readDb: Db = db,
  ): Promise<Decoded<typeof PayoutPage>> {
    const timeZone = regionTimeZone[region];
    const found = await listPayouts(readDb, auth.scope, {
      appId: query.appId,
      kind: query.kind,
      status: query.status,
      from: query.from ? startOfDayIn(query.from, timeZone) : undefined,
      before: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
      amount: query.amount === undefined ? undefined : (toMinorUnits(String(query.amount)) ?? undefined),
      recipient: query.recipient || undefined,
      page: query.page,
      size: PAGE_SIZE,
    });
    const balances = new Map<string, bigint>();
    for (const { payout: p } of found.rows) {
      const key = `${p.appId}:${p.currency}`;
      if (!balances.has(key)) balances.set(key, await walletBalance(readDb, p.appId, p.currency));
    }
    return {
      content: found.rows.map(({ payout: p, appName }) => ({
        ...toPayout(p, appName),
        payoutBalance: balances.get(`${p.appId}:${p.currency}`)!,
      })),
      page: query.page,
      size: PAGE_SIZE,
      totalElements: found.total,
      totalPages: Math.ceil(found.total / PAGE_SIZE),
    };
  }

  const settings = (auth: AuthContext) => limits.settingsOf(db, auth.user.accountId);

  async function updateSettings(auth: AuthContext, update: z.output<typeof PayoutSettingsUpdate>) {
    const reviewThreshold = update.reviewThreshold;
    await setPayoutRules(db, auth.user.accountId, { reviewThreshold, reviewNewRecipients: update.reviewNewRecipients });
    return settings(auth);
  }

  /** The job's round: every payout still in progress is asked about again (sent anew when no answer came). */
  async function settlePending() {
    for (const p of await payoutsInProgress(db, 100)) await settle(p.id);
  }

  return {
    liveApplication,
    find,
    recipientKeyOf: limits.recipientKeyOf,
    reserve,
    view,
    settledView,
    search,
    maskedName,
    payout,
    review,
    approval,
    rejection,
    list,
    settings,
    updateSettings,
    settlePending,
  };
}

function toPayout(p: PayoutRow, appName: string): Omit<Decoded<typeof Payout>, "payoutBalance"> {
  return {
    id: p.id,
    kind: p.kind,
    appId: p.appId,
    appName,
    status: p.status,
    reviewReasons: p.reviewReasons,
    recipient: {
      kind: p.recipientKind,
      account: p.recipientAccount,
      bankName: p.bankName,
      freeOfFees: p.fee === 0n,
      maskedFullName: p.recipientName,
    },
    amount: p.amount,
    fee: p.fee,
    amountWithFee: p.amount + p.fee,
    currency: p.currency,
    description: p.description,
    failureReason: p.failureReason,
    createdBy: { id: p.createdById, name: p.createdByName },
    reviewedBy: p.reviewedByName ? { id: p.reviewedById, name: p.reviewedByName } : null,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}
