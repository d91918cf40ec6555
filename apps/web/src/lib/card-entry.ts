import { type CardFieldName, cardFieldIssue, cardFieldValue } from "@portal/contracts/card-rules";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { expiryOf, groupDigits } from "./card-input";

/*
 * Typing a card: each field kept in the card's own shape and checked by the shared card
 * rules. Plain React (no form or schema library, no MUI), so the hosted checkout can use
 * it within its script budget; see docs/checkout-page.md. Only relative and deep contract
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

export interface CardInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

/**
 * The state of a card being typed. A field's broken rule shows once the customer has left
 * it (or tried to pay) and follows every change after that; an answer of the server about
 * a field shows until that field changes. Rules and message keys come from
 * `@portal/contracts/card-rules`, the same the API checks with.
 */
export function useCardEntry<F extends CardFieldName>({ fields, initial = {}, refuseExpired = false }: CardEntryOptions<F>) {
  const empty = () => Object.fromEntries(fields.map((field) => [field, initial[field] ?? ""])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [checked, setChecked] = useState<ReadonlySet<F>>(() => new Set());
  const [serverIssues, setServerIssues] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  // One callback per field for the whole life of the form, so React does not detach and reattach it each render.
  const [refs] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field, (element: HTMLInputElement | null) => void (inputs.current[field] = element)])) as Record<
        F,
        (element: HTMLInputElement | null) => void
      >,
  );

  // The page is rendered on the server: what was typed (or autofilled) before the script
  // ran is in the inputs but not in the state yet. Taken over once, or the next render
  // would empty them.
  useEffect(() => {
    const typed: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = inputs.current[field]?.value;
      if (value) typed[field] = shapes[field](value);
    }
    // The inputs are the outside system here: their text is taken over, once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Only what the server rendered is adopted, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ruleBroken = (field: F, value: string) => cardFieldIssue(field, value, refuseExpired ? localToday() : undefined);

  const issueOf = (field: F): string | undefined => serverIssues[field] ?? (checked.has(field) ? (ruleBroken(field, values[field]) ?? undefined) : undefined);

  const inputProps = (field: F): CardInputProps => ({
    name: field,
    value: values[field],
    onChange: (event) => {
      const value = shapes[field](event.target.value);
      setValues((current) => ({ ...current, [field]: value }));
      setServerIssues((current) => (field in current ? { ...current, [field]: undefined } : current));
    },
    onBlur: () => setChecked((current) => (current.has(field) ? current : new Set(current).add(field))),
    ref: refs[field],
  });

  const focus = (field: F) => inputs.current[field]?.focus();

  return {
    values,
    issueOf,
    inputProps,
    focus,
    /**
     * Checks every field. With a broken rule, shows them all and puts the caret in the
     * first; otherwise returns the values as they are sent (trimmed, the number as digits).
     */
    submit(): Record<F, string> | null {
      setChecked(new Set(fields));
      setServerIssues({});
      const broken = fields.find((field) => ruleBroken(field, values[field]) !== null);
      if (broken) {
        focus(broken);
        return null;
      }
      return Object.fromEntries(fields.map((field) => [field, cardFieldValue(field, values[field])])) as Record<F, string>;
    },
    /** Shows the server's field errors (`fields` of a 400 answer); false when none names a field typed here. */
    showServerIssues(issues: Record<string, string> | undefined): boolean {
      const named = fields.filter((field) => issues?.[field] !== undefined);
      if (named.length === 0) return false;
      setServerIssues(Object.fromEntries(named.map((field) => [field, issues![field]])) as Partial<Record<F, string>>);
      return true;
    },
    /** Empties fields as if never typed in, e.g. the number and CVV once an attempt has had its answer. */
    clear(...cleared: F[]) {
      setValues((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, ""])) }));
      setChecked((current) => new Set([...current].filter((field) => !cleared.includes(field))));
      setServerIssues((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
    },
  };
}

export type CardEntry<F extends CardFieldName> = ReturnType<typeof useCardEntry<F>>;
