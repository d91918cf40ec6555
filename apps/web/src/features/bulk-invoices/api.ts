import {
  BulkInvoice,
  BulkInvoiceInvoicePage,
  BulkInvoicePage,
  type BulkProcessRequest,
  BulkRowPage,
  type BulkRowQuery,
} from "@portal/contracts";
import type * as z from "zod/mini";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

const path = encodeURIComponent;

export type BulkInvoiceInvoicePage = z.input<typeof BulkInvoiceInvoicePage>;

/**
 * SPEC §7 Bulk, and the steps between upload and result: a spreadsheet is uploaded and
 * checked (`uploaded`), the merchant confirms (`processing`, a job on the server), and it ends
 * `done` or `failed`. An upload or a start invalidates `BulkInvoice`, so the uploads list and
 * the open upload refetch; a start makes invoices too, so `Invoice` lists refetch. Lists are
 * never cached (SPEC §9): a job changes them while nobody looks.
 */
export const bulkInvoicesApi = api.enhanceEndpoints({ addTagTypes: ["BulkInvoice"] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/bulk/{appId}`: the application's uploads, newest first, ten a page. */
    bulkInvoices: build.query<BulkInvoicePage, { appId: string; page: number }>({
      query: ({ appId, page }) => ({ url: `api/bulk/${path(appId)}`, params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["BulkInvoice"],
      responseSchema: BulkInvoicePage,
    }),
    /** `GET api/bulk/details/{bulkInvoiceId}`: one upload, its status and its counts so far. */
    bulkInvoice: build.query<BulkInvoice, string>({
      query: (bulkInvoiceId) => `api/bulk/details/${path(bulkInvoiceId)}`,
      providesTags: ["BulkInvoice"],
      responseSchema: BulkInvoice,
    }),
    /** `GET api/bulk/rows/{bulkInvoiceId}`: the file's rows in its order, each with what the check found (or the invoice made of it). */
    bulkRows: build.query<BulkRowPage, BulkRowQuery & { bulkInvoiceId: string }>({
      query: ({ bulkInvoiceId, page, outcome }) => ({
        url: `api/bulk/rows/${path(bulkInvoiceId)}`,
        params: { page, ...(outcome && { outcome }) },
      }),
      keepUnusedDataFor: 0,
      providesTags: ["BulkInvoice"],
      responseSchema: BulkRowPage,
    }),
    /** `GET api/bulk/invoices/{bulkInvoiceId}`: the invoices an upload made, with their payment status. */
    bulkInvoiceInvoices: build.query<BulkInvoiceInvoicePage, { bulkInvoiceId: string; page: number }>({
      query: ({ bulkInvoiceId, page }) => ({ url: `api/bulk/invoices/${path(bulkInvoiceId)}`, params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["BulkInvoice", "Invoice"],
      responseSchema: asSent(BulkInvoiceInvoicePage),
    }),
    /** `POST api/bulk/upload/{appId}`: the spreadsheet, checked row by row; nothing is created yet. */
    // A FormData body: the base query leaves the content type to fetch, which adds the boundary.
    uploadBulkInvoice: build.mutation<BulkInvoice, { appId: string; file: File }>({
      query: ({ appId, file }) => {
        const body = new FormData();
        body.append("file", file);
        return { url: `api/bulk/upload/${path(appId)}`, method: "POST", body };
      },
      invalidatesTags: (result) => (result ? ["BulkInvoice"] : []),
      responseSchema: BulkInvoice,
    }),
    /** `POST api/bulk/process/{bulkInvoiceId}`: the valid rows become invoices, sent by the channels chosen, as a job. */
    processBulkInvoice: build.mutation<BulkInvoice, BulkProcessRequest & { bulkInvoiceId: string }>({
      query: ({ bulkInvoiceId, sms, email }) => ({
        url: `api/bulk/process/${path(bulkInvoiceId)}`,
        method: "POST",
        body: { sms, email },
      }),
      // The answer is the upload as it now is: the screen turns to the progress at once, before the refetch.
      async onQueryStarted({ bulkInvoiceId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(bulkInvoicesApi.util.upsertQueryData("bulkInvoice", bulkInvoiceId, data));
        } catch {
          // The dialog shows the failure.
        }
      },
      invalidatesTags: (result) => (result ? ["BulkInvoice", "Invoice"] : []),
      responseSchema: BulkInvoice,
    }),
  }),
});

export const {
  useBulkInvoicesQuery,
  useBulkInvoiceQuery,
  useBulkRowsQuery,
  useBulkInvoiceInvoicesQuery,
  useUploadBulkInvoiceMutation,
  useProcessBulkInvoiceMutation,
} = bulkInvoicesApi;
