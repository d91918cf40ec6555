import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  customerOnCardPage,
  FAKE_KAPITAL_LOGIN,
  FAKE_KAPITAL_PASSWORD,
  type FakeKapitalGateway,
  fakeKapitalGateway,
} from "@/test-support/fake-kapital-gateway";
import {
  AcquirerConfigurationError,
  type HostedAcquirer,
  type HostedOrderRequest,
  type OperationRequest,
} from "../acquirer";
import { sandboxTestCards } from "../sandbox-acquirer";
import { kapitalAcquirer } from "./kapital-acquirer";

const card = (outcome: (typeof sandboxTestCards)[number]["outcome"]) =>
  sandboxTestCards.find((c) => c.outcome === outcome)!.number;

/** What a call that must fail rejects with. */
const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (err: unknown) => err as Error,
  );

const RETURN_URL = "https://shop.example/pay/return?attempt=1";

const orderRequest = (overrides: Partial<HostedOrderRequest> = {}): HostedOrderRequest => ({
  orderId: randomUUID(),
  amount: 1050n,
  currency: "AZN",
  description: "Invoice INV-1",
  language: "az",
  capture: true,
  returnUrl: RETURN_URL,
  ...overrides,
});

const operation = (reference: string, amount: bigint): OperationRequest => ({
  orderId: randomUUID(),
  rrn: "",
  acquirerReference: reference,
  operationId: randomUUID(),
  amount,
  currency: "AZN",
  maskedPan: "416973******0001",
});

