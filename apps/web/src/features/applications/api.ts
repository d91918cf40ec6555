import {
  type AccountType,
  type AppConfigUpdate,
  ApplicationDetail,
  type KeyGracePeriod,
  LogoUploaded,
  OtpResent,
  SecretKey,
} from "@portal/contracts";
import type * as z from "zod/mini";
import { api, asObjectUrl, revokeObjectUrlWhenRemoved } from "@/lib/api";

interface AppCode {
  appId: string;
  code: string;
}

const path = encodeURIComponent;

/** SPEC §7 Apps. Every change invalidates `Application`, so the list and the open detail refetch. */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveAppConfig: build.mutation<ApplicationDetail, AppConfigUpdate>({
      query: (body) => ({ url: "api/config", method: "PUT", body }),
      invalidatesTags: ["Application"],
      responseSchema: ApplicationDetail,
    }),
    // A FormData body: the base query leaves the content type to fetch, which adds the boundary.
    uploadLogo: build.mutation<LogoUploaded, { appId: string; file: File }>({
      query: ({ appId, file }) => {
        const body = new FormData();
        body.append("file", file);
        return { url: "api/config/hotel/update", method: "PUT", params: { appId }, body };
      },
      invalidatesTags: ["Application"],
      responseSchema: LogoUploaded,
    }),
    /**
     * The payment page's QR code as an object URL (the PNG needs the bearer token, so an
     * `<img>` cannot load it itself). No tags: the code never changes for an application.
     * The URL is revoked when the cache entry goes, right after the last screen showing it
     * unmounts; revoking in the component would break StrictMode's second mount.
     */
    applicationQr: build.query<string, string>({
      query: (appId) => ({ url: `api/apps/${path(appId)}/qr`, responseHandler: asObjectUrl }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: revokeObjectUrlWhenRemoved,
    }),
    // Code requests are GETs that act (they text a code), hence mutations.
    sendKeyCode: build.mutation<OtpResent, string>({
      query: (appId) => `api/otp/init/updateKey/${path(appId)}`,
      responseSchema: OtpResent,
    }),
    /** The new key; the current one keeps working for `grace` (`RotateKeyQuery`). */
    rotateKey: build.mutation<z.infer<typeof SecretKey>, AppCode & { grace: KeyGracePeriod }>({
      query: ({ appId, code, grace }) => ({ url: `api/appKey/${path(appId)}/${path(code)}`, params: { grace } }),
      invalidatesTags: ["Application"],
      responseSchema: SecretKey,
    }),
    sendDisableCode: build.mutation<OtpResent, string>({
      query: (appId) => `api/otp/init/deleteApp/${path(appId)}`,
      responseSchema: OtpResent,
    }),
    disableApplication: build.mutation<ApplicationDetail, AppCode>({
      query: ({ appId, code }) => ({ url: `api/app/${path(appId)}/${path(code)}`, method: "DELETE" }),
      invalidatesTags: ["Application"],
      responseSchema: ApplicationDetail,
    }),
    sendToReview: build.mutation<ApplicationDetail, { accountType: AccountType; appId: string }>({
      query: ({ accountType, appId }) => ({
        url: `api/application-verify/switch/review/${path(accountType)}/${path(appId)}`,
        method: "PATCH",
      }),
      invalidatesTags: ["Application"],
      responseSchema: ApplicationDetail,
    }),
  }),
});

export const {
  useSaveAppConfigMutation,
  useUploadLogoMutation,
  useApplicationQrQuery,
  useSendKeyCodeMutation,
  useRotateKeyMutation,
  useSendDisableCodeMutation,
  useDisableApplicationMutation,
  useSendToReviewMutation,
} = applicationsApi;
