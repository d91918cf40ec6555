import { zodResolver } from "@hookform/resolvers/zod";
import {
  CreatePayButtonRequest,
  type Currency,
  invoiceAmountIssue,
  type Language,
  type PayButtonAmountMode,
  type PayButtonShape,
  type PayButtonSize,
  type PayButtonTextPreset,
} from "@portal/contracts";
import type { Control, Resolver, UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";
import { swatches } from "../../swatches";

/**
 * What the generator holds while it is edited: amounts as typed ("" when empty), the
 * merchant's own text as typed even while a preset is chosen (switching back keeps it).
 * `requestOf` turns it into `CreatePayButtonRequest`, which checks it.
 */
export interface PayButtonFormValues {
  appId: string;
  name: string;
  amountMode: PayButtonAmountMode;
  amount: string;
  minAmount: string;
  maxAmount: string;
  currency: Currency;
  description: string;
  language: Language;
  style: {
    /** Null: the merchant's own text. */
    textPreset: PayButtonTextPreset | null;
    customText: string;
    background: string;
    textColour: string;
    size: PayButtonSize;
    shape: PayButtonShape;
  };
}

export type PayButtonRequestBody = z.output<typeof CreatePayButtonRequest>;
export type PayButtonForm = UseFormReturn<PayButtonFormValues, unknown, PayButtonRequestBody>;

/**
 * The form's control as `FormTextField` takes it: typed for forms whose checked values keep
 * the edited shape, while this one's become the request body. It only reads and writes the
 * edited values, so the same control serves.
 */
export const editedValuesControl = (form: PayButtonForm) => form.control as unknown as Control<PayButtonFormValues>;

/** A new button's look: the brand's dark blue with white text (readable, unlike white on the lighter teal). */
export const defaultStyle: PayButtonFormValues["style"] = {
  textPreset: "pay",
  customText: "",
  background: swatches[1].hex,
  textColour: "#FFFFFF",
  size: "medium",
  shape: "rounded",
};

export const emptyPayButtonForm = (appId: string, currency: Currency, language: Language): PayButtonFormValues => ({
  appId,
  name: "",
  amountMode: "fixed",
  amount: "",
  minAmount: "",
  maxAmount: "",
  currency,
  description: "",
  language,
  style: { ...defaultStyle },
});

const blankAsNull = (value: string) => (value.trim() === "" ? null : value);

/** The request the form stands for: only the amounts of its mode, and the merchant's own text only when no preset is chosen. */
function requestOf(values: PayButtonFormValues): CreatePayButtonRequest {
  const fixed = values.amountMode === "fixed";
  return {
    ...values,
    amount: fixed ? blankAsNull(values.amount) : null,
    minAmount: fixed ? null : blankAsNull(values.minAmount),
    maxAmount: fixed ? null : blankAsNull(values.maxAmount),
    style: { ...values.style, customText: values.style.textPreset ? null : values.style.customText },
  };
}

// Typed for the form, though what it checks is the request the form stands for (its issues' paths are the form's own).
const resolveRequest = zodResolver(CreatePayButtonRequest) as unknown as Resolver<
  PayButtonFormValues,
  unknown,
  PayButtonRequestBody
>;

/** Checks the request the form stands for with the shared schema. */
export const payButtonResolver: Resolver<PayButtonFormValues, unknown, PayButtonRequestBody> = (
  values,
  context,
  options,
) => resolveRequest(requestOf(values) as unknown as PayButtonFormValues, context, options);

/** The amount a fixed button will show while it is typed: null until it is one the button could take. */
export const typedAmount = (value: string): number | null =>
  invoiceAmountIssue(value) === null ? Number(value.trim()) : null;
