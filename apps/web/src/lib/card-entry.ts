import { type CardFieldName, cardFieldIssue, cardFieldValue } from "@portal/contracts/card-rules";
import { expiryOf, groupDigits } from "./card-input";
import { type FieldEntry, useFieldEntry } from "./field-entry";

/*
 * Typing a card: each field kept in the card's own shape and checked by the shared card
 * rules, on the plain field entry of `field-entry.ts`, so the hosted checkout can use it
 * within its script budget; see docs/checkout-page.md. Only relative and deep contract
 * imports: the checkout's server build includes this file.
 */

/** What is typed, kept as the card prints it: digits in groups of four, MM/YY, a CVV of digits. */
const shapes: Record<CardFieldName, (value: string) => string> = {
  cardNumber: groupDigits,
  expiry: expiryOf,
  cvv: (value) => value.replace(/\D/g, "").slice(0, 4),
  cardHolder: (value) => value,
};

const pad = (n: number) => String(n).padStart(2, "0");
/** Today in the customer's own calendar: a card is good through the last day of its month where they are. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

interface CardEntryOptions<F extends CardFieldName> {
  /** The fields typed here, in the order they are on screen (the first broken one takes the caret). */
  fields: readonly F[];
  /** What a field starts with, e.g. the cardholder kept from a failed attempt. */
  initial?: Partial<Record<F, string>>;
  /** Refuse a card whose month is over (a payment), not only a malformed date. */
  refuseExpired?: boolean;
}

/**
 * The state of a card being typed. Rules and message keys come from
 * `@portal/contracts/card-rules`, the same the API checks with; the values are sent trimmed,
 * the number as digits.
 */
export function useCardEntry<F extends CardFieldName>({ fields, initial, refuseExpired = false }: CardEntryOptions<F>) {
  return useFieldEntry<F>({
    fields,
    initial,
    shape: (field, value) => shapes[field](value),
    issue: (field, value) => cardFieldIssue(field, value, refuseExpired ? localToday() : undefined),
    sent: cardFieldValue,
  });
}

export type CardEntry<F extends CardFieldName> = FieldEntry<F>;
