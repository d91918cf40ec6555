import { InvoicePage, type QrPaymentFilters } from "@portal/contracts";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

/** SPEC §7 `GET api/invoices/qr`: QR payments are invoices, so any change of one (`Invoice`) refetches the list. */
export const qrPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §9: never cached; a revisit always shows the current statuses. */
    qrPayments: build.query<InvoicePage, QrPaymentFilters>({
      query: (params) => ({ url: "api/invoices/qr", params }),
      providesTags: ["Invoice"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(InvoicePage),
    }),
  }),
});

export const { useQrPaymentsQuery } = qrPaymentsApi;
