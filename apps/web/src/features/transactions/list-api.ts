import {
  MetaTransactions,
  type TransactionExportQuery,
  type TransactionFilters,
  TransactionPage,
  TransactionReportQueued,
} from "@portal/contracts";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

/** The list's filters without paging: what the totals and the export are over. */
type Filters = Omit<TransactionFilters, "page" | "cursor">;

/** SPEC §7 Transactions, the list's calls. Operations on a transaction invalidate `Transaction`, so the list and its totals refetch. */
export const transactionListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §9: never cached; a revisit always shows the current statuses. */
    transactionsPage: build.query<TransactionPage, TransactionFilters>({
      query: (params) => ({ url: "api/transactionsPageable", params }),
      providesTags: ["Transaction"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(TransactionPage),
    }),
    /** The status filter's labels and the reversed and refunded totals over the filters. */
    transactionsMeta: build.query<MetaTransactions, Filters>({
      query: (params) => ({ url: "api/meta-data-transactions", params }),
      providesTags: ["Transaction"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(MetaTransactions),
    }),
    /** The export, made on the server and e-mailed to the user (202). The download itself is `useTransactionsExport`. */
    sendTransactionsReport: build.mutation<TransactionReportQueued, Filters>({
      query: (filters) => ({
        url: "api/transactions-excel",
        params: { ...filters, offset: 0, isEmail: "true" } satisfies TransactionExportQuery,
      }),
      responseSchema: TransactionReportQueued,
    }),
  }),
});

export const { useTransactionsPageQuery, useTransactionsMetaQuery, useSendTransactionsReportMutation } =
  transactionListApi;
