import { randomBytes, randomInt } from "node:crypto";
import {
  calendarDateOf,
  type CardFieldName,
  cardBrandOf,
  cardFieldIssue,
  cardFieldValue,
  maskPan,
} from "@portal/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { type SandboxHppOperation, sandboxHppOrders } from "@/db/schema";
import { safeEqual } from "@/lib/crypto";
import {
  type CardDetails,
  type DeclineCode,
  type HostedAcquirer,
  type HostedOrderState,
  type OperationOutcome,
  type OperationRequest,
  recheckByAskingAgain,
} from "./acquirer";
import { SANDBOX_CHALLENGE_CODE, sandboxTestCards } from "./sandbox-acquirer";

/*
 * The sandbox in the hosted style (ACQUIRER=sandbox-hosted): a bank's e-commerce gateway played
 * on this server. `createOrder` opens an order whose card page is /sandbox/hpp
 * (modules/sandbox/hpp-sandbox.routes.ts); the customer's card decides it there by the same
 * test cards as the direct sandbox, then the page sends the browser back with the order's id
 * and a status in the query, as Kapital Bank's does. Orders live in `sandbox_hpp_orders`, so
 * every API process sees the same bank.
 */

export type SandboxHppOrder = typeof sandboxHppOrders.$inferSelect;

/** The sandbox bank's name, as the checkout gives it ("You will enter your card on …'s secure page"). */
export const SANDBOX_HOSTED_ACQUIRER_NAME = "Sandbox Bank";
/** An order nobody finishes on its page within this is over (declined, the customer gone), as a bank's page session ends. */
export const SANDBOX_HPP_ORDER_LIFETIME_MS = 20 * 60_000;
/** Where the order's card page is, on the origin of the return address (this server). */
export const SANDBOX_HPP_PATH = "/sandbox/hpp";

interface Deps {
  db: Db;
  clock: () => Date;
}

const approval = () => ({
  rrn: String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999)),
  approvalCode: randomBytes(3).toString("hex").toUpperCase(),
});

const decline = (code: DeclineCode, description: string) => ({
  status: "declined" as const,
  declineCode: code,
  declineDescription: description,
});

/** A sandbox order as the acquirer reports it: still open, or decided. */
function stateOf(order: SandboxHppOrder): HostedOrderState {
  switch (order.status) {
    case "approved":
      return {
        kind: "approved",
        rrn: order.rrn!,
        approvalCode: order.approvalCode!,
        maskedPan: order.maskedPan,
        cardBrand: order.cardBrand,
        cardHolder: order.cardHolder,
      };
    case "declined":
      return {
        kind: "declined",
        code: (order.declineCode ?? "declined") as DeclineCode,
        description: order.declineDescription ?? "Declined",
      };
    default:
      return { kind: "pending" };
  }
}

/** Whether the order's page is over though nobody finished it. */
const lapsed = (order: SandboxHppOrder, now: Date) =>
  (order.status === "pending" || order.status === "challenge") && order.expiresAt <= now;

/** The order, with a lapsed one written down as declined first (the bank's own clock ends it). */
async function current(deps: Deps, id: string): Promise<SandboxHppOrder | undefined> {
  const [order] = await deps.db.select().from(sandboxHppOrders).where(eq(sandboxHppOrders.id, id));
  const now = deps.clock();
  if (!order || !lapsed(order, now)) return order;
  const [ended] = await deps.db
    .update(sandboxHppOrders)
    .set({ ...decline("challengeCanceled", "The order expired unpaid"), decidedAt: now })
    .where(and(eq(sandboxHppOrders.id, id), eq(sandboxHppOrders.status, order.status)))
    .returning();
  return ended ?? current(deps, id);
}

/** The test card that refuses refunds, recognised by its masked number as the direct sandbox does. */
const refusesRefunds = (maskedPan: string | null) =>
  maskedPan !== null &&
  sandboxTestCards.some((c) => c.outcome === "approveRefuseRefunds" && maskPan(c.number) === maskedPan);

