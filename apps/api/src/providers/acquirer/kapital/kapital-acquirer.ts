import { fromMinorUnits } from "@portal/contracts";
import type { HostedAcquirer, OperationOutcome, OperationRequest } from "../acquirer";
import { type KapitalClientOptions, type KapitalOrder, type KapitalTranRequest, kapitalClient } from "./kapital-client";
import { isOutcomeUnknown, KapitalError, refusalDescription } from "./kapital-errors";
import { holdReleased, operationSeen } from "./kapital-operation-seen";
import { isApprovedResult, orderStateOf } from "./kapital-order-state";

/** The bank's limit on an order's description. */
const DESCRIPTION_MAX = 1000;

/**
 * Kapital Bank's e-commerce gateway as a hosted acquirer (docs/kapital-bank.md): orders are
 * created at the bank, the customer pays on the bank's page, and the order is read back from
 * the bank. Captures, refunds and reversals are `exec-tran` calls, never repeated blindly: when
 * no answer comes, the order is read back and its amounts say whether the call took effect.
 */
export function kapitalAcquirer(options: KapitalClientOptions): HostedAcquirer {
  const client = kapitalClient(options);
  const { log } = options;

  /**
   * One operation on the order, given the order as read just before it. `tookEffect` compares
   * that reading with one taken after a call that got no answer.
   */
  async function operate(
    order: KapitalOrder,
    tran: KapitalTranRequest,
    tookEffect: (before: KapitalOrder, after: KapitalOrder) => boolean,
  ): Promise<OperationOutcome> {
    try {
      const answer = await client.execTran(order.id, tran);
      if (isApprovedResult(answer.pmoResultCode)) return { kind: "done" };
      return {
        kind: "refused",
        description: `The card's processor declined the operation (result ${answer.pmoResultCode})`,
      };
    } catch (err) {
      if (err instanceof KapitalError && !isOutcomeUnknown(err)) {
        log.warn({ orderId: order.id, phase: tran.phase, errorCode: err.code }, "Kapital Bank refused an operation");
        return { kind: "refused", description: refusalDescription(err.code) };
      }
      if (!isOutcomeUnknown(err)) throw err;
      log.warn(
        { orderId: order.id, phase: tran.phase, reason: (err as Error).message },
        "No answer to an operation from Kapital Bank; reading the order back",
      );
      const after = await readOrderIfAnswered(order.id);
      if (!after) {
        // Neither the call's effect nor its absence is known: the operation waits for `recheck`.
        log.error(
          { orderId: order.id, phase: tran.phase },
          "Kapital Bank's order could not be read after an unanswered operation",
        );
        return {
          kind: "unconfirmed",
          reason: `Kapital Bank answered neither the operation on order ${order.id} nor the reading after it`,
        };
      }
      if (tookEffect(order, after)) return { kind: "done" };
      return {
        kind: "refused",
        description: "Kapital Bank did not confirm the operation; the payment is unchanged at the bank",
      };
    }
  }

  /** The order, or null when the bank gave no answer (asked three times). */
  async function readOrderIfAnswered(id: string): Promise<KapitalOrder | null> {
    try {
      return await client.readOrder(id);
    } catch (err) {
      if (!isOutcomeUnknown(err)) throw err;
      return null;
    }
  }

  /**
   * Releases what a capture left of the hold (a partial reversal), given the order as read
   * before. Should it fail, the capture still stands and the rest lapses when the card's bank
   * ends the hold.
   */
  async function releaseRest(order: KapitalOrder, rest: bigint) {
    if (rest <= 0n) return;
    try {
      const released = await operate(
        order,
        { phase: "Single", voidKind: "Partial", amount: fromMinorUnits(rest) },
        (b, a) => b.authorizedChargeAmount - a.authorizedChargeAmount >= rest,
      );
      if (released.kind !== "done")
        log.warn({ orderId: order.id, outcome: released }, "Kapital Bank kept the rest of a partly captured hold");
    } catch (err) {
      log.error(
        { orderId: order.id, reason: (err as Error).message },
        "The rest of a partly captured hold at Kapital Bank may not be released",
      );
    }
  }

  /** The order an operation names; a payment not made through this bank has none. */
  function orderIdOf(request: OperationRequest): string | null {
    return request.acquirerReference && /^\d+$/.test(request.acquirerReference) ? request.acquirerReference : null;
  }

  const noOrder: OperationOutcome = { kind: "refused", description: "The payment has no Kapital Bank order" };

  return {
    style: "hosted",
    displayName: "Kapital Bank",

    async createOrder(request) {
      const order = await client.createOrder({
        // SMS: one message authorises and clears (a purchase); DMS: authorise now, clear later (a pre-authorisation).
        typeRid: request.capture ? "Order_SMS" : "Order_DMS",
        amount: fromMinorUnits(request.amount),
        currency: request.currency,
        description: request.description.slice(0, DESCRIPTION_MAX),
        language: request.language,
        hppRedirectUrl: request.returnUrl,
        // A payment the customer starts on the page, with no card kept for later ones.
        hppCofCapturePurposes: ["Cit"],
      });
      const redirectUrl = new URL(order.hppUrl);
      redirectUrl.searchParams.set("id", order.id);
      redirectUrl.searchParams.set("password", order.password);
      return { reference: order.id, redirectUrl: redirectUrl.toString() };
    },

    async readOrder(reference) {
      return orderStateOf(await client.readOrder(reference));
    },

    /**
     * Clears the amount, then releases what is left of the hold with a partial reversal. Clearing
     * goes first so the merchant's money is secured before anything is given up; should the
     * release fail, the capture still stands and the rest lapses when the card's bank ends the hold.
     */
    async capture(request) {
      const id = orderIdOf(request);
      if (!id) return noOrder;
      const before = await client.readOrder(id);
      const cleared = await operate(
        before,
        { phase: "Clearing", amount: fromMinorUnits(request.amount) },
        (b, a) => a.clearedChargeAmount - b.clearedChargeAmount >= request.amount,
      );
      if (cleared.kind === "done")
        await releaseRest(before, before.authorizedChargeAmount - before.clearedChargeAmount - request.amount);
      return cleared;
    },

    async refund(request) {
      const id = orderIdOf(request);
      if (!id) return noOrder;
      const before = await client.readOrder(id);
      return operate(
        before,
        { phase: "Single", type: "Refund", amount: fromMinorUnits(request.amount) },
        (b, a) => a.clearedRefundAmount - b.clearedRefundAmount >= request.amount,
      );
    },

    /** A hold is released whole: the reversal names no amount. */
    async void(request) {
      const id = orderIdOf(request);
      if (!id) return noOrder;
      const before = await client.readOrder(id);
      return operate(before, { phase: "Auth", voidKind: "Full" }, (_b, a) => holdReleased(a));
    },

    /**
     * The bank takes no operation id, so asking again could refund or clear twice: the order is
     * read instead, and its amounts beside what the portal recorded tell whether the operation
     * took effect.
     */
    async recheck(kind, request, recorded) {
      const id = orderIdOf(request);
      if (!id) return noOrder;
      const order = await readOrderIfAnswered(id);
      if (!order) return { kind: "unconfirmed", reason: `Kapital Bank did not answer about order ${id}` };
      const seen = operationSeen(kind, order, request.amount, recorded);
      if (seen === "unclear")
        return {
          kind: "unconfirmed",
          reason: `Kapital Bank's order ${id} (${order.status}) does not show whether the operation took effect`,
        };
      if (seen === "absent")
        return {
          kind: "refused",
          description: "Kapital Bank has no record of the operation; the payment is unchanged at the bank",
        };
      if (kind === "capture") await releaseRest(order, order.authorizedChargeAmount - order.clearedChargeAmount);
      return { kind: "done" };
    },
  };
}
