import {
  ApproveLoginResponse,
  type EmailBody,
  EmailVerificationSent,
  type LoginRequest,
  type NewPasswordRequest,
  Ok,
  OtpResent,
  OtpSent,
  type RegisterRequest,
  SessionCheck,
} from "@portal/contracts";
import { api } from "@/lib/api";
import { storage } from "@/lib/storage";

/** SPEC §7 Auth calls, the session check and logout. Resends are GETs that act, so mutations. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<OtpSent, LoginRequest>({
      query: (body) => ({ url: "api/login", method: "POST", body }),
      responseSchema: OtpSent,
    }),
    resendLoginCode: build.mutation<OtpResent, string>({
      query: (email) => ({ url: "api/otp/init/login", params: { email } }),
      responseSchema: OtpResent,
    }),
    approveLogin: build.mutation<ApproveLoginResponse, { code: string; email: string }>({
      query: ({ code, email }) => ({
        url: `api/approveLogin/${encodeURIComponent(code)}/${encodeURIComponent(email)}`,
        method: "POST",
      }),
      responseSchema: ApproveLoginResponse,
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Runs before the caller's own await resumes, so the shell it opens finds the token.
          storage.setAccessToken(data.accessToken);
        } catch {
          // A failed approval is shown by the form that asked for it.
        }
      },
    }),
    register: build.mutation<OtpSent, RegisterRequest>({
      query: (body) => ({ url: "api/register", method: "POST", body }),
      responseSchema: OtpSent,
    }),
    resendRegisterCode: build.mutation<OtpResent, string>({
      query: (email) => ({ url: "api/otp/init/register", params: { email } }),
      responseSchema: OtpResent,
    }),
    confirmAccount: build.mutation<Ok, { code: string; email: string }>({
      query: ({ code, email }) => ({
        url: `api/confirmAccount/${encodeURIComponent(code)}`,
        method: "POST",
        body: { email } satisfies EmailBody,
      }),
      responseSchema: Ok,
    }),
    forgotPassword: build.mutation<Ok, EmailBody>({
      query: (body) => ({ url: "api/forgot-password", method: "POST", body }),
      responseSchema: Ok,
    }),
    // Asked as the reset page opens, so a dead link is said before a password is typed; it uses nothing up.
    checkPasswordReset: build.query<Ok, string>({
      query: (guid) => `api/confirm-password/${encodeURIComponent(guid)}`,
      responseSchema: Ok,
      keepUnusedDataFor: 0,
    }),
    confirmPassword: build.mutation<Ok, { guid: string } & NewPasswordRequest>({
      query: ({ guid, ...body }) => ({
        url: `api/confirm-password/${encodeURIComponent(guid)}`,
        method: "POST",
        body,
      }),
      responseSchema: Ok,
    }),
    session: build.query<SessionCheck, void>({
      query: () => "api/session",
      providesTags: ["Session"],
      responseSchema: SessionCheck,
      // Checked afresh every time the shell opens; never answered from an old user's cache.
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The old token stops working two minutes after the server rotates it.
          if (data.accessToken) storage.setAccessToken(data.accessToken);
        } catch {
          // A failed check is handled by the signed-in route.
        }
      },
    }),
    // The link e-mailed after registration; no session needed, as it may open in any browser.
    verifyEmail: build.mutation<Ok, string>({
      query: (token) => ({ url: `api/verify-email/${encodeURIComponent(token)}`, method: "POST" }),
      responseSchema: Ok,
    }),
    releaseEmail: build.mutation<Ok, string>({
      query: (token) => ({ url: `api/verify-email/${encodeURIComponent(token)}/release`, method: "POST" }),
      responseSchema: Ok,
    }),
    // No body at all, like logout: an empty JSON body is a 400 from the server.
    resendEmailVerification: build.mutation<EmailVerificationSent, void>({
      query: () => ({ url: "api/verify-email/resend", method: "POST" }),
      responseSchema: EmailVerificationSent,
    }),
    unlockAccount: build.mutation<Ok, string>({
      query: (token) => ({ url: `api/unlock-account/${encodeURIComponent(token)}`, method: "POST" }),
      responseSchema: Ok,
    }),
    // No body at all: an empty JSON body is a 400 from the server.
    logout: build.mutation<Ok, void>({
      query: () => ({ url: "api/logout", method: "POST" }),
      responseSchema: Ok,
    }),
  }),
});

export const {
  useLoginMutation,
  useResendLoginCodeMutation,
  useApproveLoginMutation,
  useRegisterMutation,
  useResendRegisterCodeMutation,
  useConfirmAccountMutation,
  useForgotPasswordMutation,
  useCheckPasswordResetQuery,
  useConfirmPasswordMutation,
  useSessionQuery,
  useVerifyEmailMutation,
  useReleaseEmailMutation,
  useResendEmailVerificationMutation,
  useUnlockAccountMutation,
  useLogoutMutation,
} = authApi;
