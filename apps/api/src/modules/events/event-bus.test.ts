import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvents, outboxMessages } from "@/db/schema";
import { createdInvoice, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { payOnCheckout } from "@/test-support/webhooks";
import type { DomainEvent, StoredEvent } from "./domain-events";
import { insertEvent } from "./domain-events.repo";
import { eventBus } from "./event-bus";

/** Events of a change in its own transaction, subscribers after its commit, once each (docs/events.md). */
describe.each(backends)("domain events on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** A bus of its own over the test's database, with one after-commit subscriber that records what it hears. */
  function recordingBus(fail: () => boolean = () => false) {
    const bus = eventBus({ db: t.db, clock: t.clock.now, log: t.app.log });
    const heard: string[] = [];
    const inTransaction: string[] = [];
    bus.onPublish(["invoice.canceled"], async (_q, e) => {
      inTransaction.push(e.id);
    });
    bus.onCommitted(["invoice.canceled"], async (_q, e) => {
      if (fail()) throw new Error("the subscriber failed");
      heard.push(e.id);
    });
    return { bus, heard, inTransaction };
  }

  const canceled = (): DomainEvent => ({
    accountId: randomUUID(),
    appId: randomUUID(),
    type: "invoice.canceled",
    invoiceId: randomUUID(),
  });
  const rowOf = async (id: string) => (await t.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0];

  it("keeps nothing of a change that rolls back: no event, and no subscriber runs after", async () => {
    const { bus, heard, inTransaction } = recordingBus();
    const event = canceled();
    let published: StoredEvent | undefined;
    await expect(
      t.db.transaction(async (tx) => {
        published = await bus.publish(tx, event);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(inTransaction).toEqual([published!.id]);
    expect(heard).toEqual([]);
    expect(await rowOf(published!.id)).toBeUndefined();
    expect(await bus.dispatchDue()).toBe(0);
    expect(heard).toEqual([]);
  });

  it("runs the after-commit subscribers once the change commits, before its transaction call returns", async () => {
    const { bus, heard } = recordingBus();
    const event = await t.db.transaction(async (tx) => {
      const published = await bus.publish(tx, canceled());
      expect(heard).toEqual([]);
      return published;
    });
    expect(heard).toEqual([event.id]);
    expect((await rowOf(event.id))?.dispatchedAt).toBeInstanceOf(Date);
    expect(await bus.dispatchDue()).toBe(0);
    expect(heard).toEqual([event.id]);
  });

  it("leaves an event whose subscriber failed to the next run, which runs it once", async () => {
    let failures = 1;
    const { bus, heard } = recordingBus(() => failures-- > 0);
    const event = await t.db.transaction((tx) => bus.publish(tx, canceled()));
    expect(heard).toEqual([]);
    expect((await rowOf(event.id))?.dispatchedAt).toBeNull();
    expect(t.logs()).toContain("event not dispatched");
    expect(await bus.dispatchDue()).toBe(1);
    expect(heard).toEqual([event.id]);
    expect(await bus.dispatchDue()).toBe(0);
    expect(heard).toEqual([event.id]);
  });

  it("dispatches once an event committed by a server that stopped before telling, though two runs race for it", async () => {
    const { bus, heard } = recordingBus();
    const stored = await insertEvent(t.db, canceled(), t.clock.now(), false);
    await Promise.all([bus.dispatchDue(), bus.dispatchDue()]);
    expect(heard).toEqual([stored.id]);
    expect((await rowOf(stored.id))?.dispatchedAt).not.toBeNull();
  });

  it("records a payment's events with the payment and tells the merchant once", async () => {
    const m = await signedInMerchant(t);
    const appId = await liveApplication(t, m.headers);
    const invoice = await createdInvoice(t, m.headers, appId);
    const transactionId = await payOnCheckout(t, invoice);
    const events = await t.db
      .select({ type: domainEvents.type, payload: domainEvents.payload, dispatchedAt: domainEvents.dispatchedAt })
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'invoiceId' = ${invoice.id}`)
      .orderBy(domainEvents.seq);
    expect(events.map((e) => [e.type, e.payload.transactionId ?? null, e.dispatchedAt !== null])).toEqual([
      ["payment.succeeded", transactionId, true],
      ["invoice.paid", null, true],
    ]);
    const notices = await t.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, m.email), eq(outboxMessages.channel, "email")));
    expect(notices.filter((n) => n.text.includes(`invoice ${invoice.invoiceCode} is paid`))).toHaveLength(1);
  });
});
