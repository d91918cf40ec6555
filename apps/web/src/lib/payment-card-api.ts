import { type PaymentCardRequest, PaymentCardResponse } from "@portal/contracts";
import { api } from "./api";

/**
 * `POST api/user/paymentCard`: connect's last step for a sole trader and the configure
 * screen both attach payout cards, so it is declared once here. Without `otp` the server
 * texts a code to the user's phone; with it the card is attached, and only then do the
 * session (the user has a card) and the application (its card, what review needs) change.
 */
export const paymentCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    attachPaymentCard: build.mutation<PaymentCardResponse, PaymentCardRequest>({
      query: (body) => ({ url: "api/user/paymentCard", method: "POST", body }),
      responseSchema: PaymentCardResponse,
      invalidatesTags: (result) => (result && !("status" in result) ? ["Session", "Application"] : []),
    }),
  }),
});

export const { useAttachPaymentCardMutation } = paymentCardApi;
