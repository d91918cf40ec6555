import { EmailVerificationSent, Ok, SessionCheck } from "@portal/contracts";
import { api } from "@/lib/api";
import { storage } from "@/light/storage";

/**
 * The signed-in side of SPEC §7 Auth: the session check, the e-mail link resend and
 * logout. The signed-out calls are the sign-in page's (apps/web/src/auth-page/api.ts).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    // No body at all, like logout: an empty JSON body is a 400 from the server.
    resendEmailVerification: build.mutation<EmailVerificationSent, void>({
      query: () => ({ url: "api/verify-email/resend", method: "POST" }),
      responseSchema: EmailVerificationSent,
    }),
    // No body at all: an empty JSON body is a 400 from the server.
    logout: build.mutation<Ok, void>({
      query: () => ({ url: "api/logout", method: "POST" }),
      responseSchema: Ok,
    }),
  }),
});

export const { useSessionQuery, useResendEmailVerificationMutation, useLogoutMutation } = authApi;
