import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import {
  type CardPaymentRequest,
  type ChallengeAnswer,
  type ChallengeCancel,
  CheckoutInvoice,
  IDEMPOTENCY_HEADER,
  PaymentResult,
} from "@portal/contracts";
import { useCallback } from "react";
import { useDispatch } from "react-redux";
import type { z } from "zod";
import { api } from "@/lib/api";

const path = encodeURIComponent;
const checkoutPath = (invoiceCode: string) => `api/checkout/${path(invoiceCode)}`;

export interface PayInvoiceArgs {
  invoiceCode: string;
  /** One per submission; the same again when that submission is retried, or resent with a proof (DESIGN §3). */
  idempotencyKey: string;
  body: CardPaymentRequest;
}

export interface ChallengeArgs {
  invoiceCode: string;
  transactionId: string;
}

/** The public hosted checkout (DESIGN §1): no session, so none of these is tagged or ends one. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Never cached: a reload must show what the invoice is now (paid, expired…). */
    checkoutInvoice: build.query<CheckoutInvoice, string>({
      query: (invoiceCode) => checkoutPath(invoiceCode),
      responseSchema: CheckoutInvoice,
      keepUnusedDataFor: 0,
    }),
    payInvoice: build.mutation<PaymentResult, PayInvoiceArgs>({
      query: ({ invoiceCode, idempotencyKey, body }) => ({
        url: `${checkoutPath(invoiceCode)}/pay`,
        method: "POST",
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: PaymentResult,
    }),
    /** The 3-D Secure code the card's bank sent the customer. */
    answerChallenge: build.mutation<PaymentResult, ChallengeArgs & { body: ChallengeAnswer }>({
      query: ({ invoiceCode, transactionId, body }) => ({
        url: `${checkoutPath(invoiceCode)}/challenge/${path(transactionId)}`,
        method: "POST",
        body,
      }),
      responseSchema: PaymentResult,
    }),
    /** The customer gives up the 3-D Secure step: the attempt fails. */
    cancelChallenge: build.mutation<PaymentResult, ChallengeArgs & { body: z.input<typeof ChallengeCancel> }>({
      query: ({ invoiceCode, transactionId, body }) => ({
        url: `${checkoutPath(invoiceCode)}/challenge/${path(transactionId)}/cancel`,
        method: "POST",
        body,
      }),
      responseSchema: PaymentResult,
    }),
  }),
});

/**
 * Pays without keeping the call in the store: its arguments hold the card number and CVV,
 * and a tracked mutation keeps its arguments in the state (and so in devtools) for as long
 * as the screen lives. Resolves with the result, rejects with the failed call's error.
 */
export function usePayInvoice() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    (args: PayInvoiceArgs) => dispatch(checkoutApi.endpoints.payInvoice.initiate(args, { track: false })).unwrap(),
    [dispatch],
  );
}

export const { useCheckoutInvoiceQuery, useAnswerChallengeMutation, useCancelChallengeMutation } = checkoutApi;
