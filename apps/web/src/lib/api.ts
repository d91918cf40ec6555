import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";
import { env } from "@/config/env";
import { runtimeConfig } from "@/config/runtime-config";
import { storage } from "@/light/storage";
import { takeEarlyResponse } from "./early-responses";
import { i18n } from "./i18n";
import { endSession } from "./session";

// Made on first use: the API's address is known only once the runtime config has loaded
// (which has already made a "/" answer absolute against the page's origin).
let fetchJson: ReturnType<typeof fetchBaseQuery> | undefined;
const http = () =>
  (fetchJson ??= fetchBaseQuery({
    baseUrl: runtimeConfig().apiBaseUrl,
    timeout: env.requestTimeoutMs,
    // The screen's first GETs may already be on their way, asked by the boot script.
    fetchFn: (request) => takeEarlyResponse(request as Request) ?? fetch(request),
    prepareHeaders: (headers) => {
      const token = storage.getAccessToken();
      if (token) headers.set("Authorization", `Bearer ${token}`);
      // The server writes SMS and e-mail texts in this language.
      headers.set("Accept-Language", i18n.language);
      return headers;
    },
  }));

/** The server's 403 for a sub-user held to the owner's policy who has no strong method yet. */
const strongMethodRequired = (error: FetchBaseQueryError) =>
  error.status === 403 &&
  typeof error.data === "object" &&
  error.data !== null &&
  (error.data as { code?: unknown }).code === "STRONG_METHOD_REQUIRED";

/**
 * The one place a dead session is noticed: a 401 from any call ends it. Every call the
 * portal makes is a signed-in one; the signed-out calls belong to the sign-in page
 * (apps/web/src/auth-page), where a 401 is a wrong password or code.
 *
 * Also where a sub-user learns that the account's owner has come to require a strong method
 * since the session was checked: the check is made again, and the shell, seeing
 * `mustAddStrongMethod`, sends them to add one (app/routes/signed-in.tsx).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await http()(args, queryApi, extraOptions);
  if (result.error?.status === 401) endSession();
  else if (result.error && strongMethodRequired(result.error) && queryApi.endpoint !== "session") {
    queryApi.dispatch(api.util.invalidateTags(["Session"]));
  }
  return result;
};

/**
 * For endpoints that answer with a file (PDF, PNG): `responseHandler: asObjectUrl` makes the
 * result an object URL to show or download, while an error still arrives as its JSON body.
 * Whoever shows the URL revokes it when done (`URL.revokeObjectURL`).
 */
export const asObjectUrl = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json();

/**
 * `onCacheEntryAdded` for queries answered with `asObjectUrl`: revokes the URL when the
 * cache entry goes (right after the last screen showing it unmounts); revoking in the
 * component would break StrictMode's second mount.
 */
export async function revokeObjectUrlWhenRemoved(
  _arg: unknown,
  {
    cacheDataLoaded,
    cacheEntryRemoved,
  }: { cacheDataLoaded: Promise<{ data: string }>; cacheEntryRemoved: Promise<void> },
) {
  let objectUrl: string | undefined;
  try {
    objectUrl = (await cacheDataLoaded).data;
  } catch {
    // Removed before it ever loaded: nothing to revoke.
  }
  await cacheEntryRemoved;
  if (objectUrl) URL.revokeObjectURL(objectUrl);
}

/** The portal's one API client; each feature adds its endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: "api",
  // Cache tags the features invalidate after a change; Session is the signed-in user, Wallet a wallet's balances and operations, Payout the payouts list and its review threshold.
  tagTypes: [
    "Session",
    "Application",
    "Company",
    "Contract",
    "Invoice",
    "Transaction",
    "SavedView",
    "Wallet",
    "Payout",
  ],
  baseQuery,
  endpoints: () => ({}),
  // A response that does not match its contract schema is as useless as unparseable JSON.
  catchSchemaFailure: (error) => ({ status: "CUSTOM_ERROR" as const, error: error.message }),
});