/** Why the sandbox bank refuses the operation on this order, or null; it checks what a bank would. */
function operationRefusal(kind: SandboxHppOperation["kind"], order: SandboxHppOrder, amount: bigint): string | null {
  if (order.status !== "approved") return "The order was not approved";
  if (amount <= 0n) return "Invalid amount";
  const hold = !order.capture && order.capturedAmount === 0n;
  switch (kind) {
    case "capture":
      if (!hold || order.voided) return "Nothing is held on this order";
      return amount > order.amount ? "The amount is more than is held" : null;
    case "void":
      return !hold || order.voided ? "Nothing is held on this order" : null;
    case "refund":
      if (refusesRefunds(order.maskedPan)) return "Refund not allowed for this card";
      return amount > order.capturedAmount - order.refundedAmount ? "The amount is more than can be refunded" : null;
  }
}

/** The sandbox hosted acquirer: orders in the database, decided on /sandbox/hpp. */
export function sandboxHostedAcquirer(deps: Deps): HostedAcquirer {
  const { db, clock } = deps;

  async function operate(kind: SandboxHppOperation["kind"], request: OperationRequest): Promise<OperationOutcome> {
    if (!request.acquirerReference) return { kind: "refused", description: "Not an order of this acquirer" };
    const reference = request.acquirerReference;
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(sandboxHppOrders).where(eq(sandboxHppOrders.id, reference)).for("update");
      if (!order) return { kind: "refused", description: "No such order" };
      // The same operation id again is the same operation: done once.
      if (order.operations.some((o) => o.operationId === request.operationId)) return { kind: "done" };
      const refusal = operationRefusal(kind, order, request.amount);
      if (refusal) return { kind: "refused", description: refusal };
      const operations = [
        ...order.operations,
        { operationId: request.operationId, kind, amount: request.amount.toString() },
      ];
      const changes =
        kind === "capture"
          ? { capturedAmount: request.amount }
          : kind === "refund"
            ? { refundedAmount: order.refundedAmount + request.amount }
            : { voided: true };
      await tx
        .update(sandboxHppOrders)
        .set({ ...changes, operations })
        .where(eq(sandboxHppOrders.id, reference));
      return { kind: "done" };
    });
  }

  const operations = {
    capture: (request: OperationRequest) => operate("capture", request),
    refund: (request: OperationRequest) => operate("refund", request),
    void: (request: OperationRequest) => operate("void", request),
  };

  return {
    style: "hosted",
    displayName: SANDBOX_HOSTED_ACQUIRER_NAME,
    async createOrder(request) {
      const now = clock();
      const id = `${randomInt(100_000_000, 999_999_999)}${randomInt(1000, 9999)}`;
      const password = randomBytes(16).toString("base64url");
      await db.insert(sandboxHppOrders).values({
        id,
        password,
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        language: request.language,
        capture: request.capture,
        returnUrl: request.returnUrl,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SANDBOX_HPP_ORDER_LIFETIME_MS),
      });
      const page = new URL(SANDBOX_HPP_PATH, request.returnUrl);
      page.searchParams.set("id", id);
      page.searchParams.set("password", password);
      return { reference: id, redirectUrl: page.href };
    },
    async readOrder(reference) {
      const order = await current(deps, reference);
      if (!order) throw new Error(`The sandbox bank has no order ${reference}`);
      return stateOf(order);
    },
    ...operations,
    // The sandbox bank knows each operation by its id (`operate`): asking again answers how it ended.
    recheck: recheckByAskingAgain(operations),
  };
}

/** The card as typed on the sandbox bank's page. */
export type HppCard = CardDetails;

