import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import {
  type AnswerKey,
  claimIdempotencyKey,
  releaseIdempotencyKey,
  rememberAnswer,
  type StoredAnswer,
  storedAnswer,
} from "@/lib/idempotency";

/**
 * What a step does with the caller's key once its writes are done, in the same transaction:
 * keeps the answer a retry gets, or frees the key when nothing worth replaying happened.
 */
export type KeyEnd<A> = { keep: StoredAnswer<A> } | { free: true };

/** What a step's work gives: its result, and the key's end (none: the key stays claimed for a later step). */
export interface StepResult<R, A> {
  result: R;
  key?: KeyEnd<A>;
}

/** Step 1's end: the first call's answer when this is a retry of a finished one, else the work's result. */
export type Begun<R, A> = { stored: StoredAnswer<A> } | { result: R };

type Work<R, A, G = void> = (tx: Tx, now: Date, before: G) => Promise<StepResult<R, A>>;

/**
 * The one pipeline every money operation runs through (docs/architecture.md "How a money
 * operation runs"): a payment, a capture, refund or reversal, a withdrawal, payout or top-up,
 * a wallet transfer. It owns what they share: step 1's transaction claims the Idempotency-Key
 * before anything else and gives a retry its first answer back as the type it was kept as;
 * step 3's transaction writes the answer and ends the key with it (kept or freed). Each kind
 * brings only its work: the locks, the rule, the rows, the ledger transfers and the events.
 * The call to the outside party (step 2) runs between them with no transaction open.
 */
export function moneyPipeline(app: FastifyInstance) {
  const { db, clock } = app;

  async function endKey<A>(tx: Tx, key: AnswerKey<A> | null, end: KeyEnd<A> | undefined) {
    if (!key || !end) return;
    if ("keep" in end) await rememberAnswer(tx, key, end.keep);
    else await releaseIdempotencyKey(tx, key);
  }

  /**
   * Step 1 in the caller's transaction (a one-time code's, say): the key claimed, then `work`
   * locks, checks, records and reserves. A refusal it throws rolls the claim back with the rest,
   * so the key may be used again once the state allows.
   */
  async function beginIn<R, A>(tx: Tx, key: AnswerKey<A> | null, work: Work<R, A>): Promise<Begun<R, A>> {
    const now = clock();
    if (key) {
      const stored = await claimIdempotencyKey(tx, { ...key, at: now });
      if (stored) return { stored };
    }
    const { result, key: end } = await work(tx, now);
    await endKey(tx, key, end);
    return { result };
  }

  /**
   * Step 1 in a transaction of its own. `before` runs first, before the key is looked at: who
   * may not see the row gets a stranger's 404, never an answer kept for someone else.
   */
  function begin<R, A, G = void>(
    key: AnswerKey<A> | null,
    work: Work<R, A, G>,
    before?: (tx: Tx) => Promise<G>,
  ): Promise<Begun<R, A>> {
    return db.transaction(async (tx) => {
      const checked = before ? await before(tx) : (undefined as G);
      return beginIn(tx, key, (t, now) => work(t, now, checked));
    });
  }

  /**
   * Step 3 in one transaction: `work` locks the row again, checks it is still in progress and
   * writes the answer (status, ledger, history, events), then the key ends as it says.
   */
  function end<R, A>(key: AnswerKey<A> | null, work: Work<R, A>): Promise<R> {
    return db.transaction(async (tx) => {
      const { result, key: ended } = await work(tx, clock());
      await endKey(tx, key, ended);
      return result;
    });
  }

  /** The first answer to a key, looked up without claiming it: a call that spends a one-time code asks before spending it. */
  const replayed = <A>(key: AnswerKey<A> | null) => (key ? storedAnswer(db, key) : Promise.resolve(null));

  return { begin, beginIn, end, replayed };
}
