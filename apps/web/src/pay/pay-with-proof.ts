import type { ProofSolution } from "@portal/contracts";
import { serverErrorOf } from "../light/http";

interface ProofOptions {
  /** The browser is being checked: the page says so while the proof is solved and sent. */
  onChecking: () => void;
  /** Aborted when the customer leaves the page, so no work is left running. */
  signal?: AbortSignal;
}

/** A call whose body can carry a solved proof: the pay call, and the QR page's that starts a payment. */
interface ProvableCall {
  body: { proof?: ProofSolution };
}

/**
 * Makes the call; when the server first asks this client for a proof of work (428
 * PROOF_REQUIRED: after several declined cards, or many QR payments from one place), solves
 * it and sends the same request (the pay call's with the same Idempotency-Key) once more.
 * Any other error, or a second refusal, is the caller's to show. The solver (and its
 * SHA-256) is fetched only then: almost every payment never needs it.
 */
export async function payWithProof<A extends ProvableCall, R>(
  call: (args: A) => Promise<R>,
  args: A,
  { onChecking, signal }: ProofOptions,
): Promise<R> {
  try {
    return await call(args);
  } catch (error) {
    const refusal = serverErrorOf(error);
    if (refusal?.code !== "PROOF_REQUIRED" || !refusal.proof) throw error;
    onChecking();
    const { solveProof } = await import("./proof-solver");
    const nonce = await solveProof(refusal.proof, signal);
    return call({ ...args, body: { ...args.body, proof: { ...refusal.proof, nonce } } });
  }
}