/** Each field's first broken rule, as a message key of `@portal/contracts`; empty when the card can be tried. */
export function hppCardIssues(card: HppCard, now: Date): Partial<Record<CardFieldName, string>> {
  const values = { cardNumber: card.pan, expiry: card.expiry, cvv: card.cvv, cardHolder: card.holder };
  const today = calendarDateOf(now);
  const issues: Partial<Record<CardFieldName, string>> = {};
  for (const field of Object.keys(values) as CardFieldName[]) {
    const issue = cardFieldIssue(field, values[field], today);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/**
 * The status the sandbox bank puts in the return address's query, in Kapital Bank's words:
 * what the browser says, which the checkout never trusts (it reads the order).
 */
export function hppReturnStatus(order: SandboxHppOrder): string {
  if (order.status === "approved") return order.capture ? "FullyPaid" : "Authorized";
  if (order.status === "declined") return order.declineCode === "challengeCanceled" ? "Cancelled" : "Declined";
  return "Preparing";
}

/** Where the page sends the browser once the order is decided: its return URL with ID and STATUS added. */
export function hppReturnAddress(order: SandboxHppOrder): string {
  const url = new URL(order.returnUrl);
  url.searchParams.set("ID", order.id);
  url.searchParams.set("STATUS", hppReturnStatus(order));
  return url.href;
}

/**
 * What the customer does on the sandbox bank's page: open the order by its id and password,
 * enter a card, answer 3-D Secure, or cancel. Each answers the order as it stands after, or
 * null for an id and password that open nothing.
 */
export function sandboxHppCustomer(deps: Deps) {
  const { db, clock } = deps;

  async function open(id: string, password: string): Promise<SandboxHppOrder | null> {
    const order = await current(deps, id);
    return order && safeEqual(password, order.password) ? order : null;
  }

  /** Moves an open order on, if it is still in `from`; otherwise it is answered as it is. */
  async function decide(
    order: SandboxHppOrder,
    from: SandboxHppOrder["status"],
    set: Partial<SandboxHppOrder>,
  ): Promise<SandboxHppOrder> {
    const [updated] = await db
      .update(sandboxHppOrders)
      .set(set)
      .where(and(eq(sandboxHppOrders.id, order.id), eq(sandboxHppOrders.status, from)))
      .returning();
    return updated ?? (await current(deps, order.id))!;
  }

  /** The card decides, by the test cards; the full number goes no further than this function. */
  async function enterCard(id: string, password: string, card: HppCard): Promise<SandboxHppOrder | null> {
    const order = await open(id, password);
    if (!order || order.status !== "pending") return order;
    const now = clock();
    const pan = cardFieldValue("cardNumber", card.pan);
    const cardOf = { maskedPan: maskPan(pan), cardBrand: cardBrandOf(pan), cardHolder: card.holder.trim() };
    const outcome = sandboxTestCards.find((c) => c.number === pan)?.outcome;
    switch (outcome) {
      case "approve":
      case "approveRefuseRefunds":
        return decide(order, "pending", {
          ...cardOf,
          ...approval(),
          status: "approved",
          capturedAmount: order.capture ? order.amount : 0n,
          decidedAt: now,
        });
      case "challenge":
        return decide(order, "pending", { ...cardOf, status: "challenge" });
      case "insufficientFunds":
        return decide(order, "pending", {
          ...cardOf,
          ...decline("insufficientFunds", "Insufficient funds"),
          decidedAt: now,
        });
      case "expiredCard":
        return decide(order, "pending", { ...cardOf, ...decline("expiredCard", "Expired card"), decidedAt: now });
      default:
        return decide(order, "pending", { ...cardOf, ...decline("declined", "Do not honour"), decidedAt: now });
    }
  }

  async function answerChallenge(id: string, password: string, code: string): Promise<SandboxHppOrder | null> {
    const order = await open(id, password);
    if (!order || order.status !== "challenge") return order;
    const now = clock();
    if (code.trim() !== SANDBOX_CHALLENGE_CODE) {
      return decide(order, "challenge", {
        ...decline("authenticationFailed", "3-D Secure authentication failed"),
        decidedAt: now,
      });
    }
    return decide(order, "challenge", {
      ...approval(),
      status: "approved",
      capturedAmount: order.capture ? order.amount : 0n,
      decidedAt: now,
    });
  }

  /** The customer leaves the page (before the card, or at 3-D Secure). */
  async function cancel(id: string, password: string): Promise<SandboxHppOrder | null> {
    const order = await open(id, password);
    if (!order || (order.status !== "pending" && order.status !== "challenge")) return order;
    return decide(order, order.status, {
      ...decline("challengeCanceled", "The customer cancelled on the card page"),
      decidedAt: clock(),
    });
  }

  return { open, enterCard, answerChallenge, cancel };
}
