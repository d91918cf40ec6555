import { type CompleteOrderRequest, type RefundRequest, Transaction, TransactionOperation } from "@portal/contracts";
import * as z from "zod/mini";
import { api, asObjectUrl } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

const path = encodeURIComponent;

/** One press of Confirm: a retry of it sends the same key, so the server does it at most once (docs/money.md "Operations"). */
interface Idempotent {
  idempotencyKey: string;
}

/**
 * An operation changes the transaction, its invoice (status, history) and the wallet. A
 * refusal by the card processor is recorded in both histories too, so even a failed call
 * refetches what shows them.
 */
const changed = ["Transaction", "Invoice"] as const;

/** SPEC §3 "Transaction": the payment attempts. An invoice's own attempts are the invoices api's `invoiceTransactions`. */
export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One payment attempt, for the operation detail screen. */
    transaction: build.query<Transaction, string>({
      query: (id) => `api/transactions/${path(id)}`,
      providesTags: ["Transaction"],
      responseSchema: asSent(Transaction),
    }),
    /** Its captures, refunds and reversals, newest first. */
    transactionOperations: build.query<TransactionOperation[], string>({
      query: (id) => `api/transactions/${path(id)}/operations`,
      providesTags: ["Transaction"],
      responseSchema: asSent(z.array(TransactionOperation)),
    }),
    /** `POST api/refund`: part or all of what is left to refund goes back to the card. */
    refundTransaction: build.mutation<Transaction, RefundRequest & Idempotent>({
      query: ({ idempotencyKey, ...body }) => ({
        url: "api/refund",
        method: "POST",
        body,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
      responseSchema: asSent(Transaction),
      invalidatesTags: [...changed],
    }),
    /** `POST api/completeOrder`: the hold is captured, in full or in part; the rest is released. */
    completeOrder: build.mutation<Transaction, CompleteOrderRequest & Idempotent>({
      query: ({ idempotencyKey, ...body }) => ({
        url: "api/completeOrder",
        method: "POST",
        body,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
      responseSchema: asSent(Transaction),
      invalidatesTags: [...changed],
    }),
    /** `POST api/reverse/{id}`: the whole hold is released and its invoice cancelled. */
    reverseTransaction: build.mutation<Transaction, { id: string } & Idempotent>({
      query: ({ id, idempotencyKey }) => ({
        url: `api/reverse/${path(id)}`,
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
      }),
      responseSchema: asSent(Transaction),
      invalidatesTags: [...changed],
    }),
    /** The receipt PDF, in the interface language (the client's Accept-Language), as an object URL the caller saves and revokes. */
    downloadReceipt: build.mutation<string, string>({
      query: (id) => ({ url: `api/transactions/${path(id)}/receipt`, responseHandler: asObjectUrl }),
    }),
  }),
});

export const {
  useTransactionQuery,
  useTransactionOperationsQuery,
  useRefundTransactionMutation,
  useCompleteOrderMutation,
  useReverseTransactionMutation,
  useDownloadReceiptMutation,
} = transactionsApi;
