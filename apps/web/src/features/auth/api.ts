import {
  ApproveLoginResponse,
  AuthUser,
  type EmailBody,
  type LoginRequest,
  type NewPasswordRequest,
  Ok,
  OtpResent,
  OtpSent,
  type RegisterRequest,
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
    confirmPassword: build.mutation<Ok, { guid: string } & NewPasswordRequest>({
      query: ({ guid, ...body }) => ({
        url: `api/confirm-password/${encodeURIComponent(guid)}`,
        method: "POST",
        body,
      }),
      responseSchema: Ok,
    }),
    session: build.query<AuthUser, void>({
      query: () => "api/session",
      providesTags: ["Session"],
      responseSchema: AuthUser,
      // Checked afresh every time the shell opens; never answered from an old user's cache.
      keepUnusedDataFor: 0,
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
  useConfirmPasswordMutation,
  useSessionQuery,
  useLogoutMutation,
} = authApi;
