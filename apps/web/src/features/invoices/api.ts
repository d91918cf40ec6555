import {
  Invoice,
  type InvoiceFilters,
  InvoiceFormDefaults,
  InvoiceHistoryEntry,
  type InvoiceInput,
  InvoicePage,
  InvoiceSent,
  type InvoiceUpdate,
  MetaInvoice,
  type SendInvoiceRequest,
  Transaction,
} from "@portal/contracts";
import * as z from "zod/mini";
import { api, asObjectUrl, revokeObjectUrlWhenRemoved } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

const path = encodeURIComponent;

/** SPEC §7 Invoices. Every change invalidates `Invoice`, so the list and an open detail refetch. */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createInvoice: build.mutation<Invoice, InvoiceInput>({
      query: (body) => ({ url: "api/bookings", method: "POST", body }),
      invalidatesTags: ["Invoice"],
      responseSchema: asSent(Invoice),
    }),
    sendInvoice: build.mutation<InvoiceSent, SendInvoiceRequest>({
      query: (body) => ({ url: "api/bookings/send-invoice", method: "POST", body }),
      invalidatesTags: ["Invoice"],
      responseSchema: InvoiceSent,
    }),
    /** Where the new invoice form starts: the link lifetime chosen last. Every new invoice changes it. */
    invoiceFormDefaults: build.query<InvoiceFormDefaults, void>({
      query: () => "api/invoices/form-defaults",
      providesTags: ["Invoice"],
      keepUnusedDataFor: 0,
      responseSchema: InvoiceFormDefaults,
    }),
    /** SPEC §9: never cached; a revisit always shows the current statuses. */
    invoices: build.query<InvoicePage, InvoiceFilters>({
      query: (params) => ({ url: "api/invoices", params }),
      providesTags: ["Invoice"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(InvoicePage),
    }),
    invoiceStatuses: build.query<z.infer<typeof MetaInvoice>, void>({
      query: () => "api/meta-invoice",
      responseSchema: MetaInvoice,
    }),
    invoice: build.query<Invoice, string>({
      query: (id) => `api/booking/invoice/${path(id)}`,
      providesTags: ["Invoice"],
      responseSchema: asSent(Invoice),
    }),
    updateInvoice: build.mutation<Invoice, { id: string; body: InvoiceUpdate }>({
      query: ({ id, body }) => ({ url: `api/booking/invoice/${path(id)}`, method: "PUT", body }),
      invalidatesTags: ["Invoice"],
      responseSchema: asSent(Invoice),
    }),
    deleteInvoice: build.mutation<Invoice, string>({
      query: (id) => ({ url: `api/invoice/${path(id)}`, method: "DELETE" }),
      invalidatesTags: ["Invoice"],
      responseSchema: asSent(Invoice),
    }),
    stopRecurrence: build.mutation<Invoice, string>({
      query: (id) => ({ url: `api/invoices/${path(id)}/stop-recurrence`, method: "POST" }),
      invalidatesTags: ["Invoice"],
      responseSchema: asSent(Invoice),
    }),
    invoiceTransactions: build.query<Transaction[], string>({
      query: (id) => `api/invoices/${path(id)}/transactions`,
      providesTags: ["Invoice", "Transaction"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(z.array(Transaction)),
    }),
    invoiceHistory: build.query<InvoiceHistoryEntry[], string>({
      query: (id) => `api/invoices/log/history/${path(id)}`,
      providesTags: ["Invoice"],
      keepUnusedDataFor: 0,
      responseSchema: z.array(InvoiceHistoryEntry),
    }),
    /** The payment link's QR code (PNG) as an object URL, revoked when the entry goes. */
    invoiceQr: build.query<string, string>({
      query: (id) => ({ url: `api/invoices/${path(id)}/qr`, responseHandler: asObjectUrl }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: revokeObjectUrlWhenRemoved,
    }),
  }),
});

export const {
  useCreateInvoiceMutation,
  useInvoiceFormDefaultsQuery,
  useSendInvoiceMutation,
  useInvoicesQuery,
  useInvoiceStatusesQuery,
  useInvoiceQuery,
  useUpdateInvoiceMutation,
  useDeleteInvoiceMutation,
  useStopRecurrenceMutation,
  useInvoiceTransactionsQuery,
  useInvoiceHistoryQuery,
  useInvoiceQrQuery,
} = invoicesApi;
