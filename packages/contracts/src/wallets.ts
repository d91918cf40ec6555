import * as z from "zod/mini";
import { WithdrawalMethod } from "./applications";
import { dateField } from "./dates";
import { Currency, MajorAmount } from "./money";
import { PageQuery, pageOf } from "./pages";

/**
 * An application's money in one currency (SPEC §2 "Wallet"; docs/glossary.md "Wallet").
 * `payoutBalance` is what can leave now; `balance` adds what operations still under way hold
 * back (`reserved`): refunds waiting for the card processor's answer and payouts waiting for
 * review (amount and fee). Amounts are in major units, like every amount the API shows.
 */
export const Wallet = z.object({
  appId: z.uuid(),
  appName: z.string(),
  merchantId: z.string(),
  /** The application's settings, whose screen sets the withdrawal account up (null before it is configured). */
  appConfigId: z.nullable(z.uuid()),
  currency: Currency,
  balance: MajorAmount,
  payoutBalance: MajorAmount,
  reserved: z.object({ refunds: MajorAmount, payouts: MajorAmount }),
  /** Where a withdrawal goes: the application's withdrawal method and its details (never a whole card number or IBAN). */
  withdrawal: z.object({
    method: WithdrawalMethod,
    /** `416973******1234` for a card, `AZ21 **** **** 1944`-like for an IBAN; null when none is set up. */
    account: z.nullable(z.string()),
    bankName: z.nullable(z.string()),
    /** Withdrawals there cost nothing (a Kapital Bank card or IBAN); otherwise `otherBankFee`. */
    freeOfFees: z.boolean(),
  }),
});
export type Wallet = z.input<typeof Wallet>;

/**
 * What moved money in or out of a wallet (ledger transfer kinds, docs/glossary.md); a
 * `walletTransfer` is out or in by its sign; a withdrawal's fee is its own entry, and a
 * withdrawal the bank refused comes back as `withdrawalReturned` (amount and fee); payouts and
 * top-ups likewise (`payoutFee` is both's fee; a rejected payout comes back as `payoutReturned`).
 */
export const walletOperationKinds = [
  "cardPayment",
  "capture",
  "refund",
  "refundFailed",
  "walletTransfer",
  "withdrawal",
  "withdrawalFee",
  "withdrawalReturned",
  "payout",
  "payoutFee",
  "payoutReturned",
  "topUp",
  "topUpReturned",
] as const;
export const WalletOperationKind = z.enum(walletOperationKinds);

/** Every ledger transfer kind: what wallets list, and the moves between the product's own accounts once the bank took the money. */
export const ledgerTransferKinds = [...walletOperationKinds, "withdrawalSent", "payoutSent", "topUpSent"] as const;
export type WalletOperationKind = z.infer<typeof WalletOperationKind>;

/** One entry of a wallet's ledger account, newest first, with the balance it left. */
export const WalletOperation = z.object({
  id: z.uuid(),
  kind: WalletOperationKind,
  createdAt: z.iso.datetime(),
  currency: Currency,
  /** Credit positive, debit negative. */
  amount: MajorAmount,
  balanceAfter: MajorAmount,
  /** Who the money came from or went to: the paying customer for card money, the other merchant's application for a transfer. */
  counterparty: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** The payment behind it, to open its detail (card money only). */
  transactionId: z.nullable(z.uuid()),
  orderId: z.nullable(z.string()),
  invoiceId: z.nullable(z.uuid()),
  invoiceCode: z.nullable(z.string()),
});
export type WalletOperation = z.input<typeof WalletOperation>;

export const WalletOperationPage = pageOf(WalletOperation);
export type WalletOperationPage = z.input<typeof WalletOperationPage>;

/** Wallet operations are ten a page (SPEC §9); the spec's `offset` names the page size. */
export const WALLET_PAGE_SIZE = 10;

/** `GET api/wallets/{appId}`: the page, its size (`offset`), the currency and inclusive calendar days of the region. */
export const WalletOperationsQuery = z.extend(PageQuery, {
  offset: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), WALLET_PAGE_SIZE),
  currency: z.optional(Currency),
  from: z.optional(dateField),
  to: z.optional(dateField),
});
export type WalletOperationsQuery = z.input<typeof WalletOperationsQuery>;

export const WalletAppParam = z.object({ appId: z.uuid() });
