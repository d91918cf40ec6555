import { CategoryOption, Company, type ConnectRequest, ConnectResponse } from "@portal/contracts";
import * as z from "zod/mini";
import { api } from "@/lib/api";

/** SPEC §7 Connect and Lookups: what onboarding reads and the call that creates (the payout card's is in lib). */
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
  }),
});

export const { useMerchantCategoriesQuery, useCompaniesQuery, useConnectMutation } = connectApi;
