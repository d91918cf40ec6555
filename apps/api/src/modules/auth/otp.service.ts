import { randomUUID } from "node:crypto";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpPurpose } from "@portal/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "@/db/client";
import { otpChallenges } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { hmac, safeEqual, sixDigitCode } from "@/lib/crypto";

type Challenge = typeof otpChallenges.$inferSelect;

export type OtpCheck =
  | { ok: true; challenge: Challenge }
  | { ok: false; code: "OTP_EXPIRED" }
  | { ok: false; code: "OTP_INVALID"; attemptsLeft: number };

interface IssueRequest {
  purpose: OtpPurpose;
  target: string;
  userId?: string;
  data?: Record<string, unknown>;
  /**
   * Inside the resend window: "reuse" keeps the code already sent and says how long to
   * wait (a repeated form submission); "refuse" answers 429 (an explicit resend).
   */
  whenTooSoon: "reuse" | "refuse";
}

/** One-time codes of DESIGN §4: six digits, hashed, 3 minutes, 5 tries, resend after 60 s. */
export function otpService(secret: string, now: () => Date) {
  const codeHash = (id: string, code: string) => hmac(secret, `${id}:${code}`);
  const byTarget = (purpose: OtpPurpose, target: string) =>
    and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.target, target));

  async function latest(db: Queryable, purpose: OtpPurpose, target: string) {
    const [row] = await db
      .select()
      .from(otpChallenges)
      .where(byTarget(purpose, target))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  }

  /** Returns the code to send, or null when the one sent moments ago stays valid. */
  async function issue(tx: Tx, req: IssueRequest): Promise<{ code: string | null; resendIn: number }> {
    // Serialises issuing per target so two quick requests cannot both pass the resend check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${req.purpose}:${req.target}`}))`);
    const at = now();
    const last = await latest(tx, req.purpose, req.target);
    if (last) {
      const waitMs = last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - at.getTime();
      if (waitMs > 0) {
        const resendIn = Math.ceil(waitMs / 1000);
        if (req.whenTooSoon === "refuse") {
          throw new AppError("OTP_RESEND_TOO_SOON", `A new code can be sent in ${resendIn} seconds.`, {
            retryAfter: resendIn,
          });
        }
        if (req.data) await tx.update(otpChallenges).set({ data: req.data }).where(eq(otpChallenges.id, last.id));
        return { code: null, resendIn };
      }
    }
    await tx
      .update(otpChallenges)
      .set({ status: "superseded" })
      .where(and(byTarget(req.purpose, req.target), eq(otpChallenges.status, "open")));
    const id = randomUUID();
    const code = sixDigitCode();
    await tx.insert(otpChallenges).values({
      id,
      purpose: req.purpose,
      target: req.target,
      userId: req.userId,
      codeHash: codeHash(id, code),
      data: req.data ?? {},
      expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: at,
    });
    return { code, resendIn: OTP_RESEND_SECONDS };
  }

  /**
   * Checks a code and uses it up when right. A wrong try is counted even though the
   * caller fails the request, so callers must commit before turning a miss into an error.
   */
  async function check(tx: Tx, purpose: OtpPurpose, target: string, code: string): Promise<OtpCheck> {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(byTarget(purpose, target), eq(otpChallenges.status, "open")))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1)
      .for("update");
    if (!challenge || challenge.expiresAt.getTime() <= now().getTime()) return { ok: false, code: "OTP_EXPIRED" };
    if (!safeEqual(codeHash(challenge.id, code), challenge.codeHash)) {
      const attempts = challenge.attempts + 1;
      await tx
        .update(otpChallenges)
        .set({ attempts, status: attempts >= OTP_MAX_ATTEMPTS ? "burned" : "open" })
        .where(eq(otpChallenges.id, challenge.id));
      return { ok: false, code: "OTP_INVALID", attemptsLeft: OTP_MAX_ATTEMPTS - attempts };
    }
    await tx.update(otpChallenges).set({ status: "used" }).where(eq(otpChallenges.id, challenge.id));
    return { ok: true, challenge };
  }

  return { issue, check, latest };
}

export type OtpService = ReturnType<typeof otpService>;

/** Turns a failed check into the error the caller answers with, after its commit. */
export function otpError(failure: Exclude<OtpCheck, { ok: true }>): AppError {
  return failure.code === "OTP_INVALID"
    ? new AppError("OTP_INVALID", "The code is not correct.", { attemptsLeft: failure.attemptsLeft })
    : new AppError("OTP_EXPIRED", "The code has expired or was tried too many times. Request a new one.");
}
