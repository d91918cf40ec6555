import type { FastifyBaseLogger } from "fastify";
import { afterCommit } from "@/db/after-commit";
import type { Db, Queryable, Tx } from "@/db/client";
import type { DomainEvent, DomainEventType, StoredEvent } from "./domain-events";
import { claimEvent, insertEvent, markDispatched } from "./domain-events.repo";

/** The job's name: run each minute, it dispatches what a stopped server or a failed subscriber left. */
export const DISPATCH_EVENTS = "dispatch-events";

type Handler<T extends DomainEventType> = (q: Queryable, event: StoredEvent<T>) => Promise<void>;

interface Subscription {
  types: readonly DomainEventType[];
  handle: Handler<DomainEventType>;
}

/** A subscription runs its handler only for the types it names. */
function subscription<T extends DomainEventType>(types: readonly T[], handle: Handler<T>): Subscription {
  const named = (e: StoredEvent): e is StoredEvent<T> => (types as readonly DomainEventType[]).includes(e.type);
  return {
    types,
    handle: async (q, e) => {
      if (named(e)) await handle(q, e);
    },
  };
}

export interface EventBusDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Domain events (docs/events.md). A change publishes its events in its own transaction: the
 * row in `domain_events`, and the in-transaction subscribers' writes (the webhook outbox),
 * commit or roll back with it. After-commit subscribers (notices to the merchant) run once the
 * change has committed, in a transaction of their own that also marks the event dispatched:
 * the request that made the change runs them before it answers, and the minute's job runs
 * what a crash or a failure left, so each runs once per event.
 */
export function eventBus({ db, clock, log }: EventBusDeps) {
  const inTransaction: Subscription[] = [];
  const dispatched: Subscription[] = [];

  const listening = (list: Subscription[], type: DomainEventType) => list.filter((s) => s.types.includes(type));

  /** Runs `handle` for each event of these types in the transaction that publishes it: its writes commit with the change. */
  function onPublish<T extends DomainEventType>(types: readonly T[], handle: Handler<T>) {
    inTransaction.push(subscription(types, handle));
  }

  /** Runs `handle` for each event of these types once its change has committed, once per event. */
  function onCommitted<T extends DomainEventType>(types: readonly T[], handle: Handler<T>) {
    dispatched.push(subscription(types, handle));
  }

  async function publish(q: Queryable, event: DomainEvent, at: Date = clock()): Promise<StoredEvent> {
    const waiting = listening(dispatched, event.type).length > 0;
    const stored = await insertEvent(q, event, at, !waiting);
    for (const s of listening(inTransaction, event.type)) await s.handle(q, stored);
    if (waiting) await afterCommit(() => dispatchOne({ id: stored.id }).then(() => undefined));
    return stored;
  }

  /** Dispatches one event in a transaction of its own; its seq, or null when none was free. */
  async function dispatchOne(which: { id: string } | { afterSeq: number }): Promise<number | null> {
    let seq: number | null = null;
    try {
      await db.transaction(async (tx: Tx) => {
        const event = await claimEvent(tx, which);
        if (!event) return;
        seq = event.seq;
        for (const s of listening(dispatched, event.type)) await s.handle(tx, event);
        await markDispatched(tx, event.seq, clock());
      });
    } catch (err) {
      // Rolled back, subscribers' writes with it: the minute's job tries it again.
      log.error({ err, eventSeq: seq }, "event not dispatched; the minute's job tries again");
    }
    return seq;
  }

  /** Dispatches every event left undispatched, oldest first; one that fails is passed over until the next run. */
  async function dispatchDue(): Promise<number> {
    let count = 0;
    for (let seq = await dispatchOne({ afterSeq: 0 }); seq !== null; seq = await dispatchOne({ afterSeq: seq }))
      count++;
    return count;
  }

  return { onPublish, onCommitted, publish, dispatchDue };
}

export type EventBus = ReturnType<typeof eventBus>;
