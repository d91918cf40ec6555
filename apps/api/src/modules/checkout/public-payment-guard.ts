import type { ProofSolution } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { windowOf } from "@/providers/rate-limit/rate-limit-store";
import { proofOfWork } from "./proof-of-work";

const HOUR_MS = 60 * 60_000;

/**
 * Limits of the public calls that start a payment, the QR page's and a pay button's
 * (docs/security.md "The QR page and pay buttons"). Anyone can ask them to make an invoice in
 * a merchant's account; a person pays one or two a visit, a script would fill the table. Many
 * phones share one address behind a mobile carrier's NAT, so an address is first asked for a
 * proof of work (a second in a browser, a cost on every call of a script) and refused only far
 * beyond what a queue of customers there makes. Both pages count together: a script gains
 * nothing by going from one to the other.
 */
const PUBLIC_PAYMENT_LIMITS = {
  /** Payments one client address may start in an hour before each further one needs a proof of work. */
  clientPaymentsBeforeProof: 5,
  /** Payments one client address may start in an hour at all. */
  clientPaymentsPerHour: 60,
  /** Payments started on one application in an hour after which every customer of it needs a proof of work. */
  merchantPaymentsBeforeProof: 100,
  /** The proof's difficulty: as the checkout's, 16 leading zero bits, one more per further payment, up to 20. */
  baseDifficulty: 16,
  maxDifficulty: 20,
} as const;

export interface PublicPaymentSource {
  /** The client's address. */
  ip: string;
  appId: string;
}

export function publicPaymentGuard(app: FastifyInstance) {
  const { rateLimits, config, clock } = app;
  const pow = proofOfWork(config.APP_SECRET, rateLimits, clock);

  /**
   * Before the invoice is made: the address's and the merchant's payments of this hour so far
   * decide whether a proof is needed, and how hard; only an admitted call is counted, so a
   * retry with the proof is judged as the call that was refused.
   */
  async function admit(source: PublicPaymentSource, proof: ProofSolution | undefined) {
    const keys = {
      client: `public:payments:client:${source.ip}`,
      merchant: `public:payments:merchant:${source.appId}`,
    };
    const client = await rateLimits.peek(keys.client, HOUR_MS);
    if (client >= PUBLIC_PAYMENT_LIMITS.clientPaymentsPerHour) {
      throw new AppError("RATE_LIMITED", "Too many payments started from here. Try again later.", {
        retryAfter: Math.ceil(windowOf(clock().getTime(), HOUR_MS).resetInMs / 1000),
      });
    }
    const merchant = await rateLimits.peek(keys.merchant, HOUR_MS);
    const over = Math.max(
      client - PUBLIC_PAYMENT_LIMITS.clientPaymentsBeforeProof,
      merchant - PUBLIC_PAYMENT_LIMITS.merchantPaymentsBeforeProof,
    );
    if (over >= 0) {
      const difficulty = Math.min(PUBLIC_PAYMENT_LIMITS.baseDifficulty + over, PUBLIC_PAYMENT_LIMITS.maxDifficulty);
      if (!proof || !(await pow.accept(proof, difficulty))) {
        throw new AppError("PROOF_REQUIRED", "Solve the proof of work and send the payment again.", {
          proof: pow.challenge(difficulty),
        });
      }
    }
    await rateLimits.hit(keys.client, HOUR_MS);
    await rateLimits.hit(keys.merchant, HOUR_MS);
  }

  return { admit };
}
