import { type ChangeEvent, useEffect, useRef, useState } from "react";

/*
 * Typing a few fields checked by shared rules, in plain React (no form or schema library,
 * no MUI), so the light payment pages can use it within their script budget; see
 * docs/checkout-page.md. The card entry (`card-entry.ts`) and the QR page's form are built on
 * it. Only relative imports: the pages' server builds include this file.
 */

interface FieldEntryOptions<F extends string> {
  /** The fields typed here, in the order they are on screen (the first broken one takes the caret). */
  fields: readonly F[];
  /** What a field starts with, e.g. the cardholder kept from a failed attempt. */
  initial?: Partial<Record<F, string>>;
  /** A field kept in its own shape as it is typed (a card number in groups of four); as typed by default. */
  shape?: (field: F, value: string) => string;
  /** The message key (`validation.*`) of the first rule the field's value breaks, or null. */
  issue: (field: F, value: string) => string | null;
  /** The field as it is sent: trimmed, a number as digits. */
  sent: (field: F, value: string) => string;
}

export interface FieldInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

const asTyped = (_field: string, value: string) => value;

/**
 * The state of fields being typed. A field's broken rule shows once the customer has left it
 * (or tried to send the form) and follows every change after that; an answer of the server
 * about a field shows until that field changes.
 */
export function useFieldEntry<F extends string>({
  fields,
  initial = {},
  shape = asTyped,
  issue,
  sent,
}: FieldEntryOptions<F>) {
  const empty = () => Object.fromEntries(fields.map((field) => [field, initial[field] ?? ""])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [checked, setChecked] = useState<ReadonlySet<F>>(() => new Set());
  const [serverIssues, setServerIssues] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  // One callback per field for the whole life of the form, so React does not detach and reattach it each render.
  const [refs] = useState(
    () =>
      Object.fromEntries(
        fields.map((field) => [field, (element: HTMLInputElement | null) => void (inputs.current[field] = element)]),
      ) as Record<F, (element: HTMLInputElement | null) => void>,
  );

  // The page is rendered on the server: what was typed (or autofilled) before the script
  // ran is in the inputs but not in the state yet. Taken over once, or the next render
  // would empty them.
  useEffect(() => {
    const typed: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = inputs.current[field]?.value;
      if (value) typed[field] = shape(field, value);
    }
    // The inputs are the outside system here: their text is taken over, once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Only what the server rendered is adopted, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const issueOf = (field: F): string | undefined =>
    serverIssues[field] ?? (checked.has(field) ? (issue(field, values[field]) ?? undefined) : undefined);

  const inputProps = (field: F): FieldInputProps => ({
    name: field,
    value: values[field],
    onChange: (event) => {
      const value = shape(field, event.target.value);
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
     * first; otherwise returns the values as they are sent.
     */
    submit(): Record<F, string> | null {
      setChecked(new Set(fields));
      setServerIssues({});
      const broken = fields.find((field) => issue(field, values[field]) !== null);
      if (broken) {
        focus(broken);
        return null;
      }
      return Object.fromEntries(fields.map((field) => [field, sent(field, values[field])])) as Record<F, string>;
    },
    /** Shows the server's field errors (`fields` of a 400 answer); false when none names a field typed here. */
    showServerIssues(issues: Record<string, string> | undefined): boolean {
      const named = fields.filter((field) => issues?.[field] !== undefined);
      if (named.length === 0) return false;
      setServerIssues(Object.fromEntries(named.map((field) => [field, issues![field]])) as Partial<Record<F, string>>);
      // As a broken rule before sending: the caret in the first refused field, whose error describes it.
      focus(named[0]!);
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

export type FieldEntry<F extends string> = ReturnType<typeof useFieldEntry<F>>;
