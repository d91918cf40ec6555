import type { CardPaymentRequest } from "@portal/contracts";

/**
 * The amount and currency are the body too: a payment of the new amount after
 * AMOUNT_CHANGED is another request, and the server would refuse the old key with it.
 * A proof is not compared: it answers PROOF_REQUIRED for the same submission.
 */
const sameBody = (a: CardPaymentRequest, b: CardPaymentRequest) =>
  a.cardNumber === b.cardNumber &&
  a.expiry === b.expiry &&
  a.cvv === b.cvv &&
  a.cardHolder === b.cardHolder &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.language === b.language;

/**
 * One Idempotency-Key per payment submission (DESIGN §3). A retry of the same details
 * after no answer gets the same key, so the server answers it once; changed details, or
 * anything after a real answer, are a new submission. The details stay in this closure
 * only, in memory, for as long as the form lives. `same` says when two submissions are
 * one: the card payment's by default; the hosted style's Pay button sends no card.
 */
export function idempotencyKeys<Body>(same: (a: Body, b: Body) => boolean): IdempotencyKeys<Body>;
export function idempotencyKeys(): IdempotencyKeys<CardPaymentRequest>;
export function idempotencyKeys(
  same: (a: unknown, b: unknown) => boolean = sameBody as (a: unknown, b: unknown) => boolean,
): IdempotencyKeys<unknown> {
  let last: { key: string; body: unknown } | null = null;
  return {
    keyFor(body) {
      if (!last || !same(last.body, body)) last = { key: crypto.randomUUID(), body };
      return last.key;
    },
    settle() {
      last = null;
    },
  };
}

export interface IdempotencyKeys<Body> {
  keyFor(body: Body): string;
  /** The server answered: the next submission is a new payment attempt. */
  settle(): void;
}
