import { invoiceAmountIssue, toMinorUnits } from "./amount-rules";
import { messages } from "./field-rules";

/**
 * Pay buttons (SPEC §2 Widgets, "fixed pay button generator"): a merchant's button on any web
 * page links to `/pay/button/{buttonId}`, a record on the server holding the amount, so the
 * payer cannot change it (docs/pay-buttons.md "Pay buttons"). Free of zod: the button's
 * public page imports this by its deep path (`@portal/contracts/pay-button-rules`).
 */

/** A fixed amount, or one the customer types between the button's minimum and maximum. */
export const payButtonAmountModes = ["fixed", "customer"] as const;
export type PayButtonAmountMode = (typeof payButtonAmountModes)[number];

export const payButtonSizes = ["small", "medium", "large"] as const;
export type PayButtonSize = (typeof payButtonSizes)[number];

export const payButtonShapes = ["square", "rounded", "pill"] as const;
export type PayButtonShape = (typeof payButtonShapes)[number];

/** The button texts offered in each language (locale key `widgets.texts.{preset}`); or the merchant's own. */
export const payButtonTextPresets = ["pay", "payNow", "buyNow", "donate", "book"] as const;
export type PayButtonTextPreset = (typeof payButtonTextPresets)[number];

export const payButtonStatuses = ["active", "disabled"] as const;
export type PayButtonStatus = (typeof payButtonStatuses)[number];

export const PAY_BUTTON_MAX_LENGTHS = { name: 100, description: 500, customText: 40 } as const;

/** `#RRGGBB`, the only colour form the snippet writes into a style attribute. */
export const isHexColour = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** The amounts a customer may type on a button's page; null ends fall back to the invoice rule (1 to below 40 000). */
export interface PayButtonRange {
  minAmount: number | null;
  maxAmount: number | null;
}

/**
 * The first rule a customer's amount breaks, as a message key: the invoice rule (the payment
 * becomes an invoice), then the button's range. Null when it may be paid.
 */
export function payButtonAmountIssue(value: string, range: PayButtonRange): string | null {
  const issue = invoiceAmountIssue(value);
  if (issue) return issue;
  const minor = toMinorUnits(value)!;
  const below = range.minAmount !== null && minor < toMinorUnits(range.minAmount)!;
  const above = range.maxAmount !== null && minor > toMinorUnits(range.maxAmount)!;
  return below || above ? messages.payButtonAmountRange : null;
}
