import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { cardBrandOf, fromMinorUnits, maskPan, toMinorUnits } from "@portal/contracts";
import {
  SANDBOX_CHALLENGE_CODE,
  type SandboxCardOutcome,
  sandboxTestCards,
} from "@/providers/acquirer/sandbox-acquirer";

export const FAKE_KAPITAL_LOGIN = "TerminalSys/fake";
export const FAKE_KAPITAL_PASSWORD = "fake-terminal-Pa55word";

type Status =
  | "Preparing"
  | "Authorized"
  | "PartiallyPaid"
  | "FullyPaid"
  | "Declined"
  | "Voided"
  | "Refunded"
  | "Cancelled"
  | "Expired";

/** One transaction on an order, as `tranDetailLevel=2` lists it. */
export interface FakeKapitalTran {
  phase: "Auth" | "Single" | "Clearing";
  type: "Purchase" | "Refund";
  voidKind: "Full" | "Partial" | null;
  amount: bigint;
  approvalCode: string | null;
  ridByPmo: string | null;
  pmoResultCode: string;
}

/** An order at the fake bank; amounts in minor units. */
export interface FakeKapitalOrder {
  id: string;
  password: string;
  typeRid: "Order_SMS" | "Order_DMS";
  status: Status;
  amount: bigint;
  currency: string;
  description: string;
  language: string;
  hppRedirectUrl: string;
  /** authorizedChargeAmount, clearedChargeAmount, clearedRefundAmount. */
  authorized: bigint;
  cleared: bigint;
  refunded: bigint;
  partialReversals: number;
  pan: string | null;
  /** The card waiting for its 3-D Secure code. */
  challengedPan: string | null;
  refusesRefunds: boolean;
  trans: FakeKapitalTran[];
}

type Answer = { status: number; body: unknown };

class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

const rrn = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));
const approvalCode = () => randomBytes(3).toString("hex").toUpperCase();
// The bank writes amounts as JSON numbers in major units; exact for anything a test uses.
const major = (minor: bigint) => Number(fromMinorUnits(minor));

/**
 * Kapital Bank's e-commerce gateway as a local HTTP server on 127.0.0.1, for tests: the API
 * under `/api` (HTTP Basic with FAKE_KAPITAL_LOGIN and FAKE_KAPITAL_PASSWORD, the JSON shapes of
 * docs/kapital-bank.md, amounts checked as the bank checks them) and its card page at `/flex`,
 * which decides by the sandbox's test cards and returns the browser to `hppRedirectUrl` with
 * `ID` and `STATUS`. State lives in memory.
 */
