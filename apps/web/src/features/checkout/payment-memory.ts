import { PaymentResult } from "@portal/contracts";
import { z } from "zod";

/**
 * What only the browser that paid may know of its payment, kept in this tab's session
 * storage per invoice code so a reload carries on: the 3-D Secure challenge it can still
 * answer, and the receipt of its payment. The public view of the invoice says neither.
 * Only the server's masked card number is kept; the number and CVV never are.
 */
const OpenChallenge = PaymentResult.pick({ transactionId: true, maskedPan: true }).extend({ challengeToken: z.string().min(1) });
export type OpenChallenge = z.infer<typeof OpenChallenge>;

const PaymentReceipt = PaymentResult.pick({ maskedPan: true, rrn: true, approvalCode: true });
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;

const storageKey = (kind: "challenge" | "receipt", invoiceCode: string) => `checkout:${kind}:${invoiceCode}`;

function load<T>(schema: z.ZodType<T>, key: string): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    if (stored === null) return null;
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable or storage disabled: the page falls back to what the server says.
    return null;
  }
}

function save(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): only a reload loses the challenge or receipt.
  }
}

function forget(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** What this browser kept of its own payment of the invoice. */
export interface Remembered {
  challenge: OpenChallenge | null;
  receipt: PaymentReceipt | null;
}

export const rememberedOf = (invoiceCode: string): Remembered => ({
  challenge: load(OpenChallenge, storageKey("challenge", invoiceCode)),
  receipt: load(PaymentReceipt, storageKey("receipt", invoiceCode)),
});

/** The challenge is over (answered, left, timed out, or not this browser's): nothing to resume. */
export const forgetChallenge = (invoiceCode: string) => forget(storageKey("challenge", invoiceCode));

/** Keeps what an answer from the server leaves for this browser alone. */
export function rememberResult(invoiceCode: string, result: PaymentResult) {
  if (result.challenge && result.challengeToken) {
    const { transactionId, maskedPan, challengeToken } = result;
    save(storageKey("challenge", invoiceCode), { transactionId, maskedPan, challengeToken } satisfies OpenChallenge);
    return;
  }
  forgetChallenge(invoiceCode);
  if (result.status === "success" || result.status === "preAuth") {
    const { maskedPan, rrn, approvalCode } = result;
    save(storageKey("receipt", invoiceCode), { maskedPan, rrn, approvalCode } satisfies PaymentReceipt);
  }
}
