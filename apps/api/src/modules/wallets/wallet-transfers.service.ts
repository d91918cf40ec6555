import {
  fromMinorUnits,
  type Language,
  messages,
  phoneHint,
  toMajorNumber,
  toMinorUnits,
  type WalletTransfer,
  type WalletTransferRequest,
} from "@portal/contracts";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Tx } from "@/db/client";
import { applications, otpChallenges, walletTransfers } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { claimIdempotencyKey, rememberAnswer, requestHash, storedAnswer } from "@/lib/idempotency";
import { balanceOf, lockAccounts, postTransfer, walletAccount, walletBalance } from "@/modules/ledger/ledger";
import { otpService } from "@/modules/otp/otp.service";
import type { AuthContext } from "@/plugins/auth";
import { walletMessages } from "./wallets.messages";

type Request = z.output<typeof WalletTransferRequest>;

const refused = (field: string, message: string, text: string) => new AppError("VALIDATION_ERROR", text, { fields: { [field]: message } });
const tooMuch = () =>
  new AppError("INSUFFICIENT_BALANCE", "The entered amount cannot exceed your card balance.", { fields: { amount: messages.amountAboveBalance } });

/**
 * SPEC §3 "Wallet transfer": one application's money to another merchant's wallet, at once,
 * confirmed by a one-time code that is good for exactly this transfer (docs/architecture.md
 * "Wallets").
 */
export function walletTransfersService(app: FastifyInstance) {
  const { db, clock } = app;
  const otp = otpService(app);

  /** The code is bound to what it confirms: the same user, wallet, amount, receiver and description. */
  const targetOf = (auth: AuthContext, r: Request) =>
    `${auth.user.id}:${sha256(JSON.stringify([r.fromAppId, toMinorUnits(r.amount)!.toString(), r.currency, r.toMerchant, r.description])).slice(0, 32)}`;

  /** The sending application, the account's own and live; the receiving one, live and another. */
  async function parties(auth: AuthContext, r: Request) {
    const [from] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, r.fromAppId), eq(applications.accountId, auth.user.accountId)));
    if (!from) throw new AppError("NOT_FOUND", "No such application.");
    if (from.status !== "live") throw refused("fromAppId", messages.appNotLive, "Only a live application's wallet can send money.");
    const [to] = await db.select().from(applications).where(eq(applications.merchantId, r.toMerchant));
    if (!to || to.status !== "live") throw refused("toMerchant", messages.merchantUnknown, "No live merchant has this id.");
    if (to.id === from.id) throw refused("toMerchant", messages.merchantSelf, "The money cannot go to the wallet it leaves.");
    return { from, to };
  }

  /** Step 1: checks what can be checked now, and texts the user a code for this transfer. */
  async function sendCode(auth: AuthContext, r: Request, lang: Language) {
    const { to } = await parties(auth, r);
    if (toMinorUnits(r.amount)! > (await walletBalance(db, r.fromAppId, r.currency))) throw tooMuch();
    const amount = `${fromMinorUnits(toMinorUnits(r.amount)!)} ${r.currency}`;
    const { resendIn } = await otp.send({
      purpose: "transfer",
      target: targetOf(auth, r),
      userId: auth.user.id,
      whenTooSoon: "reuse",
      sms: { to: auth.user.mobilePhone, accountId: auth.user.accountId, text: (code) => walletMessages(lang).transferCode(code, amount, to.appName) },
    });
    return { phoneHint: phoneHint(auth.user.mobilePhone), resendIn, receiver: { merchantId: to.merchantId, appName: to.appName } };
  }

  /** Both wallets locked in one order, the sender's balance checked under the lock, then one balanced transfer. */
  async function move(tx: Tx, auth: AuthContext, r: Request, parts: Awaited<ReturnType<typeof parties>>): Promise<WalletTransfer> {
    const amount = toMinorUnits(r.amount)!;
    const at = clock();
    const source = await walletAccount(tx, { accountId: parts.from.accountId, appId: parts.from.id }, r.currency);
    const destination = await walletAccount(tx, { accountId: parts.to.accountId, appId: parts.to.id }, r.currency);
    await lockAccounts(tx, [source, destination]);
    const available = await balanceOf(tx, source);
    if (amount > available) throw tooMuch();
    const [row] = await tx
      .insert(walletTransfers)
      .values({
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
      })
      .returning();
    await postTransfer(tx, {
      kind: "walletTransfer",
      reference: row!.id,
      currency: r.currency,
      at,
      legs: [
        { ledgerAccountId: source, amount: -amount },
        { ledgerAccountId: destination, amount },
      ],
    });
    return {
      id: row!.id,
      fromAppId: parts.from.id,
      receiver: { merchantId: parts.to.merchantId, appName: parts.to.appName },
      amount: toMajorNumber(amount),
      currency: r.currency,
      description: r.description,
      createdAt: at.toISOString(),
      payoutBalance: toMajorNumber(available - amount),
    };
  }

  /**
   * Step 2: the code for exactly this transfer, then the move, in one database transaction
   * (a refusal leaves the code unused). With an `Idempotency-Key`, a retry gets the first answer.
   */
  async function confirm(auth: AuthContext, r: Request, code: string, lang: Language, idempotencyKey: string | null): Promise<WalletTransfer> {
    const scope = `walletTransfer:${auth.user.accountId}`;
    const hash = requestHash(r);
    const replay = idempotencyKey ? await storedAnswer(db, { scope, key: idempotencyKey, hash }) : null;
    if (replay) return replay.body as WalletTransfer;
    const parts = await parties(auth, r);
    const target = targetOf(auth, r);
    await refuseCodeForAnotherTransfer(auth, target);
    return otp.verify({ purpose: "transfer", target, code, lang }, async (tx) => {
      if (idempotencyKey) {
        const stored = await claimIdempotencyKey(tx, { scope, key: idempotencyKey, hash, at: clock() });
        if (stored) return stored.body as WalletTransfer;
      }
      const done = await move(tx, auth, r, parts);
      if (idempotencyKey) await rememberAnswer(tx, scope, idempotencyKey, { status: 200, body: done });
      return done;
    });
  }

  /** No code is open for this transfer, but one is for another of this user's: the form changed after it was sent. */
  async function refuseCodeForAnotherTransfer(auth: AuthContext, target: string) {
    const open = await db
      .select({ target: otpChallenges.target })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.purpose, "transfer"),
          eq(otpChallenges.userId, auth.user.id),
          eq(otpChallenges.status, "open"),
          gt(otpChallenges.expiresAt, clock()),
        ),
      );
    if (open.length > 0 && !open.some((challenge) => challenge.target === target)) {
      throw refused("OTP", messages.otpOtherOperation, "This code was sent for another amount or recipient.");
    }
  }

  return { sendCode, confirm };
}
