import { type AccountLimitsRequest, MerchantAccountDetail, MerchantSearchResult } from "@portal/contracts";
import * as z from "zod/mini";
import { asSent } from "@/lib/as-sent";
import { opsApi } from "../../lib/api";

/** A merchant account as the API sends it: amounts in major units (numbers), as the screens show them. */
export type AccountDetail = z.input<typeof MerchantAccountDetail>;

const SearchResults = z.array(MerchantSearchResult);
const Detail = asSent(MerchantAccountDetail);
const path = encodeURIComponent;

/** The searches' results are asked again after any change: a suspension shows in them. */
const SEARCH = { type: "Merchant", id: "SEARCH" } as const;

interface Reasoned {
  accountId: string;
  reason: string;
}

/**
 * Merchants: found by e-mail, phone, tax id, merchant id or IBAN, read by every role; risk
 * operators suspend and lift accounts and applications and set an account's limits. Every
 * change answers with the account as it now stands, which the screen shows at once.
 */
export const merchantsApi = opsApi.injectEndpoints({
  endpoints: (build) => {
    /** A change of one account: its answer replaces the account's screen; searches and the trail are asked again. */
    const change = <Arg extends { accountId: string }>(
      request: (arg: Arg) => { url: string; method: string; body: unknown },
    ) =>
      build.mutation<AccountDetail, Arg>({
        query: request,
        responseSchema: Detail,
        invalidatesTags: [SEARCH, "Audit"],
        async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(merchantsApi.util.upsertQueryData("merchant", accountId, data));
          } catch {
            // The dialog or form says what failed.
          }
        },
      });

    return {
      /** `GET /api/ops/merchants?q=`: twenty at most; `q` has at least 3 characters. */
      merchantSearch: build.query<MerchantSearchResult[], string>({
        query: (q) => ({ url: "merchants", params: { q } }),
        keepUnusedDataFor: 0,
        providesTags: [SEARCH],
        responseSchema: SearchResults,
      }),
      /** `GET /api/ops/merchants/{accountId}`: the account, its applications, balances and latest money. */
      merchant: build.query<AccountDetail, string>({
        query: (accountId) => `merchants/${path(accountId)}`,
        keepUnusedDataFor: 0,
        providesTags: (_result, _error, accountId) => [{ type: "Merchant", id: accountId }],
        responseSchema: Detail,
      }),
      /** `POST /api/ops/merchants/{accountId}/suspend` (risk): the account and every application of it. */
      suspendAccount: change<Reasoned>(({ accountId, reason }) => ({
        url: `merchants/${path(accountId)}/suspend`,
        method: "POST",
        body: { reason },
      })),
      /** `POST /api/ops/merchants/{accountId}/lift` (risk): the applications suspended with it come back too. */
      liftAccount: change<Reasoned>(({ accountId, reason }) => ({
        url: `merchants/${path(accountId)}/lift`,
        method: "POST",
        body: { reason },
      })),
      /** `POST /api/ops/applications/{appId}/suspend` (risk). */
      suspendApplication: change<Reasoned & { appId: string }>(({ appId, reason }) => ({
        url: `applications/${path(appId)}/suspend`,
        method: "POST",
        body: { reason },
      })),
      /** `POST /api/ops/applications/{appId}/lift` (risk): not one suspended with its account. */
      liftApplication: change<Reasoned & { appId: string }>(({ appId, reason }) => ({
        url: `applications/${path(appId)}/lift`,
        method: "POST",
        body: { reason },
      })),
      /** `PUT /api/ops/merchants/{accountId}/limits` (risk): numbers in major units, null to take a limit off. */
      setLimits: change<{ accountId: string; body: AccountLimitsRequest }>(({ accountId, body }) => ({
        url: `merchants/${path(accountId)}/limits`,
        method: "PUT",
        body,
      })),
    };
  },
});

export const {
  useMerchantSearchQuery,
  useMerchantQuery,
  useSuspendAccountMutation,
  useLiftAccountMutation,
  useSuspendApplicationMutation,
  useLiftApplicationMutation,
  useSetLimitsMutation,
} = merchantsApi;
