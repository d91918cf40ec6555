import { toMajorNumber, toMinorUnits } from "@portal/contracts";
import { useEffect, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useWatch } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-error";
import type { Failure } from "./money-failure";

/**
 * The amount checked as it is typed (the other fields once left, then as they change), and
 * again when `limit` moves: a refetch (a balance the server found lower) moves it too.
 */
export function useAmountCheckedAsTyped<V extends { amount: string }>(form: UseFormReturn<V>, limit: unknown) {
  // Every money form has an amount; a generic form type cannot show it is one of its paths.
  const name = "amount" as Path<V>;
  const amount = useWatch({ control: form.control, name });
  const { getFieldState, trigger } = form;

  useEffect(() => {
    if (amount !== "" || getFieldState(name).error) void trigger(name);
  }, [amount, limit, name, getFieldState, trigger]);
}

/**
 * A typed amount as the API takes it: a JSON number in major units ("1250.50" → 1250.5), read
 * by its digits. The form has checked it first; what is no amount goes as NaN, which JSON sends
 * as null and the server refuses with the field's rule.
 */
export function amountToSend(typed: string): number {
  const minor = toMinorUnits(typed);
  return minor === null ? Number.NaN : toMajorNumber(minor);
}

interface CodeRequest<V extends FieldValues, Request, Sent> {
  form: UseFormReturn<V>;
  /** The fields in the order they show: the first the server refused takes the focus. */
  fieldOrder: readonly Path<V>[];
  toRequest: (values: V) => Request;
  /** Rejects with the failed call's error. */
  sendCode: (request: Request) => Promise<Sent>;
  onCodeSent: (request: Request, sent: Sent) => void;
  reasonOf: (error: unknown) => string;
}

/**
 * A money form's submit: the server checks the request and texts a code for exactly it. A
 * refusal lands on the fields it names (the first of them focused), else in the failure.
 */
export function useCodeRequest<V extends FieldValues, Request, Sent>({
  form,
  fieldOrder,
  toRequest,
  sendCode,
  onCodeSent,
  reasonOf,
}: CodeRequest<V, Request, Sent>) {
  const [failure, setFailure] = useState<Failure>(null);

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    const request = toRequest(values);
    try {
      onCodeSent(request, await sendCode(request));
    } catch (error) {
      if (applyFieldErrors(error, form)) {
        setFailure({});
        const refused = fieldOrder.find((name) => form.getFieldState(name).error);
        if (refused) form.setFocus(refused);
      } else {
        setFailure({ reason: reasonOf(error) });
      }
    }
  });

  return { send, failure };
}
