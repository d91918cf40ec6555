import {
  fromMinorUnits,
  messages,
  type Decoded,
  type TransferReceiver,
  type WalletTransfer,
  type WalletTransferRequest,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import {
  type AppRow,
  applicationOfMerchant,
  findApplication,
  ownerNameOf,
} from "@/modules/applications/applications.repo";
import { balanceOf, lockAccounts, postTransfer, walletAccount } from "@/modules/ledger/ledger.repo";
import type { AuthContext } from "@/plugins/auth";
import { insufficientBalance } from "./bank-payments";
import { maskFullName } from "./payouts.service";
import type { WalletMove } from "./wallet-move";
import { walletMessages } from "./wallets.messages";
import { insertWalletTransfer } from "./wallets.repo";

type Request = z.output<typeof WalletTransferRequest>;
type PartiesAsked = Pick<Request, "fromAppId" | "toMerchant">;

/** Both sides of a transfer: the sending and the receiving application, and who receives as the sender sees it. */
interface Parties {
  from: Pick<AppRow, "id" | "accountId">;
  to: AppRow;
  receiver: TransferReceiver;
}

const refused = (field: string, message: string, text: string) =>
  new AppError("VALIDATION_ERROR", text, { fields: { [field]: message } });

/** The code is bound to what it confirms: the wallet, amount, currency, receiver and description. */
export const transferCodeSubject = (
  r: Pick<Request, "fromAppId" | "amount" | "currency" | "toMerchant" | "description">,
) => [r.fromAppId, r.amount.toString(), r.currency, r.toMerchant, r.description];

/**
 * SPEC §3 "Wallet transfer": one application's money to another merchant's wallet, at once,
 * confirmed by a one-time code that is good for exactly this transfer (docs/money.md
 * "Wallets").
 */
export function walletTransfersService(app: FastifyInstance) {
  const { db, clock } = app;

  /** The sending application, in the user's scope and live. */
  async function sender(auth: AuthContext, fromAppId: string) {
    const from = (await findApplication(db, auth.scope, fromAppId))?.app;
    if (!from) throw new AppError("NOT_FOUND", "No such application.");
    if (from.status !== "live")
      throw refused("fromAppId", messages.appNotLive, "Only a live application's wallet can send money.");
    return from;
  }

  /** The sending application; the receiving one, live and another, with who is behind it. */
  async function parties(auth: AuthContext, r: PartiesAsked): Promise<Parties> {
    const from = await sender(auth, r.fromAppId);
    const to = await applicationOfMerchant(db, r.toMerchant);
    if (!to || to.status !== "live")
      throw refused("toMerchant", messages.merchantUnknown, "No live merchant has this id.");
    if (to.id === from.id)
      throw refused("toMerchant", messages.merchantSelf, "The money cannot go to the wallet it leaves.");
    const receiver: TransferReceiver = {
      merchantId: to.merchantId,
      appName: to.appName,
      maskedFullName: maskFullName(await ownerNameOf(db, to)),
    };
    return { from, to, receiver };
  }

  /** Who a merchant id belongs to, before anything is sent (as a payout's recipient is found first). */
  async function receiver(auth: AuthContext, r: PartiesAsked): Promise<TransferReceiver> {
    return (await parties(auth, r)).receiver;
  }

  const transfer: WalletMove<
    Request,
    Parties,
    Decoded<typeof WalletTransfer>,
    Decoded<typeof WalletTransfer>,
    { receiver: TransferReceiver }
  > = {
    purpose: "transfer",
    permission: "moveMoney",
    reach: async (auth, r) => {
      await sender(auth, r.fromAppId);
    },
    plan: parties,
    subject: (r) => transferCodeSubject(r),
    cost: (r) => ({ appId: r.fromAppId, amount: r.amount, fee: 0n, currency: r.currency }),
    preview: async (_auth, _r, parts) => ({ receiver: parts.receiver }),
    text: (lang, code, parts, cost) =>
      walletMessages(lang).transferCode(code, `${fromMinorUnits(cost.amount)} ${cost.currency}`, parts.to.appName),
    // Both wallets locked in one order, the sender's balance checked under the lock, then one balanced transfer.
    async move(tx, auth, r, parts) {
      const amount = r.amount;
      const at = clock();
      const source = await walletAccount(tx, { accountId: parts.from.accountId, appId: parts.from.id }, r.currency);
      const destination = await walletAccount(tx, { accountId: parts.to.accountId, appId: parts.to.id }, r.currency);
      await lockAccounts(tx, [source, destination]);
      const available = await balanceOf(tx, source);
      if (amount > available) throw insufficientBalance();
      const row = await insertWalletTransfer(tx, {
        fromAccountId: parts.from.accountId,
        fromAppId: parts.from.id,
        toAccountId: parts.to.accountId,
        toAppId: parts.to.id,
        amount,
        currency: r.currency,
        description: r.description,
        createdById: auth.user.id,
        createdByName: auth.user.fullName,
        createdAt: at,
      });
      await postTransfer(tx, {
        kind: "walletTransfer",
        reference: row.id,
        currency: r.currency,
        at,
        legs: [
          { ledgerAccountId: source, amount: -amount },
          { ledgerAccountId: destination, amount },
        ],
      });
      return {
        id: row.id,
        fromAppId: parts.from.id,
        receiver: parts.receiver,
        amount,
        currency: r.currency,
        description: r.description,
        createdAt: at.toISOString(),
        payoutBalance: available - amount,
      };
    },
    // The money moved at once: what was kept is the answer.
    answer: async (_auth, kept) => kept,
  };

  return { receiver, transfer };
}
