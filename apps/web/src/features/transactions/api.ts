import { Transaction } from "@portal/contracts";
import { api } from "@/lib/api";

/** SPEC §3 "Transaction": the payment attempts. An invoice's own attempts are the invoices api's `invoiceTransactions`. */
export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One payment attempt, for the operation detail screen. */
    transaction: build.query<Transaction, string>({
      query: (id) => `api/transactions/${encodeURIComponent(id)}`,
      providesTags: ["Transaction"],
      responseSchema: Transaction,
    }),
  }),
});

export const { useTransactionQuery } = transactionsApi;
