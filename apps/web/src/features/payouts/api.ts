import {
  Payout,
  type PayoutListQuery,
  PayoutPage,
  type PayoutRejection,
  PayoutSettings,
  type PayoutSettingsUpdate,
} from "@portal/contracts";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

/** A review's answer moves money (approved: to the bank; rejected: back to the wallet); a refusal says the row shown was stale. Either way both are read again. */
const reviewed = ["Payout", "Wallet"] as const;

/**
 * SPEC §7 Payouts, what the screen reads and the review (SPEC §6 Payout review). The list is
 * never cached (SPEC §9): another user's review changes it. Sending one is the New payout
 * dialog's (send-api.ts), loaded with it.
 */
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    payouts: build.query<PayoutPage, PayoutListQuery>({
      query: (params) => ({ url: "api/wallets/payouts", params }),
      keepUnusedDataFor: 0,
      providesTags: ["Payout"],
      responseSchema: asSent(PayoutPage),
    }),
    payoutSettings: build.query<PayoutSettings, void>({
      query: () => "api/wallets/payout-settings",
      providesTags: ["Payout"],
      responseSchema: asSent(PayoutSettings),
    }),
    /** The account's main user only. */
    updatePayoutSettings: build.mutation<PayoutSettings, PayoutSettingsUpdate>({
      query: (body) => ({ url: "api/wallets/payout-settings", method: "PUT", body }),
      responseSchema: asSent(PayoutSettings),
      invalidatesTags: ["Payout"],
    }),
    approvePayout: build.mutation<Payout, string>({
      query: (id) => ({ url: `api/wallets/payouts/${encodeURIComponent(id)}/approve`, method: "POST" }),
      responseSchema: asSent(Payout),
      invalidatesTags: [...reviewed],
    }),
    rejectPayout: build.mutation<Payout, PayoutRejection & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `api/wallets/payouts/${encodeURIComponent(id)}/reject`,
        method: "POST",
        body,
      }),
      responseSchema: asSent(Payout),
      invalidatesTags: [...reviewed],
    }),
  }),
});

export const {
  usePayoutsQuery,
  usePayoutSettingsQuery,
  useUpdatePayoutSettingsMutation,
  useApprovePayoutMutation,
  useRejectPayoutMutation,
} = payoutsApi;
