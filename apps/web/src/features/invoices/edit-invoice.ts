import { type Invoice, InvoiceFields, invoiceDateIssues } from "@portal/contracts";
import * as z from "zod/mini";

/** What the edit dialog changes; the rest of the invoice is sent back as it is. */
export const editableFields = [
  "amount",
  "currency",
  "fullName",
  "phone",
  "email",
  "description",
  "linkExpirationDate",
  "dueDate",
  "bookingId",
  "checkInDate",
] as const;
type EditableField = (typeof editableFields)[number];

const editable = z.pick(
  InvoiceFields,
  Object.fromEntries(editableFields.map((name) => [name, true])) as Record<EditableField, true>,
);
export type EditValues = z.input<typeof editable>;

/** The dialog's starting values: the invoice as it is, blanks for what it lacks. */
export function editValuesOf(invoice: Invoice): EditValues {
  return {
    amount: invoice.amount.toFixed(2),
    currency: invoice.currency,
    fullName: invoice.fullName,
    phone: invoice.phone,
    email: invoice.email ?? "",
    description: invoice.description,
    linkExpirationDate: invoice.linkExpirationDate,
    dueDate: invoice.dueDate ?? "",
    bookingId: invoice.bookingId,
    checkInDate: invoice.checkInDate ?? "",
  };
}

const unchangedFields = (invoice: Invoice) => ({
  category: invoice.category,
  preAuth: invoice.preAuth,
  installment: invoice.installment,
  recurrence: invoice.recurrence,
  scheduledPaymentDate: invoice.scheduledPaymentDate,
});

/**
 * The edit dialog's rules: the shared field rules and today's date rules, as the server
 * runs them on the whole invoice. Out comes the PUT body: the edited fields over the rest
 * unchanged. A date rule broken by a field the dialog does not show (a recurrence's next
 * date) lands on the form as a whole (`root`).
 */
export function editInvoiceSchema(invoice: Invoice, today: string) {
  return z.pipe(
    editable.check(
      z.superRefine((values, ctx) => {
        const dates = {
          ...unchangedFields(invoice),
          recurrenceStopped: invoice.recurrenceStopped,
          linkExpirationDate: values.linkExpirationDate,
        };
        for (const issue of invoiceDateIssues(dates, today)) {
          const shown = (editableFields as readonly string[]).includes(issue.path);
          ctx.addIssue({ code: "custom", path: [shown ? issue.path : "root"], message: issue.message });
        }
      }),
    ),
    z.transform((values) => ({ ...unchangedFields(invoice), ...values })),
  );
}
