import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDays,
  type Application,
  type Currency,
  DEFAULT_LINK_LIFETIME_DAYS,
  type installmentCardTypes,
  type InvoiceFormDefaults,
  invoiceFormSchema,
  LINK_LIFETIME_MAX_DAYS,
  type MerchantCategory,
  type Recurrence,
} from "@portal/contracts";
import type { Control, Resolver, UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";
import { todayIsoDate } from "@/lib/date-presets";

export type InstallmentCardType = (typeof installmentCardTypes)[number];

/** An installment plan being chosen: "" until its card and its period are picked. */
export interface InstallmentDraft {
  cardType: InstallmentCardType | "";
  period: number | "";
}

/**
 * What the create form holds while it is edited: text as typed ("" for an empty optional
 * field), dates as YYYY-MM-DD. `invoiceFormSchema` turns it into the request body.
 */
export interface InvoiceFormValues {
  appId: string;
  amount: string;
  currency: Currency;
  fullName: string;
  phone: string;
  email: string;
  description: string;
  linkExpirationDate: string;
  dueDate: string;
  category: MerchantCategory | "";
  bookingId: string;
  preAuth: boolean;
  installment: InstallmentDraft | null;
  recurrence: Recurrence;
  scheduledPaymentDate: string;
  checkInDate: string;
}

type FormSchema = ReturnType<typeof invoiceFormSchema>;
/** The request body, as the schema leaves it (trimmed, blanks as null). */
export type InvoiceFormOutput = z.output<FormSchema>;

export type InvoiceForm = UseFormReturn<InvoiceFormValues, unknown, InvoiceFormOutput>;

/**
 * The form's control as `FormTextField` and `FormDateField` take it: they are typed for
 * forms whose checked values keep the edited shape, while this one's become the request
 * body. They only read and write the edited values, so the same control serves them.
 */
export const editedValuesControl = (form: InvoiceForm) => form.control as unknown as Control<InvoiceFormValues>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The link lifetime, in days, the merchant chose on their newest invoice made on this form:
 * from its creation day in this browser's calendar (the one its date was picked in) to its
 * link date. A week before the first one, or when that one's is out of bounds.
 */
export function rememberedLinkLifetime(defaults: InvoiceFormDefaults | undefined): number {
  const last = defaults?.lastLink;
  if (!last) return DEFAULT_LINK_LIFETIME_DAYS;
  const createdOn = todayIsoDate(new Date(last.createdAt));
  const days = Math.round(
    (Date.parse(`${last.linkExpirationDate}T00:00:00Z`) - Date.parse(`${createdOn}T00:00:00Z`)) / DAY_MS,
  );
  return Number.isInteger(days) && days >= 1 && days <= LINK_LIFETIME_MAX_DAYS ? days : DEFAULT_LINK_LIFETIME_DAYS;
}

/**
 * A new form: with a single live application that one is already chosen, and the link
 * lives as long as the merchant's last one did (`rememberedLinkLifetime`); they can change it.
 */
export function emptyInvoiceForm(
  liveApplications: Application[],
  currency: Currency,
  linkLifetimeDays = DEFAULT_LINK_LIFETIME_DAYS,
): InvoiceFormValues {
  return {
    appId: liveApplications.length === 1 ? liveApplications[0]!.id : "",
    amount: "",
    currency,
    fullName: "",
    phone: "",
    email: "",
    description: "",
    linkExpirationDate: addDays(todayIsoDate(), linkLifetimeDays),
    dueDate: "",
    category: "",
    bookingId: "",
    preAuth: false,
    installment: null,
    recurrence: "none",
    scheduledPaymentDate: "",
    checkInDate: "",
  };
}

/**
 * Validates with the shared schema, built for the day of each check: a form left open
 * past midnight still compares with the right "today". The cast is because the form holds
 * an installment half-chosen ("" card or period), which the schema reports as required.
 */
export const invoiceFormResolver: Resolver<InvoiceFormValues, unknown, InvoiceFormOutput> = (
  values,
  context,
  options,
) => {
  const resolve = zodResolver(invoiceFormSchema(todayIsoDate())) as unknown as Resolver<
    InvoiceFormValues,
    unknown,
    InvoiceFormOutput
  >;
  return resolve(values, context, options);
};
