import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { esignSandboxRequests } from "@/db/schema";
import type { ESignDecision, ESignProvider } from "./esign";

/** Signers with this user id always refuse, so the failure path can be tried. */
export const SANDBOX_REFUSING_USER_ID = "000000";

const fourDigits = () => String(randomInt(0, 10_000)).padStart(4, "0");

/**
 * Answers for the signer: confirms after `delayMs` (refuses for the refusing user id),
 * unless someone answered first at /sandbox/esign.
 */
export function sandboxESign(db: Db, now: () => Date, delayMs: number): ESignProvider {
  const decideAt = () => new Date(now().getTime() + delayMs);
  return {
    async startAuth({ phone, userId }) {
      const transactionId = randomUUID();
      const verificationCode = fourDigits();
      await db
        .insert(esignSandboxRequests)
        .values({ transactionId, phone, userId, step: "auth", verificationCode, decideAt: decideAt() });
      return { transactionId, verificationCode };
    },
    async startSigning({ transactionId }) {
      const verificationCode = fourDigits();
      await db
        .update(esignSandboxRequests)
        .set({ step: "sign", verificationCode, decision: "pending", decideAt: decideAt(), updatedAt: now() })
        .where(eq(esignSandboxRequests.transactionId, transactionId));
      return { verificationCode };
    },
    async decision(transactionId): Promise<ESignDecision> {
      const [row] = await db
        .select()
        .from(esignSandboxRequests)
        .where(eq(esignSandboxRequests.transactionId, transactionId));
      if (!row) return "refused";
      if (row.decision !== "pending" || row.decideAt.getTime() > now().getTime()) return row.decision;
      return row.userId === SANDBOX_REFUSING_USER_ID ? "refused" : "confirmed";
    },
  };
}
