import {
  MaskedFullName,
  Payout,
  type PayoutCodeRequest,
  PayoutCodeSent,
  PayoutRecipient,
  type PayoutRequest,
  type PayoutTarget,
} from "@portal/contracts";
import { api } from "@/lib/api";
import { serverError } from "@/lib/api-error";
import { asSent } from "@/lib/as-sent";

/**
 * The application whose wallet pays (SPEC §7: the `X-App-Key` header). The dialog passes the
 * wallet it shows, which is the one the screen stored as `appKey`: what is sent is always what
 * the user sees, even if another tab has chosen another application since.
 */
const appKey = (appId: string) => ({ "X-App-Key": appId });

/** One call about a recipient, from one application's wallet. */
interface ForRecipient {
  appId: string;
  target: PayoutTarget;
}

/**
 * SPEC §7 Payouts, the calls of New payout: find the recipient, read their masked name, ask for
 * the code for exactly this payout, send it with the code. Injected by the New payout dialog,
 * which loads only when the user heads for it.
 */
export const sendPayoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST api/wallets/payout/by-search`: the account masked, its bank, and whether payouts there are free; 404 when the bank knows none. */
    findRecipient: build.mutation<PayoutRecipient, ForRecipient>({
      query: ({ appId, target }) => ({
        url: "api/wallets/payout/by-search",
        method: "POST",
        headers: appKey(appId),
        body: target,
      }),
      responseSchema: PayoutRecipient,
    }),
    /** `POST api/wallets/masked-fullName`: the holder's name as the bank shows it, masked, to check before sending. */
    maskedFullName: build.mutation<MaskedFullName, ForRecipient>({
      query: ({ appId, target }) => ({
        url: "api/wallets/masked-fullName",
        method: "POST",
        headers: appKey(appId),
        body: target,
      }),
      responseSchema: MaskedFullName,
    }),
    /**
     * `POST api/otp/init/payout`: a code for exactly this payout texted to the user, with the
     * recipient, the fee and whether it will wait for review. Moves nothing; a refusal for want
     * of money says the balance shown was too high.
     */
    payoutCode: build.mutation<PayoutCodeSent, { appId: string; request: PayoutCodeRequest }>({
      query: ({ appId, request }) => ({
        url: "api/otp/init/payout",
        method: "POST",
        headers: appKey(appId),
        body: request,
      }),
      responseSchema: asSent(PayoutCodeSent),
      invalidatesTags: (_result, error) =>
        error && serverError(error)?.code === "INSUFFICIENT_BALANCE" ? ["Wallet"] : [],
    }),
    /**
     * `POST api/wallets/payout` with the code: sent, on its way, waiting for review, or refused by the bank
     * (the money back). A retry after no answer carries the same Idempotency-Key, so it is paid
     * at most once. Whatever the answer, the list and the balances are read again: an answer
     * lost on the way may hide money that moved.
     */
    sendPayout: build.mutation<Payout, { appId: string; request: PayoutRequest; idempotencyKey: string }>({
      query: ({ appId, request, idempotencyKey }) => ({
        url: "api/wallets/payout",
        method: "POST",
        headers: { ...appKey(appId), "Idempotency-Key": idempotencyKey },
        body: request,
      }),
      responseSchema: asSent(Payout),
      invalidatesTags: ["Payout", "Wallet"],
    }),
  }),
});

export const { useFindRecipientMutation, useMaskedFullNameMutation, usePayoutCodeMutation, useSendPayoutMutation } =
  sendPayoutApi;
