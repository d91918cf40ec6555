import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";
import { opsLanguage } from "./i18n";
import { sessionEnded, type SessionState, tokenStore } from "./session";

/** As long as the portal's own client waits for an answer. */
const TIMEOUT_MS = 30_000;

/** The calls made before there is a session: a 401 there is a wrong password or an expired step, not an ended session. */
const signedOutCalls = new Set(["signIn", "confirmSignIn", "setupStart", "setupFinish"]);

// Made on first use: the page's origin is the API's (the API serves the console at /ops).
let fetchJson: ReturnType<typeof fetchBaseQuery> | undefined;
const http = () =>
  (fetchJson ??= fetchBaseQuery({
    baseUrl: new URL("/api/ops/", window.location.origin).href,
    timeout: TIMEOUT_MS,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { opsSession: SessionState }).opsSession.accessToken;
      if (token) headers.set("Authorization", `Bearer ${token}`);
      headers.set("Accept-Language", opsLanguage());
      return headers;
    },
  }));

/**
 * The one place an ended session is noticed: a 401 on any signed-in call forgets the token,
 * and the signed-in screens give way to the sign-in screen (app/signed-in.tsx).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await http()(args, queryApi, extraOptions);
  if (result.error?.status === 401 && !signedOutCalls.has(queryApi.endpoint)) {
    tokenStore.forget();
    queryApi.dispatch(sessionEnded());
  }
  return result;
};

/** The console's one API client, apart from the portal's: each section adds its endpoints with `injectEndpoints`. */
export const opsApi = createApi({
  reducerPath: "opsApi",
  tagTypes: [
    "Me",
    "Review",
    "Contract",
    "Merchant",
    "Operator",
    "Audit",
    "Settings",
    "PayoutBatch",
    "BankTransfer",
    "BankStatement",
    "ReconciliationDifference",
    "ReconciliationDay",
    "ReconciliationSummary",
  ],
  baseQuery,
  endpoints: () => ({}),
  // A response that does not match its contract schema is as useless as unparseable JSON.
  catchSchemaFailure: (error) => ({ status: "CUSTOM_ERROR" as const, error: error.message }),
});