describe("Kapital Bank adapter against the fake gateway", () => {
  let gateway: FakeKapitalGateway;
  let logged: string[];
  const log = {
    warn: (details: object, message: string) => logged.push(`${message} ${JSON.stringify(details)}`),
    error: (details: object, message: string) => logged.push(`${message} ${JSON.stringify(details)}`),
  };
  const acquirer = (settings: { password?: string; timeoutMs?: number; apiUrl?: string } = {}): HostedAcquirer =>
    kapitalAcquirer({
      apiUrl: gateway.apiUrl,
      login: FAKE_KAPITAL_LOGIN,
      password: FAKE_KAPITAL_PASSWORD,
      timeoutMs: 5_000,
      log,
      ...settings,
    });

  /** An order the customer paid with `pan`, its reference and where the bank sent the browser back. */
  async function paid(pan: string, request: Partial<HostedOrderRequest> = {}, code?: string) {
    const created = await acquirer().createOrder(orderRequest(request));
    const back = await customerOnCardPage(created.redirectUrl, { pan, code });
    return { reference: created.reference, back, order: () => gateway.orders.get(created.reference)! };
  }

  const apiCalls = (path: string) => gateway.calls.filter((c) => c.path === path);

  beforeAll(async () => {
    gateway = await fakeKapitalGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    logged = [];
  });

  it("pays a purchase: an Order_SMS in major units, the customer on the bank's page, the order read back approved with its card", async () => {
    const created = await acquirer().createOrder(orderRequest());
    expect(gateway.calls.at(-1)).toEqual({
      method: "POST",
      path: "/order",
      body: {
        order: {
          typeRid: "Order_SMS",
          amount: "10.50",
          currency: "AZN",
          description: "Invoice INV-1",
          language: "az",
          hppRedirectUrl: RETURN_URL,
          hppCofCapturePurposes: ["Cit"],
        },
      },
    });
    const order = gateway.orders.get(created.reference)!;
    expect(created.redirectUrl).toBe(`${gateway.url}/flex?id=${created.reference}&password=${order.password}`);
    expect(await acquirer().readOrder(created.reference)).toEqual({ kind: "pending" });

    const back = await customerOnCardPage(created.redirectUrl, { pan: card("approve") });
    expect(back.origin + back.pathname).toBe("https://shop.example/pay/return");
    expect(Object.fromEntries(back.searchParams)).toEqual({ attempt: "1", ID: created.reference, STATUS: "FullyPaid" });

    const state = await acquirer().readOrder(created.reference);
    expect(state).toEqual({
      kind: "approved",
      rrn: order.trans[0]!.ridByPmo,
      approvalCode: order.trans[0]!.approvalCode,
      maskedPan: "416973******0001",
      cardBrand: "visa",
    });
    expect(state).toMatchObject({
      rrn: expect.stringMatching(/^\d{12}$/),
      approvalCode: expect.stringMatching(/^[0-9A-F]{6}$/),
    });
  });

  it("reads declines with their reasons: do not honour, insufficient funds, expired card, a wrong 3-D Secure code; the right code approves", async () => {
    const cases = [
      [card("decline"), undefined, { code: "declined", description: "Declined by the card's bank (result 68)" }],
      [card("insufficientFunds"), undefined, { code: "insufficientFunds", description: "Insufficient funds" }],
      [card("expiredCard"), undefined, { code: "expiredCard", description: "Expired card" }],
      [card("challenge"), "000000", { code: "authenticationFailed", description: "3-D Secure authentication failed" }],
    ] as const;
    for (const [pan, code, decline] of cases) {
      const { reference, back } = await paid(pan, {}, code);
      expect(back.searchParams.get("STATUS")).toBe("Declined");
      expect(await acquirer().readOrder(reference)).toEqual({ kind: "declined", ...decline });
    }
    const challenged = await paid(card("challenge"), {}, "123456");
    expect(await acquirer().readOrder(challenged.reference)).toMatchObject({
      kind: "approved",
      maskedPan: "416973******0005",
    });
  });

  it("reads a customer who pressed Cancel on the bank's page as a canceled challenge", async () => {
    const created = await acquirer().createOrder(orderRequest());
    const back = await customerOnCardPage(created.redirectUrl, "cancel");
    expect(back.searchParams.get("STATUS")).toBe("Cancelled");
    expect(await acquirer().readOrder(created.reference)).toEqual({
      kind: "declined",
      code: "challengeCanceled",
      description: "The customer left the bank's payment page",
    });
  });

  it("keeps an abandoned order pending until the bank expires it, then reads it declined", async () => {
    const created = await acquirer().createOrder(orderRequest());
    expect((await fetch(created.redirectUrl)).status).toBe(200);
    expect(await acquirer().readOrder(created.reference)).toEqual({ kind: "pending" });
    gateway.expire(created.reference);
    expect(await acquirer().readOrder(created.reference)).toEqual({
      kind: "declined",
      code: "declined",
      description: "The order expired before the customer paid",
    });
    expect((await fetch(created.redirectUrl)).status).toBe(409);
  });

  it("reports what the bank says, not a STATUS forged into the way back", async () => {
    const { back } = await paid(card("decline"));
    const forged = new URL(back);
    forged.searchParams.set("STATUS", "FullyPaid");
    expect(await acquirer().readOrder(forged.searchParams.get("ID")!)).toMatchObject({
      kind: "declined",
      code: "declined",
    });
  });

  it("holds a pre-authorisation (Order_DMS), then captures part of it: clears the amount first, then releases the rest by a partial reversal", async () => {
    const { reference, back, order } = await paid(card("approve"), { amount: 10_000n, capture: false });
    expect(
      gateway.calls.find((c) => c.path === "/order" && JSON.stringify(c.body).includes('"100.00"'))?.body,
    ).toMatchObject({
      order: { typeRid: "Order_DMS" },
    });
    expect(back.searchParams.get("STATUS")).toBe("Authorized");
    expect(await acquirer().readOrder(reference)).toMatchObject({ kind: "approved" });
    expect(order()).toMatchObject({ status: "Authorized", authorized: 10_000n, cleared: 0n });

    expect(await acquirer().capture(operation(reference, 6_000n))).toEqual({ kind: "done" });
    expect(apiCalls(`/order/${reference}/exec-tran`).map((c) => c.body)).toEqual([
      { tran: { phase: "Clearing", amount: "60.00" } },
      { tran: { phase: "Single", voidKind: "Partial", amount: "40.00" } },
    ]);
    expect(order()).toMatchObject({ status: "FullyPaid", authorized: 6_000n, cleared: 6_000n });
    // The payment decision stands whatever was done with it since.
    expect(await acquirer().readOrder(reference)).toMatchObject({ kind: "approved" });

    // Nothing is held any more: neither a second capture nor a reversal has anything to take.
    const nothingHeld = {
      kind: "refused",
      description: "The payment's state at the bank does not allow this operation",
    };
    expect(await acquirer().capture(operation(reference, 100n))).toEqual(nothingHeld);
    expect(await acquirer().void(operation(reference, 10_000n))).toEqual(nothingHeld);
  });

  it("captures a hold whole with one clearing, and refuses to capture more than is held", async () => {
    const { reference, order } = await paid(card("approve"), { amount: 2_500n, capture: false });
    expect(await acquirer().capture(operation(reference, 2_501n))).toEqual({
      kind: "refused",
      description: "The amount is more than the bank allows for this payment",
    });
    expect(order()).toMatchObject({ status: "Authorized", cleared: 0n });
    expect(await acquirer().capture(operation(reference, 2_500n))).toEqual({ kind: "done" });
    expect(apiCalls(`/order/${reference}/exec-tran`).map((c) => c.body)).toEqual([
      { tran: { phase: "Clearing", amount: "25.01" } },
      { tran: { phase: "Clearing", amount: "25.00" } },
    ]);
    expect(order()).toMatchObject({ status: "FullyPaid", authorized: 2_500n, cleared: 2_500n });
  });

  it("releases a hold whole by a full reversal; the order still reads approved, and a second reversal is refused", async () => {
    const { reference, order } = await paid(card("approve"), { amount: 7_000n, capture: false });
    expect(await acquirer().void(operation(reference, 7_000n))).toEqual({ kind: "done" });
    expect(apiCalls(`/order/${reference}/exec-tran`).map((c) => c.body)).toEqual([
      { tran: { phase: "Auth", voidKind: "Full" } },
    ]);
    expect(order()).toMatchObject({ status: "Voided", authorized: 0n });
    expect(await acquirer().readOrder(reference)).toMatchObject({ kind: "approved" });
    expect(await acquirer().void(operation(reference, 7_000n))).toMatchObject({ kind: "refused" });
    expect(await acquirer().capture(operation(reference, 7_000n))).toMatchObject({ kind: "refused" });
  });

  it("refunds in parts up to what was captured; a refund over the rest is refused by the bank", async () => {
    const { reference, order } = await paid(card("approve"));
    expect(await acquirer().refund(operation(reference, 300n))).toEqual({ kind: "done" });
    expect(await acquirer().refund(operation(reference, 751n))).toEqual({
      kind: "refused",
      description: "The amount is more than the bank allows for this payment",
    });
    expect(order()).toMatchObject({ status: "FullyPaid", refunded: 300n });
    expect(await acquirer().refund(operation(reference, 750n))).toEqual({ kind: "done" });
    expect(order()).toMatchObject({ status: "Refunded", cleared: 1_050n, refunded: 1_050n });
    expect(apiCalls(`/order/${reference}/exec-tran`).map((c) => c.body)).toEqual([
      { tran: { phase: "Single", type: "Refund", amount: "3.00" } },
      { tran: { phase: "Single", type: "Refund", amount: "7.51" } },
      { tran: { phase: "Single", type: "Refund", amount: "7.50" } },
    ]);
    expect(await acquirer().readOrder(reference)).toMatchObject({ kind: "approved" });
    expect(await acquirer().refund(operation(reference, 1n))).toEqual({
      kind: "refused",
      description: "The payment's state at the bank does not allow this operation",
    });
  });

  it("refunds a captured pre-authorisation, and passes on the processor's refusal of a card it will not refund", async () => {
    const held = await paid(card("approve"), { amount: 5_000n, capture: false });
    expect(await acquirer().capture(operation(held.reference, 5_000n))).toEqual({ kind: "done" });
    expect(await acquirer().refund(operation(held.reference, 5_000n))).toEqual({ kind: "done" });
    expect(held.order()).toMatchObject({ status: "Refunded", refunded: 5_000n });

    const refusing = await paid(card("approveRefuseRefunds"));
    expect(await acquirer().refund(operation(refusing.reference, 100n))).toEqual({
      kind: "refused",
      description: "The card's processor declined the operation",
    });
    expect(refusing.order().refunded).toBe(0n);
  });

  it("reconciles a refund whose answer never came in time: read back from the order, done, and sent exactly once", async () => {
    const { reference, order } = await paid(card("approve"));
    gateway.delayNext(`/order/${reference}/exec-tran`, 2_000);
    expect(await acquirer({ timeoutMs: 300 }).refund(operation(reference, 400n))).toEqual({ kind: "done" });
    expect(order().trans.filter((t) => t.type === "Refund")).toHaveLength(1);
    expect(order()).toMatchObject({ refunded: 400n });
    expect(apiCalls(`/order/${reference}/exec-tran`)).toHaveLength(1);
    expect(logged.join("\n")).toContain("reading the order back");
    for (const secret of [FAKE_KAPITAL_PASSWORD, order().password]) expect(logged.join("\n")).not.toContain(secret);
  });

  it("reconciles a partial capture whose clearing answer was lost, then still releases the rest", async () => {
    const { reference, order } = await paid(card("approve"), { amount: 8_000n, capture: false });
    gateway.delayNext(`/order/${reference}/exec-tran`, 2_000);
    expect(await acquirer({ timeoutMs: 300 }).capture(operation(reference, 5_000n))).toEqual({ kind: "done" });
    expect(order()).toMatchObject({ status: "FullyPaid", authorized: 5_000n, cleared: 5_000n });
    expect(apiCalls(`/order/${reference}/exec-tran`)).toHaveLength(2);
  });

  it("reports a refund the bank could not finish, and that did not happen, as refused without sending it again", async () => {
    const { reference, order } = await paid(card("approve"));
    gateway.failNext(`/order/${reference}/exec-tran`, 503, "ServiceError");
    expect(await acquirer().refund(operation(reference, 400n))).toEqual({
      kind: "refused",
      description: "Kapital Bank did not confirm the operation; the payment is unchanged at the bank",
    });
    expect(apiCalls(`/order/${reference}/exec-tran`)).toHaveLength(1);
    expect(order().refunded).toBe(0n);
  });

  it("leaves a refund unconfirmed when neither its answer nor the reading after it came; a recheck then finds it done, sent once", async () => {
    const { reference, order } = await paid(card("approve"));
    const refund = operation(reference, 400n);
    gateway.delayNext(`/order/${reference}/exec-tran`, 2_000);
    // The reading before the refund goes through; the three after it do not.
    gateway.failNext(`/order/${reference}`, 503, "ServiceError", { times: 3, skip: 1 });
    expect(await acquirer({ timeoutMs: 300 }).refund(refund)).toEqual({
      kind: "unconfirmed",
      reason: `Kapital Bank answered neither the operation on order ${reference} nor the reading after it`,
    });
    expect(order().refunded).toBe(400n);
    expect(logged.join("\n")).toContain("could not be read after an unanswered operation");

    expect(await acquirer().recheck("refund", refund, { captured: 1050n, refunded: 0n })).toEqual({ kind: "done" });
    expect(apiCalls(`/order/${reference}/exec-tran`)).toHaveLength(1);
    expect(order().refunded).toBe(400n);
  });

  it("rechecks a refund the bank never made as refused, and one the amounts cannot tell apart as still unconfirmed", async () => {
    const { reference } = await paid(card("approve"));
    const lost = operation(reference, 400n);
    expect(await acquirer().recheck("refund", lost, { captured: 1050n, refunded: 0n })).toEqual({
      kind: "refused",
      description: "Kapital Bank has no record of the operation; the payment is unchanged at the bank",
    });
    // Another refund of 300 reached the bank meanwhile: 300 more than recorded is not this one's 400.
    expect(await acquirer().refund(operation(reference, 300n))).toEqual({ kind: "done" });
    expect(await acquirer().recheck("refund", lost, { captured: 1050n, refunded: 0n })).toMatchObject({
      kind: "unconfirmed",
    });
    expect(await acquirer().recheck("refund", lost, { captured: 1050n, refunded: 300n })).toMatchObject({
      kind: "refused",
    });
    gateway.failNext(`/order/${reference}`, 503, "ServiceError", { times: 3 });
    expect(await acquirer().recheck("refund", lost, { captured: 1050n, refunded: 300n })).toEqual({
      kind: "unconfirmed",
      reason: `Kapital Bank did not answer about order ${reference}`,
    });
  });

  it("rechecks an unconfirmed partial capture as done and then releases the rest of the hold", async () => {
    const { reference, order } = await paid(card("approve"), { amount: 8_000n, capture: false });
    const capture = operation(reference, 5_000n);
    gateway.delayNext(`/order/${reference}/exec-tran`, 2_000);
    gateway.failNext(`/order/${reference}`, 503, "ServiceError", { times: 3, skip: 1 });
    expect(await acquirer({ timeoutMs: 300 }).capture(capture)).toMatchObject({ kind: "unconfirmed" });
    expect(order()).toMatchObject({ authorized: 8_000n, cleared: 5_000n });

    expect(await acquirer().recheck("capture", capture, { captured: 0n, refunded: 0n })).toEqual({ kind: "done" });
    expect(order()).toMatchObject({ status: "FullyPaid", authorized: 5_000n, cleared: 5_000n });
  });

  it("rechecks a reversal: refused while the hold is still held, done once it is released", async () => {
    const { reference } = await paid(card("approve"), { capture: false });
    const reversal = operation(reference, 1050n);
    expect(await acquirer().recheck("reversal", reversal, { captured: 0n, refunded: 0n })).toMatchObject({
      kind: "refused",
    });
    expect(await acquirer().void(reversal)).toEqual({ kind: "done" });
    expect(await acquirer().recheck("reversal", reversal, { captured: 0n, refunded: 0n })).toEqual({ kind: "done" });
  });

  it("asks again for an order the bank did not answer about, and for a new order", async () => {
    const { reference } = await paid(card("approve"));
    gateway.failNext(`/order/${reference}`, 503, "ServiceError");
    expect(await acquirer().readOrder(reference)).toMatchObject({ kind: "approved" });
    expect(apiCalls(`/order/${reference}`)).toHaveLength(2);

    gateway.delayNext("/order", 2_000);
    const before = gateway.orders.size;
    const created = await acquirer({ timeoutMs: 300 }).createOrder(orderRequest());
    // The first order, whose answer was lost, is left to expire at the bank: nobody is sent to it.
    expect(gateway.orders.size).toBe(before + 2);
    expect(await acquirer().readOrder(created.reference)).toEqual({ kind: "pending" });
  });

  it("fails with the reason and no secret when the bank cannot be reached, after asking three times", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await rejectionOf(acquirer({ apiUrl: `http://127.0.0.1:${port}/api` }).readOrder("1000"));
    expect(error.message).toBe("Kapital Bank did not answer GET /order/1000 (ECONNREFUSED)");
    expect(logged.filter((line) => line.startsWith("Kapital Bank gave no answer; asking again"))).toHaveLength(2);
    expect(logged.join("\n")).not.toContain(FAKE_KAPITAL_PASSWORD);
  });

  it("turns a refused login into a configuration error naming KAPITAL_LOGIN and KAPITAL_PASSWORD, never the password", async () => {
    const { reference } = await paid(card("approve"));
    const wrong = acquirer({ password: "wrong-Secret-42" });
    for (const call of [
      () => wrong.createOrder(orderRequest()),
      () => wrong.readOrder(reference),
      () => wrong.refund(operation(reference, 100n)),
    ]) {
      const error = await rejectionOf(call());
      expect(error).toBeInstanceOf(AcquirerConfigurationError);
      expect(error.message).toBe("Kapital Bank refused the terminal's login: check KAPITAL_LOGIN and KAPITAL_PASSWORD");
    }
    expect(logged.join("\n")).not.toContain("wrong-Secret-42");
    expect(gateway.orders.get(reference)!.refunded).toBe(0n);
  });

  it("converts amounts exactly both ways: 1 qəpik, 10.50 and the largest amount", async () => {
    for (const [minor, decimal] of [
      [1n, "0.01"],
      [1_050n, "10.50"],
      [999_999_999_999_999n, "9999999999999.99"],
    ] as const) {
      const { reference, order } = await paid(card("approve"), { amount: minor });
      expect(apiCalls("/order").at(-1)?.body).toMatchObject({ order: { amount: decimal } });
      expect(order()).toMatchObject({ amount: minor, cleared: minor });
      // Reconciling reads the bank's amounts back (JSON numbers in major units): exact down to the qəpik.
      gateway.delayNext(`/order/${reference}/exec-tran`, 2_000);
      expect(await acquirer({ timeoutMs: 300 }).refund(operation(reference, 1n))).toEqual({ kind: "done" });
      expect(order().refunded).toBe(1n);
    }
  });
});
