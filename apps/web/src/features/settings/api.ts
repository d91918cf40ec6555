import { type ChangePasswordRequest, MessageDeliveryList, PasswordChanged, PhoneCodeSent, Profile, SessionsEnded, UserSessionList } from "@portal/contracts";
import { profileApi, storeAnsweredProfile } from "@/lib/profile-api";

/**
 * The settings screen's calls besides the profile itself (`@/lib/profile-api`): the password,
 * the phone number, the signed-in sessions and the messages sent to the user. A password change signs out every other
 * session, so it refetches the sessions list as ending one does.
 */
export const settingsApi = profileApi.enhanceEndpoints({ addTagTypes: ["UserSession"] }).injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<PasswordChanged, ChangePasswordRequest>({
      query: (body) => ({ url: "api/changePassword", method: "POST", body }),
      responseSchema: PasswordChanged,
      invalidatesTags: (result) => (result ? ["UserSession"] : []),
    }),
    /** `GET api/otp/init/changePhoneNumber/{mobilePhone}`: texts a code to the new number. Also the resend. */
    sendPhoneCode: build.mutation<PhoneCodeSent, string>({
      query: (mobilePhone) => ({ url: `api/otp/init/changePhoneNumber/${encodeURIComponent(mobilePhone)}`, method: "GET" }),
      responseSchema: PhoneCodeSent,
    }),
    /** `POST api/changePhoneNumber/{OTP}/{mobilePhone}`: no body at all (an empty JSON body is a 400). */
    changePhone: build.mutation<Profile, { code: string; mobilePhone: string }>({
      query: ({ code, mobilePhone }) => ({ url: `api/changePhoneNumber/${encodeURIComponent(code)}/${encodeURIComponent(mobilePhone)}`, method: "POST" }),
      responseSchema: Profile,
      // The code step shows a failure.
      onQueryStarted: (_arg, lifecycle) => storeAnsweredProfile(lifecycle),
      // The sidebar shows the phone from the session check: refetching it shows the new one.
      invalidatesTags: (result) => (result ? ["Session"] : []),
    }),
    /** `GET api/sessions`: never cached, a sign-in elsewhere adds one. */
    sessions: build.query<UserSessionList, void>({
      query: () => "api/sessions",
      keepUnusedDataFor: 0,
      providesTags: ["UserSession"],
      responseSchema: UserSessionList,
    }),
    endSession: build.mutation<SessionsEnded, string>({
      query: (sessionId) => ({ url: `api/sessions/${encodeURIComponent(sessionId)}`, method: "DELETE" }),
      responseSchema: SessionsEnded,
      // A 404 (already ended elsewhere) refetches too: the list is out of date either way.
      invalidatesTags: ["UserSession"],
    }),
    // No body at all, like logout.
    endOtherSessions: build.mutation<SessionsEnded, void>({
      query: () => ({ url: "api/sessions/end-others", method: "POST" }),
      responseSchema: SessionsEnded,
      invalidatesTags: ["UserSession"],
    }),
    /** `GET api/profile/deliveries`: the newest 50 SMS and e-mails to the user's phone and address. Never cached, like the sessions. */
    profileDeliveries: build.query<MessageDeliveryList, void>({
      query: () => "api/profile/deliveries",
      keepUnusedDataFor: 0,
      responseSchema: MessageDeliveryList,
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useSendPhoneCodeMutation,
  useChangePhoneMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useProfileDeliveriesQuery,
} = settingsApi;
