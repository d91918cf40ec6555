import { type CardBrand, cardBrandOf } from "@portal/contracts";
import type { Decline, DeclineCode, HostedOrderState } from "../acquirer";
import type { KapitalOrder, KapitalTran } from "./kapital-client";

// The processor's result codes that mean approved: 1 approved, 3 approved (purchase only), 96 approved frictionless.
const APPROVED_RESULTS = new Set(["1", "3", "96"]);

export const isApprovedResult = (code: string | null | undefined) => code != null && APPROVED_RESULTS.has(code);

/** The order's own payment: neither a clearing, a reversal nor a refund of it. */
const isAuthorisation = (tran: KapitalTran) => tran.phase !== "Clearing" && !tran.voidKind && tran.type !== "Refund";

// The result codes that name a finer reason than "declined" (Kapital Bank's PMO result codes).
const DECLINES: Record<string, { code: DeclineCode; description: string }> = {
  "51": { code: "expiredCard", description: "Expired card" },
  "59": { code: "insufficientFunds", description: "Insufficient funds" },
  "84": { code: "authenticationFailed", description: "3-D Secure authentication failed" },
  "52": { code: "declined", description: "Invalid card" },
  "58": { code: "declined", description: "Restricted card" },
  "81": { code: "declined", description: "Wrong CVV2" },
};

/**
 * Statuses after an approval. Voided, Refunded and Closed describe what was done with the
 * payment since (a released hold, a refund, the day closed): the decision was an approval, and
 * those operations are ours to record as we make them.
 */
const APPROVED_STATUSES = new Set(["Authorized", "PartiallyPaid", "FullyPaid", "Voided", "Refunded", "Closed"]);

/** The order as the bank reports it, in the checkout's terms (docs/kapital-bank.md, "Statuses"). */
export function orderStateOf(order: KapitalOrder): HostedOrderState {
  if (order.status === "Preparing") return { kind: "pending" };
  if (APPROVED_STATUSES.has(order.status)) {
    const approval = order.trans.find((t) => isAuthorisation(t) && isApprovedResult(t.pmoResultCode));
    if (!approval?.ridByPmo || !approval.approvalCode) {
      throw new Error(`Kapital Bank reports order ${order.id} as ${order.status} but names no approved transaction`);
    }
    const maskedPan = maskedPanOf(order.srcToken?.displayName);
    return {
      kind: "approved",
      rrn: approval.ridByPmo,
      approvalCode: approval.approvalCode,
      maskedPan,
      cardBrand: brandOf(order.srcToken?.card?.brand, maskedPan),
    };
  }
  switch (order.status) {
    case "Declined":
      return declineOf(order);
    case "Cancelled":
    case "Refused":
      return { kind: "declined", code: "challengeCanceled", description: "The customer left the bank's payment page" };
    case "Expired":
      return { kind: "declined", code: "declined", description: "The order expired before the customer paid" };
    case "Rejected":
      return { kind: "declined", code: "declined", description: "Kapital Bank rejected the order" };
    default:
      throw new Error(`Kapital Bank reports order ${order.id} in a status the adapter does not know: ${order.status}`);
  }
}

/**
 * A declined order with an authorisation was declined by the card's bank (its result code says
 * why); without one it never reached the card's bank, so 3-D Secure authentication stopped it.
 */
function declineOf(order: KapitalOrder): Decline {
  const tran = order.trans.findLast(isAuthorisation);
  if (!tran) return { kind: "declined", code: "authenticationFailed", description: "3-D Secure authentication failed" };
  const result = tran.pmoResultCode ?? "";
  return {
    kind: "declined",
    ...(DECLINES[result] ?? {
      code: "declined",
      description: `Declined by the card's bank (result ${result || "unknown"})`,
    }),
  };
}

/** The bank's display name of the card, "416973******0001", in our form (first six, last four), when it has that shape. */
function maskedPanOf(displayName: string | null | undefined): string | null {
  const compact = displayName?.replace(/[\s-]/g, "") ?? "";
  return /^\d{6}[*Xx]{2,9}\d{4}$/.test(compact) ? compact.replace(/[Xx]/g, "*") : null;
}

function brandOf(bankBrand: string | null | undefined, maskedPan: string | null): CardBrand | null {
  const name = bankBrand?.toLowerCase().replace(/[^a-z]/g, "") ?? "";
  if (name.includes("visa")) return "visa";
  if (name.includes("master") || name === "mc") return "mastercard";
  if (name.includes("amex") || name.includes("americanexpress")) return "amex";
  if (name.includes("union") || name === "upi" || name === "cup") return "unionpay";
  // The first six digits name the scheme as well as the bank does.
  return maskedPan ? cardBrandOf(maskedPan.slice(0, 6)) : null;
}
