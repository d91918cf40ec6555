import {
  CategoryOption,
  Company,
  type ConnectRequest,
  ConnectResponse,
  type PaymentCardRequest,
  PaymentCardResponse,
} from "@portal/contracts";
import { z } from "zod";
import { api } from "@/lib/api";

/** SPEC §7 Connect and Lookups: what onboarding reads and the two calls that create. */
export const connectApi = api.injectEndpoints({
  endpoints: (build) => ({
    merchantCategories: build.query<z.infer<typeof CategoryOption>[], void>({
      query: () => "api/merchant-category",
      responseSchema: z.array(CategoryOption),
    }),
    companies: build.query<Company[], void>({
      query: () => "api/companies",
      providesTags: ["Company"],
      responseSchema: z.array(Company),
    }),
    // A business is created at once; a sole trader first gets a code, then is created with it.
    connect: build.mutation<ConnectResponse, ConnectRequest>({
      query: (body) => ({ url: "api/merchant-connect", method: "POST", body }),
      responseSchema: ConnectResponse,
      invalidatesTags: (result) => (result?.status === "created" ? ["Application", "Company"] : []),
    }),
    /**
     * Without `otp` the server texts a code to the user's phone; with it the card is
     * attached. Only then does the session change (the user now has a card).
     */
    attachPaymentCard: build.mutation<PaymentCardResponse, PaymentCardRequest>({
      query: (body) => ({ url: "api/user/paymentCard", method: "POST", body }),
      responseSchema: PaymentCardResponse,
      invalidatesTags: (result) => (result && !("status" in result) ? ["Session"] : []),
    }),
  }),
});

export const { useMerchantCategoriesQuery, useCompaniesQuery, useConnectMutation, useAttachPaymentCardMutation } = connectApi;
