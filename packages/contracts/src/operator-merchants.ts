import * as z from "zod/mini";
import { ApplicationStatus, MerchantCategory } from "./applications";
import { messages } from "./fields";
import { Currency, MajorAmount } from "./money";
import { pageOf } from "./pages";
import { TransactionStatus } from "./payment-statuses";
import { walletAmountField } from "./wallet-transfers";

/**
 * The provider's side of a merchant (docs/operator-console.md): found by e-mail, phone, tax
 * id, merchant id or IBAN; suspended and limited by risk operators.
 */
export const MerchantSearchQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(3, messages.required), z.maxLength(100, messages.tooLong)),
});

export const MerchantSearchResult = z.object({
  accountId: z.uuid(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string(),
  companyNames: z.array(z.string()),
  applications: z.number().check(z.int()),
  suspended: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MerchantSearchResult = z.infer<typeof MerchantSearchResult>;

export const Suspension = z.object({ at: z.iso.datetime(), reason: z.string() });
export type Suspension = z.infer<typeof Suspension>;

export const AccountLimits = z.object({
  /** The largest single payment any of the account's links may take; null: no limit of its own. */
  maxPaymentAmount: z.nullable(MajorAmount),
  /** What the account may pay out in 24 hours per currency; null: the provider's default (`PAYOUT_DAILY_CAP`). */
  payoutDailyCap: z.nullable(MajorAmount),
});

export const MerchantAccountDetail = z.object({
  account: z.object({
    id: z.uuid(),
    ownerName: z.string(),
    email: z.string(),
    phone: z.string(),
    language: z.string(),
    createdAt: z.iso.datetime(),
    suspension: z.nullable(Suspension),
    limits: AccountLimits,
  }),
  applications: z.array(
    z.object({
      id: z.uuid(),
      appName: z.string(),
      merchantId: z.string(),
      category: MerchantCategory,
      status: ApplicationStatus,
      suspension: z.nullable(Suspension),
      /** Suspended with the account: lifted with it, not alone. */
      suspendedWithAccount: z.boolean(),
    }),
  ),
  balances: z.array(z.object({ appId: z.uuid(), currency: Currency, balance: MajorAmount })),
  recentPayments: z.array(
    z.object({
      id: z.uuid(),
      appId: z.uuid(),
      amount: MajorAmount,
      currency: Currency,
      status: TransactionStatus,
      createdAt: z.iso.datetime(),
    }),
  ),
  recentPayouts: z.array(
    z.object({
      id: z.uuid(),
      appId: z.uuid(),
      kind: z.enum(["payout", "topUp", "withdrawal"]),
      amount: MajorAmount,
      currency: Currency,
      status: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type MerchantAccountDetail = z.infer<typeof MerchantAccountDetail>;

export const AccountIdParam = z.object({ accountId: z.uuid() });

/** Why an operator suspends or lifts: kept in the trail, and the suspension's shown to the merchant. */
export const SuspensionRequest = z.object({
  reason: z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(500, messages.tooLong)),
});
export type SuspensionRequest = z.input<typeof SuspensionRequest>;

/** Amounts in major units (a number with at most two decimals, at least 1), or null to take the limit off. */
export const AccountLimitsRequest = z.object({
  maxPaymentAmount: z.nullable(walletAmountField),
  payoutDailyCap: z.nullable(walletAmountField),
});
export type AccountLimitsRequest = z.input<typeof AccountLimitsRequest>;

/** A contract signed outside the e-signature service (`ESIGN=manual`), waiting for a risk operator. */
export const ContractQueueItem = z.object({
  appId: z.uuid(),
  appName: z.string(),
  merchantName: z.string(),
  merchantEmail: z.string(),
  uploadedAt: z.iso.datetime(),
  applicationStatus: ApplicationStatus,
});
export type ContractQueueItem = z.infer<typeof ContractQueueItem>;
export const ContractQueuePage = pageOf(ContractQueueItem);

export const contractDecisions = ["confirm", "refuse"] as const;
export const ContractDecisionRequest = z
  .object({
    decision: z.enum(contractDecisions),
    reason: z._default(z.string().check(z.trim(), z.maxLength(500, messages.tooLong)), ""),
  })
  .check(
    z.refine((r) => r.decision === "confirm" || r.reason.length > 0, {
      message: messages.required,
      path: ["reason"],
    }),
  );
export type ContractDecisionRequest = z.input<typeof ContractDecisionRequest>;
export const ContractDecided = z.object({
  appId: z.uuid(),
  contractStatus: z.enum(["signed", "refused"]),
  applicationStatus: ApplicationStatus,
});
