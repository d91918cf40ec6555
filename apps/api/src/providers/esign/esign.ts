export type ESignDecision = "pending" | "confirmed" | "refused";

/**
 * The national mobile e-signature service: the signer confirms on their phone, first to
 * sign in, then to sign. Each step shows a code the signer compares with the phone's.
 */
export interface ESignProvider {
  startAuth(req: { phone: string; userId: string }): Promise<{ transactionId: string; verificationCode: string }>;
  startSigning(req: { transactionId: string; document: Buffer }): Promise<{ verificationCode: string }>;
  /** The signer's answer to the current step. */
  decision(transactionId: string): Promise<ESignDecision>;
}
