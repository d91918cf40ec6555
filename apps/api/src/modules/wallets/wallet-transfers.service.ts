import {
  fromMinorUnits,
  type Language,
  messages,
  type Decoded,
  type TransferReceiver,
  type WalletTransfer,
  type WalletTransferRequest,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { applicationOfMerchant, findApplication, ownerNameOf } from "@/modules/applications/applications.repo";
import { balanceOf, lockAccounts, postTransfer, walletAccount, walletBalance } from "@/modules/ledger/ledger.repo";
import type { AuthContext } from "@/plugins/auth";
import { insufficientBalance } from "./bank-payments";
import { codeConfirmed } from "./code-confirmed";
import { maskFullName } from "./payouts.service";
import { walletMessages } from "./wallets.messages";
import { insertWalletTransfer } from "./wallets.repo";

type Request = z.output<typeof WalletTransferRequest>;
type Parties = Pick<Request, "fromAppId" | "toMerchant">;

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
  const codes = codeConfirmed<Decoded<typeof WalletTransfer>>(app, "transfer");

  /** The sending application, in the user's scope and live; the receiving one, live and another, with who is behind it. */
  async function parties(auth: AuthContext, r: Parties) {
    const from = (await findApplication(db, auth.scope, r.fromAppId))?.app;
    if (!from) throw new AppError("NOT_FOUND", "No such application.");
    if (from.status !== "live")
      throw refused("fromAppId", messages.appNotLive, "Only a live application's wallet can send money.");
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
  async function receiver(auth: AuthContext, r: Parties): Promise<TransferReceiver> {
    return (await parties(auth, r)).receiver;
  }

  /** Step 1: checks what can be checked now, and texts the user a code for this transfer. */
  async function sendCode(auth: AuthContext, r: Request, lang: Language) {
    const { to, receiver } = await parties(auth, r);
    if (r.amount > (await walletBalance(db, r.fromAppId, r.currency))) throw insufficientBalance();
    const amount = `${fromMinorUnits(r.amount)} ${r.currency}`;
    const sent = await codes.sendCode(auth, transferCodeSubject(r), (code) =>
      walletMessages(lang).transferCode(code, amount, to.appName),
    );
    return { ...sent, receiver };
  }

  /** Both wallets locked in one order, the sender's balance checked under the lock, then one balanced transfer. */
  async function move(
    tx: Tx,
    auth: AuthContext,
    r: Request,
    parts: Awaited<ReturnType<typeof parties>>,
  ): Promise<Decoded<typeof WalletTransfer>> {
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
  }

  /** Step 2: the code for exactly this transfer, then the move, in one database transaction. */
  async function confirm(
    auth: AuthContext,
    r: Request,
    code: string,
    lang: Language,
    idempotencyKey: string | null,
  ): Promise<Decoded<typeof WalletTransfer>> {
    const parts = await parties(auth, r);
    return codes.confirm(auth, transferCodeSubject(r), { code, lang, idempotencyKey, body: r }, (tx) =>
      move(tx, auth, r, parts),
    );
  }

  return { receiver, sendCode, confirm };
}
