import { type Language, messages, phoneHint } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { answerKey } from "@/lib/idempotency";
import { moneyPipeline } from "@/modules/ledger/money-pipeline";
import { openTargetsOfUser } from "@/modules/otp/otp.repo";
import { otpService } from "@/modules/otp/otp.service";
import type { AuthContext } from "@/plugins/auth";

/** What a wallet move's code confirms (wallet-move.ts). */
export type MovePurpose = "transfer" | "withdraw" | "topup" | "payout";
type Purpose = MovePurpose | "subUser";

/** What a code is bound to: the user plus a digest of what it confirms (exported for tests that seed codes). */
export const codeTarget = (userId: string, what: unknown[]) => `${userId}:${sha256(JSON.stringify(what)).slice(0, 32)}`;

/**
 * Money leaving a wallet, confirmed by a one-time code good for exactly that movement
 * (docs/money.md "Wallets"): the code's target is the user plus a digest of what it
 * confirms, so a changed amount or recipient needs a new code. `T` is what a confirmation of
 * this purpose answers, kept for a retry with the same Idempotency-Key.
 */
export function codeConfirmed<T>(app: FastifyInstance, purpose: Purpose) {
  const { db, clock } = app;
  const otp = otpService(app);
  const pipeline = moneyPipeline(app);
  const targetOf = (auth: AuthContext, what: unknown[]) => codeTarget(auth.user.id, what);

  /** Texts the user a code for `what`; a code sent less than a minute ago for the same is kept. */
  async function sendCode(auth: AuthContext, what: unknown[], text: (code: string) => string) {
    const { resendIn } = await otp.send({
      purpose,
      target: targetOf(auth, what),
      userId: auth.user.id,
      whenTooSoon: "reuse",
      sms: { to: auth.user.mobilePhone, accountId: auth.user.accountId, text },
    });
    return { phoneHint: phoneHint(auth.user.mobilePhone), resendIn };
  }

  /** No code is open for this, but one is for another of this user's: the form changed after it was sent. */
  async function refuseCodeForAnother(auth: AuthContext, target: string) {
    const open = await openTargetsOfUser(db, purpose, auth.user.id, clock());
    if (open.length > 0 && !open.includes(target)) {
      throw new AppError("VALIDATION_ERROR", "This code was sent for another amount or recipient.", {
        fields: { OTP: messages.otpOtherOperation },
      });
    }
  }

  const keyOf = (auth: AuthContext, req: { idempotencyKey: string | null; body: unknown }) =>
    req.idempotencyKey ? answerKey<T>(`${purpose}:${auth.user.accountId}`, req.idempotencyKey, req.body) : null;

  /**
   * The first answer to this `Idempotency-Key` and body, or null when there is none yet (a
   * caller with slow work to do before `confirm`, such as asking a bank, asks this first).
   */
  async function replayed(auth: AuthContext, req: { idempotencyKey: string | null; body: unknown }): Promise<T | null> {
    return (await pipeline.replayed(keyOf(auth, req)))?.body ?? null;
  }

  /**
   * Checks the code for `what` and runs `move` in the same database transaction (a refusal
   * leaves the code unused). With an `Idempotency-Key` the first answer is looked up before
   * the code is touched, so a retry after a lost answer gets it although the code is spent.
   */
  async function confirm(
    auth: AuthContext,
    what: unknown[],
    req: { code: string; lang: Language; idempotencyKey: string | null; body: unknown },
    move: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const key = keyOf(auth, req);
    const replay = await replayed(auth, req);
    if (replay) return replay;
    const target = targetOf(auth, what);
    await refuseCodeForAnother(auth, target);
    return otp.verify({ purpose, target, code: req.code, lang: req.lang }, async (tx) => {
      const begun = await pipeline.beginIn(tx, key, async (t) => {
        const done = await move(t);
        return { result: done, key: { keep: { status: 200, body: done } } };
      });
      return "stored" in begun ? begun.stored.body : begun.result;
    });
  }

  return { sendCode, replayed, confirm };
}
