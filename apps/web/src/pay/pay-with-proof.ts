import type { PaymentResult } from "@portal/contracts";
import { serverErrorOf } from "../light/http";
import type { PayArgs } from "./api";

interface ProofOptions {
  /** The browser is being checked: the page says so while the proof is solved and sent. */
  onChecking: () => void;
  /** Aborted when the customer leaves the page, so no work is left running. */
  signal?: AbortSignal;
}

/**
 * Pays; when the server first asks this client for a proof of work (428 PROOF_REQUIRED,
 * after several declined cards), solves it and sends the same request, with the same
 * Idempotency-Key, once more. Any other error, or a second refusal, is the caller's to show.
 * The solver (and its SHA-256) is fetched only then: almost every payment never needs it.
 */
export async function payWithProof(
  pay: (args: PayArgs) => Promise<PaymentResult>,
  args: PayArgs,
  { onChecking, signal }: ProofOptions,
): Promise<PaymentResult> {
  try {
    return await pay(args);
  } catch (error) {
    const refusal = serverErrorOf(error);
    if (refusal?.code !== "PROOF_REQUIRED" || !refusal.proof) throw error;
    onChecking();
    const { solveProof } = await import("./proof-solver");
    const nonce = await solveProof(refusal.proof, signal);
    return pay({ ...args, body: { ...args.body, proof: { ...refusal.proof, nonce } } });
  }
}
