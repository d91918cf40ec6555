import type { ProofSolution } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { hmac } from "@/lib/crypto";
import type { DeclineCode } from "@/providers/acquirer/acquirer";
import { proofOfWork } from "./proof-of-work";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Card-testing limits of the public checkout (docs/security.md). Declines are what card
 * testers leave behind; approvals and 3-D Secure failures are not counted.
 */
const CARD_TESTING_LIMITS = {
  /** Declines from one address in an hour after which each attempt needs a proof of work. */
  clientDeclinesBeforeProof: 3,
  /** Declines on one merchant in an hour after which every payer of it needs a proof of work. */
  merchantDeclinesBeforeProof: 20,
  /** Declines of one card in an hour after which the card is refused for the rest of it. */
  cardDeclinesPerHour: 5,
  /** Declines of one BIN (first six digits) in an hour after which that range is refused. */
  binDeclinesPerHour: 30,
  /** The proof's difficulty: 16 leading zero bits, one more per further decline, up to 20. */
  baseDifficulty: 16,
  maxDifficulty: 20,
} as const;

const cardDeclines: DeclineCode[] = ["declined", "insufficientFunds", "expiredCard"];

export interface PaymentSource {
  /** The client's address. */
  ip: string;
  /**
   * The full card number: only turned into a keyed hash here, never kept. Null when the card
   * is typed on a hosted acquirer's page: only the address and the merchant are counted then.
   */
  cardNumber: string | null;
  accountId: string;
}

export function cardTestingGuard(app: FastifyInstance) {
  const { rateLimits, config, clock } = app;
  const pow = proofOfWork(config.APP_SECRET, rateLimits, clock);
  // A keyed hash (never the number) names the card in the counters.
  const keysOf = (s: PaymentSource) => ({
    client: `pay:declines:client:${s.ip}`,
    merchant: `pay:declines:merchant:${s.accountId}`,
    card:
      s.cardNumber === null
        ? null
        : `pay:declines:card:${hmac(config.APP_SECRET, `card:${s.cardNumber}`).slice(0, 32)}`,
    bin: s.cardNumber === null ? null : `pay:declines:bin:${s.cardNumber.slice(0, 6)}`,
  });

  const refusedCard = () =>
    new AppError("RATE_LIMITED", "This card cannot be used right now. Try again later or use another card.", {
      retryAfter: Math.ceil((HOUR_MS - (clock().getTime() % HOUR_MS)) / 1000),
    });

  /** Before an attempt reaches the acquirer: the client's pace, the card and its range, and a proof when declines piled up. */
  async function admit(source: PaymentSource, proof: ProofSolution | undefined) {
    const attempts = await rateLimits.hit(`pay:attempts:client:${source.ip}`, 10 * MINUTE_MS);
    // Attempts one client address may start in 10 minutes, across every link.
    if (attempts.count > config.PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES) {
      throw new AppError("RATE_LIMITED", "Too many payment attempts. Wait a few minutes and try again.", {
        retryAfter: Math.ceil(attempts.resetInMs / 1000),
      });
    }
    const k = keysOf(source);
    if (k.card && (await rateLimits.peek(k.card, HOUR_MS)) >= CARD_TESTING_LIMITS.cardDeclinesPerHour)
      throw refusedCard();
    if (k.bin && (await rateLimits.peek(k.bin, HOUR_MS)) >= CARD_TESTING_LIMITS.binDeclinesPerHour) throw refusedCard();
    const clientDeclines = await rateLimits.peek(k.client, HOUR_MS);
    const merchantDeclines = await rateLimits.peek(k.merchant, HOUR_MS);
    const over = Math.max(
      clientDeclines - CARD_TESTING_LIMITS.clientDeclinesBeforeProof,
      merchantDeclines - CARD_TESTING_LIMITS.merchantDeclinesBeforeProof,
    );
    if (over < 0) return;
    const difficulty = Math.min(CARD_TESTING_LIMITS.baseDifficulty + over, CARD_TESTING_LIMITS.maxDifficulty);
    if (proof && (await pow.accept(proof, difficulty))) return;
    throw new AppError("PROOF_REQUIRED", "Solve the proof of work and send the payment again.", {
      proof: pow.challenge(difficulty),
    });
  }

  /** After the acquirer answered: a card decline counts against the client, merchant, card and range. */
  async function record(source: PaymentSource, declineCode: DeclineCode | null) {
    if (!declineCode || !cardDeclines.includes(declineCode)) return;
    const k = keysOf(source);
    for (const key of [k.client, k.merchant, k.card, k.bin]) if (key) await rateLimits.hit(key, HOUR_MS);
  }

  return { admit, record };
}
