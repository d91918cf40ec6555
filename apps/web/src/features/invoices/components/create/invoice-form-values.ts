import { zodResolver } from "@hookform/resolvers/zod";
import { type Application, type Currency, type installmentCardTypes, invoiceFormSchema, type MerchantCategory, type Recurrence } from "@portal/contracts";
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

/** An empty form; with a single live application that one is already chosen. */
export function emptyInvoiceForm(liveApplications: Application[], currency: Currency): InvoiceFormValues {
  return {
    appId: liveApplications.length === 1 ? liveApplications[0]!.id : "",
    amount: "",
    currency,
    fullName: "",
    phone: "",
    email: "",
    description: "",
    linkExpirationDate: "",
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
export const invoiceFormResolver: Resolver<InvoiceFormValues, unknown, InvoiceFormOutput> = (values, context, options) => {
  const resolve = zodResolver(invoiceFormSchema(todayIsoDate())) as unknown as Resolver<InvoiceFormValues, unknown, InvoiceFormOutput>;
  return resolve(values, context, options);
};
