import * as z from "zod/mini";
import { toMinorUnits } from "./amount-rules";
import { messages, requiredText } from "./fields";
import { invoiceAmountField } from "./invoices";
import { languages } from "./languages";
import { Currency, MajorAmount } from "./money";
import { PageQuery, pageOf } from "./pages";
import {
  isHexColour,
  PAY_BUTTON_MAX_LENGTHS,
  payButtonAmountModes,
  payButtonShapes,
  payButtonSizes,
  payButtonStatuses,
  payButtonTextPresets,
} from "./pay-button-rules";
import { ProofSolution } from "./proof-of-work";
import { qrPaymentFieldIssue, qrPaymentFieldValue } from "./qr-page-rules";

/*
 * Pay buttons (SPEC §2 Widgets): made in the portal (`/developers/widgets`), each a record
 * whose public page `/pay/button/{buttonId}` turns a click into an invoice of source `button`
 * paid on the hosted checkout (docs/pay-buttons.md "Pay buttons"). The rules free of zod are
 * in pay-button-rules.ts.
 */

export * from "./pay-button-rules";

const colour = z.string({ error: messages.required }).check(z.trim(), z.refine(isHexColour, messages.colour));

/** How the button looks: a preset text (shown in the button's language) or the merchant's own, colours, size and shape. */
export const PayButtonStyle = z.object({
  textPreset: z.nullable(z.enum(payButtonTextPresets)),
  /** The merchant's own text, used when `textPreset` is null. */
  customText: z.nullable(z.string().check(z.trim(), z.maxLength(PAY_BUTTON_MAX_LENGTHS.customText, messages.tooLong))),
  background: colour,
  textColour: colour,
  size: z.enum(payButtonSizes),
  shape: z.enum(payButtonShapes),
});
export type PayButtonStyle = z.infer<typeof PayButtonStyle>;

const optionalAmount = z.optional(z.nullable(invoiceAmountField));

/** `POST api/pay-buttons`: a new button of an application. */
export const CreatePayButtonRequest = z
  .object({
    appId: z.uuid(),
    /** The merchant's name for it: the list shows it, and its payments' invoices are "created by" it. */
    name: requiredText(PAY_BUTTON_MAX_LENGTHS.name),
    amountMode: z.enum(payButtonAmountModes),
    /** A fixed button's amount (major units); absent for "customer enters the amount". */
    amount: optionalAmount,
    /** A customer-entered amount's bounds (major units), each optional; the invoice rule applies beyond them. */
    minAmount: optionalAmount,
    maxAmount: optionalAmount,
    currency: Currency,
    /** The invoice's description, shown to the customer. */
    description: requiredText(PAY_BUTTON_MAX_LENGTHS.description),
    /** The language the button's page and the checkout open in. */
    language: z.enum(languages),
    style: PayButtonStyle,
  })
  .check(
    z.superRefine((button, ctx) => {
      if (button.amountMode === "fixed" && !button.amount)
        ctx.addIssue({ code: "custom", path: ["amount"], message: messages.required });
      const min = button.minAmount ? toMinorUnits(button.minAmount)! : null;
      const max = button.maxAmount ? toMinorUnits(button.maxAmount)! : null;
      if (button.amountMode === "customer" && min !== null && max !== null && min > max) {
        ctx.addIssue({ code: "custom", path: ["maxAmount"], message: messages.payButtonRange });
      }
      if (!button.style.textPreset && !button.style.customText)
        ctx.addIssue({ code: "custom", path: ["style", "customText"], message: messages.required });
    }),
  );
export type CreatePayButtonRequest = z.input<typeof CreatePayButtonRequest>;

/** A button as the portal lists it, with what it has brought in. */
export const PayButton = z.object({
  id: z.uuid(),
  /** The public id in its link. */
  buttonId: z.string(),
  appId: z.uuid(),
  appName: z.string(),
  name: z.string(),
  amountMode: z.enum(payButtonAmountModes),
  /** Major units; null where not set. */
  amount: z.nullable(MajorAmount),
  minAmount: z.nullable(MajorAmount),
  maxAmount: z.nullable(MajorAmount),
  currency: Currency,
  description: z.string(),
  language: z.enum(languages),
  style: PayButtonStyle,
  status: z.enum(payButtonStatuses),
  /** The button's public page, absolute: what the snippet, the plain link and the QR code hold. */
  link: z.string(),
  /** Payments made through it: paid invoices, and what they captured (major units, the button's currency). */
  paymentsCount: z.number().check(z.int()),
  paymentsSum: MajorAmount,
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type PayButton = z.input<typeof PayButton>;

export const PayButtonFilters = z.extend(PageQuery, { appId: z.optional(z.uuid()) });
export type PayButtonFilters = z.input<typeof PayButtonFilters>;

export const PayButtonPage = pageOf(PayButton);
export type PayButtonPage = z.input<typeof PayButtonPage>;

/** `PATCH api/pay-buttons/{id}`: disable a button (its links then say it is no longer available), or enable it again. */
export const UpdatePayButtonRequest = z.object({ status: z.enum(payButtonStatuses) });
export type UpdatePayButtonRequest = z.infer<typeof UpdatePayButtonRequest>;

/** `api/pay-buttons/{id}`: the portal's calls name a button by its record's id, not by the public one in its link. */
export const PayButtonRecordParam = z.object({ id: z.uuid() });

/** The public id in `/pay/button/{buttonId}`; anything else is an unknown button (404). */
export const PayButtonIdParam = z.object({ buttonId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,40}$/)) });

/** What a button's public page shows (`GET api/checkout/button/{buttonId}`). */
export const PayButtonView = z.object({
  merchantName: z.string(),
  merchantLogoUrl: z.nullable(z.string()),
  /** False once the merchant disabled it: the page says it is no longer available. */
  available: z.boolean(),
  description: z.string(),
  amountMode: z.enum(payButtonAmountModes),
  amount: z.nullable(MajorAmount),
  minAmount: z.nullable(MajorAmount),
  maxAmount: z.nullable(MajorAmount),
  currency: Currency,
  language: z.enum(languages),
});
export type PayButtonView = z.input<typeof PayButtonView>;

const optionalCustomerField = (field: "fullName" | "phone") =>
  z.pipe(
    z.nullish(
      z.string({ error: messages.invalid }).check(
        z.superRefine((value, ctx) => {
          const issue = qrPaymentFieldIssue(field, value);
          if (issue) ctx.addIssue({ code: "custom", message: issue });
        }),
      ),
    ),
    z.transform((value) => (value ? qrPaymentFieldValue(field, value) : "")),
  );

/**
 * `POST api/checkout/button/{buttonId}`: the click, made an invoice. Strict: a currency or any
 * other field the button fixes is refused, and so is an amount on a fixed button unless it is
 * the button's own; the server checks a customer's amount against the button's range
 * (`payButtonAmountIssue`).
 */
export const PayButtonPaymentRequest = z.strictObject({
  amount: z.optional(z.union([z.string(), z.number()])),
  fullName: optionalCustomerField("fullName"),
  phone: optionalCustomerField("phone"),
  proof: z.optional(ProofSolution),
});
export type PayButtonPaymentRequest = z.input<typeof PayButtonPaymentRequest>;
