import {
  MethodAdded,
  Ok,
  type PasskeyRegistration,
  type PasswordProof,
  RecoveryCodes,
  SecurityOverview,
  type SmsFallbackRequest,
  type StrongMethodPolicy,
  type TotpConfirmRequest,
  TotpEnrolment,
  WebAuthnJson,
} from "@portal/contracts";
import { api } from "@/lib/api";

const path = encodeURIComponent;

/**
 * Settings → Security (docs/security.md "Strong methods"): the user's authenticator app,
 * passkeys and recovery codes, SMS as a fallback, and the main user's policy for sub-users.
 * A change refetches the overview, and the session check too where the ways the user's code
 * steps are met may change (`secondSteps`, and `mustAddStrongMethod` once a first method is in).
 */
export const securityApi = api.enhanceEndpoints({ addTagTypes: ["Security"] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/security`: never cached, a method may be added or used from another device. */
    securityOverview: build.query<SecurityOverview, void>({
      query: () => "api/security",
      keepUnusedDataFor: 0,
      providesTags: ["Security"],
      responseSchema: SecurityOverview,
    }),
    /** `POST api/security/totp`: a new secret to scan; it counts once one of its codes is confirmed. */
    startTotp: build.mutation<TotpEnrolment, PasswordProof>({
      query: (body) => ({ url: "api/security/totp", method: "POST", body }),
      responseSchema: TotpEnrolment,
    }),
    confirmTotp: build.mutation<MethodAdded, TotpConfirmRequest>({
      query: (body) => ({ url: "api/security/totp/confirm", method: "POST", body }),
      responseSchema: MethodAdded,
      invalidatesTags: (result) => (result ? ["Security", "Session"] : []),
    }),
    removeTotp: build.mutation<Ok, PasswordProof>({
      query: (body) => ({ url: "api/security/totp/remove", method: "POST", body }),
      responseSchema: Ok,
      invalidatesTags: (result) => (result ? ["Security", "Session"] : []),
    }),
    /** `POST api/security/passkeys/options`: WebAuthn's creation options, for the browser. */
    passkeyOptions: build.mutation<WebAuthnJson, PasswordProof>({
      query: (body) => ({ url: "api/security/passkeys/options", method: "POST", body }),
      responseSchema: WebAuthnJson,
    }),
    addPasskey: build.mutation<MethodAdded, PasskeyRegistration>({
      query: (body) => ({ url: "api/security/passkeys", method: "POST", body }),
      responseSchema: MethodAdded,
      invalidatesTags: (result) => (result ? ["Security", "Session"] : []),
    }),
    removePasskey: build.mutation<Ok, { id: string } & PasswordProof>({
      query: ({ id, password }) => ({
        url: `api/security/passkeys/${path(id)}/remove`,
        method: "POST",
        body: { password },
      }),
      responseSchema: Ok,
      invalidatesTags: (result) => (result ? ["Security", "Session"] : []),
    }),
    /** Ten new codes; the old ones stop working. */
    renewRecoveryCodes: build.mutation<RecoveryCodes, PasswordProof>({
      query: (body) => ({ url: "api/security/recovery-codes", method: "POST", body }),
      responseSchema: RecoveryCodes,
      invalidatesTags: (result) => (result ? ["Security"] : []),
    }),
    setSmsFallback: build.mutation<Ok, SmsFallbackRequest>({
      query: (body) => ({ url: "api/security/sms-fallback", method: "PUT", body }),
      responseSchema: Ok,
      invalidatesTags: (result) => (result ? ["Security", "Session"] : []),
    }),
    /** The main user's: every sub-user must have a strong method. */
    setStrongMethodPolicy: build.mutation<Ok, StrongMethodPolicy>({
      query: (body) => ({ url: "api/security/policy", method: "PUT", body }),
      responseSchema: Ok,
      invalidatesTags: (result) => (result ? ["Security"] : []),
    }),
  }),
});

export const {
  useSecurityOverviewQuery,
  useStartTotpMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useRenewRecoveryCodesMutation,
  useSetSmsFallbackMutation,
  useSetStrongMethodPolicyMutation,
} = securityApi;