export async function fakeKapitalGateway() {
  const orders = new Map<string, FakeKapitalOrder>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  const delays = new Map<string, number>();
  const failures = new Map<string, Answer & { times: number; skip: number; applied: boolean }>();
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 1000;

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) =>
      send(res, 500, { errorCode: "ServiceError", errorDescription: String(err) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname, searchParams } = new URL(req.url ?? "/", url);
    const text = await readBody(req);
    if (pathname.startsWith("/api/")) return api(req, res, pathname.slice("/api".length), text);
    if (pathname === "/flex" && req.method === "GET")
      return cardPage(res, searchParams.get("id") ?? "", searchParams.get("password") ?? "");
    if (pathname === "/flex" && req.method === "POST") return cardSubmitted(res, new URLSearchParams(text));
    if (pathname === "/flex/3ds" && req.method === "POST") return codeSubmitted(res, new URLSearchParams(text));
    return page(res, 404, "Not found", "<p>No such page.</p>");
  }

  function api(req: IncomingMessage, res: ServerResponse, path: string, text: string) {
    if (
      req.headers.authorization !==
      `Basic ${Buffer.from(`${FAKE_KAPITAL_LOGIN}:${FAKE_KAPITAL_PASSWORD}`).toString("base64")}`
    ) {
      return send(res, 401, { errorCode: "InvalidLogin", errorDescription: "Invalid login or password" });
    }
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method: req.method ?? "", path, body });
    const failure = failures.get(path);
    if (failure && failure.skip > 0) failure.skip--;
    else if (failure) {
      if (--failure.times === 0) failures.delete(path);
      if (failure.applied) route(req.method ?? "", path, body);
      return send(res, failure.status, failure.body);
    }
    const answer = route(req.method ?? "", path, body);
    const delay = delays.get(path);
    if (delay === undefined) return send(res, answer.status, answer.body);
    // The effect is applied; only its answer is late (the client may have given up by then).
    delays.delete(path);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(res, answer.status, answer.body);
    }, delay);
    timers.add(timer);
  }

  function route(method: string, path: string, body: unknown): Answer {
    try {
      if (method === "POST" && path === "/order")
        return createOrder((body as { order?: Record<string, unknown> } | null)?.order);
      const match = /^\/order\/(\d+)(\/exec-tran)?$/.exec(path);
      const order = match ? orders.get(match[1]!) : undefined;
      if (!order) throw new Refusal("InvalidRequest", "Order not found", 404);
      if (method === "GET" && !match![2]) return { status: 200, body: { order: orderJson(order) } };
      if (method === "POST" && match![2])
        return execTran(order, (body as { tran?: Record<string, unknown> } | null)?.tran ?? {});
      throw new Refusal("InvalidRequest", "Unknown call", 404);
    } catch (err) {
      if (err instanceof Refusal)
        return { status: err.status, body: { errorCode: err.code, errorDescription: err.description } };
      throw err;
    }
  }

  function createOrder(fields: Record<string, unknown> | undefined): Answer {
    if (!fields) throw new Refusal("InvalidRequest", "order is required");
    const { typeRid, currency, description, language, hppRedirectUrl } = fields;
    if (typeRid !== "Order_SMS" && typeRid !== "Order_DMS") throw new Refusal("InvalidRequest", "Unknown order type");
    const amount = amountOf(fields.amount);
    if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency))
      throw new Refusal("InvalidRequest", "Invalid currency");
    if (typeof hppRedirectUrl !== "string" || !URL.canParse(hppRedirectUrl))
      throw new Refusal("InvalidRequest", "Invalid hppRedirectUrl");
    const id = String(nextId++);
    const order: FakeKapitalOrder = {
      id,
      password: randomBytes(12).toString("hex"),
      typeRid,
      status: "Preparing",
      amount,
      currency,
      description: typeof description === "string" ? description : "",
      language: typeof language === "string" ? language : "az",
      hppRedirectUrl,
      authorized: 0n,
      cleared: 0n,
      refunded: 0n,
      partialReversals: 0,
      pan: null,
      challengedPan: null,
      refusesRefunds: false,
      trans: [],
    };
    orders.set(id, order);
    return {
      status: 200,
      body: {
        order: {
          id: Number(id),
          hppUrl: `${url}/flex`,
          password: order.password,
          status: order.status,
          cvv2AuthStatus: "Required",
        },
      },
    };
  }

  function execTran(order: FakeKapitalOrder, tran: Record<string, unknown>): Answer {
    const { phase, type, voidKind } = tran;
    const dms = order.typeRid === "Order_DMS";
    const open = order.authorized - order.cleared;
    const inState = (...states: Status[]) => {
      if (!states.includes(order.status))
        throw new Refusal("InvalidOrderState", `Not allowed in status ${order.status}`);
    };
    const upTo = (limit: bigint) => {
      const amount = amountOf(tran.amount);
      if (amount > limit) throw new Refusal("InvalidAmt", "Amount exceeds the allowed amount");
      return amount;
    };
    let done: FakeKapitalTran;
    if (phase === "Clearing" && dms) {
      inState("Authorized", "PartiallyPaid");
      const amount = upTo(open);
      order.cleared += amount;
      order.status = order.cleared === order.authorized ? "FullyPaid" : "PartiallyPaid";
      done = approvedTran({ phase: "Clearing", type: "Purchase", voidKind: null, amount });
    } else if (phase === "Auth" && voidKind === "Full" && dms) {
      // A hold is reversed whole only while none of it is cleared.
      inState("Authorized");
      done = approvedTran({ phase: "Auth", type: "Purchase", voidKind: "Full", amount: order.authorized });
      order.authorized = 0n;
      order.status = "Voided";
    } else if (phase === "Single" && voidKind === "Partial" && dms) {
      inState("Authorized", "PartiallyPaid");
      if (order.partialReversals > 0)
        throw new Refusal("OperationProhibited", "A partial reversal is allowed once per order");
      const amount = upTo(open);
      order.authorized -= amount;
      order.partialReversals += 1;
      if (order.authorized === 0n) order.status = "Voided";
      else if (order.cleared === order.authorized) order.status = "FullyPaid";
      done = approvedTran({ phase: "Single", type: "Purchase", voidKind: "Partial", amount });
    } else if (phase === "Single" && type === "Refund") {
      inState("FullyPaid", "PartiallyPaid");
      if (order.refusesRefunds)
        throw new Refusal("PmoDecline", "Transaction declined by PMO: refund not allowed for this card");
      const amount = upTo(order.cleared - order.refunded);
      order.refunded += amount;
      if (order.refunded === order.cleared) order.status = "Refunded";
      done = approvedTran({ phase: "Single", type: "Refund", voidKind: null, amount });
    } else {
      throw new Refusal("InvalidRequest", "Unsupported transaction for this order");
    }
    order.trans.push(done);
    return {
      status: 200,
      body: {
        tran: {
          approvalCode: done.approvalCode,
          match: { tranActionId: randomBytes(8).toString("hex"), ridByPmo: done.ridByPmo },
          pmoResultCode: "1",
        },
      },
    };
  }

  function orderJson(order: FakeKapitalOrder) {
    return {
      id: Number(order.id),
      typeRid: order.typeRid,
      status: order.status,
      amount: major(order.amount),
      currency: order.currency,
      description: order.description,
      language: order.language,
      hppUrl: `${url}/flex`,
      hppRedirectUrl: order.hppRedirectUrl,
      password: order.password,
      authorizedChargeAmount: major(order.authorized),
      clearedChargeAmount: major(order.cleared),
      clearedRefundAmount: major(order.refunded),
      srcToken: order.pan
        ? {
            paymentMethod: "Card",
            role: "Src",
            status: "Active",
            displayName: maskPan(order.pan),
            card: { expiration: "2030-12-31", brand: cardBrandOf(order.pan) === "visa" ? "VISA" : "MC" },
          }
        : null,
      trans: order.trans.map((t) => ({ ...t, amount: major(t.amount) })),
    };
  }

  // The card page ------------------------------------------------------------------------

  function pageOrder(res: ServerResponse, id: string, password: string): FakeKapitalOrder | null {
    const order = orders.get(id);
    if (!order || order.password !== password) {
      page(res, 403, "Unknown order", "<p>This payment link is not valid.</p>");
      return null;
    }
    if (order.status !== "Preparing") {
      page(res, 409, "Order closed", "<p>This order can no longer be paid.</p>");
      return null;
    }
    return order;
  }

  function cardPage(res: ServerResponse, id: string, password: string) {
    const order = pageOrder(res, id, password);
    if (!order) return;
    page(
      res,
      200,
      "Kapital Bank",
      `<p>${escape(order.description)}: ${fromMinorUnits(order.amount)} ${order.currency}</p>
<form method="post" action="/flex">${hidden(order)}
<label>Card number <input name="pan" inputmode="numeric" autocomplete="cc-number"></label>
<label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp"></label>
<label>CVV <input name="cvv" autocomplete="cc-csc"></label>
<button name="action" value="pay">Pay</button> <button name="action" value="cancel">Cancel</button>
</form>`,
    );
  }

  function cardSubmitted(res: ServerResponse, form: URLSearchParams) {
    const order = pageOrder(res, form.get("id") ?? "", form.get("password") ?? "");
    if (!order) return;
    if (form.get("action") === "cancel") return finish(res, order, "Cancelled");
    const pan = (form.get("pan") ?? "").replace(/\s/g, "");
    if (
      !/^\d{13,19}$/.test(pan) ||
      !/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.get("expiry") ?? "") ||
      !/^\d{3,4}$/.test(form.get("cvv") ?? "")
    ) {
      return page(res, 400, "Kapital Bank", "<p>Check the card number, expiry and CVV.</p>");
    }
    const outcome = sandboxTestCards.find((c) => c.number === pan)?.outcome ?? "decline";
    if (outcome !== "challenge") return finish(res, order, settle(order, pan, outcome));
    order.challengedPan = pan;
    page(
      res,
      200,
      "3-D Secure",
      `<p>Enter the code your bank sent (test code ${SANDBOX_CHALLENGE_CODE}).</p>
<form method="post" action="/flex/3ds">${hidden(order)}
<label>Code <input name="code" inputmode="numeric" autocomplete="one-time-code"></label>
<button name="action" value="confirm">Confirm</button> <button name="action" value="cancel">Cancel</button>
</form>`,
    );
  }

  function codeSubmitted(res: ServerResponse, form: URLSearchParams) {
    const order = pageOrder(res, form.get("id") ?? "", form.get("password") ?? "");
    if (!order) return;
    const pan = order.challengedPan;
    order.challengedPan = null;
    if (!pan || form.get("action") === "cancel") return finish(res, order, "Cancelled");
    // A wrong code stops the payment before the card's bank is asked: no transaction is made.
    if (form.get("code") !== SANDBOX_CHALLENGE_CODE) return finish(res, order, "Declined");
    return finish(res, order, settle(order, pan, "approve"));
  }

  /** The card's answer, as its test number decides, written on the order. */
  function settle(order: FakeKapitalOrder, pan: string, outcome: Exclude<SandboxCardOutcome, "challenge">): Status {
    order.pan = pan;
    const phase = order.typeRid === "Order_DMS" ? "Auth" : "Single";
    if (outcome === "approve" || outcome === "approveRefuseRefunds") {
      order.trans.push(approvedTran({ phase, type: "Purchase", voidKind: null, amount: order.amount }));
      order.authorized = order.amount;
      order.refusesRefunds = outcome === "approveRefuseRefunds";
      if (order.typeRid === "Order_DMS") return "Authorized";
      order.cleared = order.amount;
      return "FullyPaid";
    }
    const result = { insufficientFunds: "59", expiredCard: "51", decline: "68" }[outcome];
    order.trans.push({
      phase,
      type: "Purchase",
      voidKind: null,
      amount: order.amount,
      approvalCode: null,
      ridByPmo: rrn(),
      pmoResultCode: result,
    });
    return "Declined";
  }

  function finish(res: ServerResponse, order: FakeKapitalOrder, status: Status) {
    order.status = status;
    const back = new URL(order.hppRedirectUrl);
    back.searchParams.set("ID", order.id);
    back.searchParams.set("STATUS", status);
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  return {
    url,
    apiUrl: `${url}/api`,
    login: FAKE_KAPITAL_LOGIN,
    password: FAKE_KAPITAL_PASSWORD,
    orders,
    /** The API calls made, oldest first: method, path under /api, JSON body. */
    calls,
    /** The bank's time for an unpaid order runs out. */
    expire(id: string) {
      const order = orders.get(id);
      if (order?.status !== "Preparing") throw new Error(`order ${id} is not waiting for payment`);
      order.status = "Expired";
    },
    /** The next call to `path` (under /api, e.g. /order/1000/exec-tran) takes effect, but its answer leaves `ms` later. */
    delayNext(path: string, ms: number) {
      delays.set(path, ms);
    },
    /**
     * The next `times` calls to `path`, after `skip` that go through, are answered with this
     * error; they have no effect unless `applied` (the bank did it, then answered that it failed).
     */
    failNext(path: string, status: number, errorCode: string, { times = 1, skip = 0, applied = false } = {}) {
      failures.set(path, {
        status,
        body: { errorCode, errorDescription: `${errorCode} (simulated)` },
        times,
        skip,
        applied,
      });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeKapitalGateway = Awaited<ReturnType<typeof fakeKapitalGateway>>;

function approvedTran(t: Pick<FakeKapitalTran, "phase" | "type" | "voidKind" | "amount">): FakeKapitalTran {
  return { ...t, approvalCode: approvalCode(), ridByPmo: rrn(), pmoResultCode: "1" };
}

function amountOf(value: unknown): bigint {
  const amount = typeof value === "string" || typeof value === "number" ? toMinorUnits(String(value)) : null;
  if (amount === null || amount <= 0n) throw new Refusal("InvalidAmt", "Invalid amount");
  return amount;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html><head><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`,
  );
}

const hidden = (order: FakeKapitalOrder) =>
  `<input type="hidden" name="id" value="${escape(order.id)}"><input type="hidden" name="password" value="${escape(order.password)}">`;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The customer's browser on the fake's card page: opens it, fills the form it finds (a card, and
 * the 3-D Secure code when asked) or presses Cancel, and returns where the bank sends the browser
 * back, without following it.
 */
export async function customerOnCardPage(
  redirectUrl: string,
  choice: { pan: string; code?: string } | "cancel",
): Promise<URL> {
  const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;
  let res = await fetch(redirectUrl);
  for (let step = 0; res.status === 200 && step < 2; step++) {
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    if (!action) throw new Error(`the card page has no form: ${html}`);
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m): [string, string] => [
        m[1]!,
        m[2]!,
      ]),
    );
    const entries =
      choice === "cancel"
        ? { action: "cancel" }
        : html.includes('name="code"')
          ? { code: choice.code ?? "", action: "confirm" }
          : { pan: choice.pan, expiry, cvv: "123", action: "pay" };
    for (const [name, value] of Object.entries(entries)) fields.set(name, value);
    res = await fetch(new URL(action, redirectUrl), { method: "POST", body: fields, redirect: "manual" });
  }
  const location = res.headers.get("location");
  if (res.status !== 303 || !location)
    throw new Error(`the card page answered ${res.status} instead of sending the browser back`);
  return new URL(location);
}
