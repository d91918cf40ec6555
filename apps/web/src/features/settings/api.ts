import {
  type ChangePasswordRequest,
  type ConfirmSubscriptionRequest,
  MessageDeliveryList,
  Ok,
  PasswordChanged,
  PhoneCodeSent,
  Profile,
  Reauthenticated,
  SessionsEnded,
  Subscription,
  SubscriptionList,
  type SubscriptionPreferences,
  type SubscriptionType,
  type SubscribeRequest,
  UserSessionList,
} from "@portal/contracts";
import { profileApi, storeAnsweredProfile } from "@/lib/profile-api";

/**
 * The settings screen's calls besides the profile itself (`@/lib/profile-api`): the password,
 * the phone number, the signed-in sessions, the messages sent to the user and the payment
 * notification connections. A password change signs out every other session, so it
 * refetches the sessions list as ending one does.
 */
export const settingsApi = profileApi
  .enhanceEndpoints({ addTagTypes: ["UserSession", "Subscription"] })
  .injectEndpoints({
    endpoints: (build) => ({
      changePassword: build.mutation<PasswordChanged, ChangePasswordRequest>({
        query: (body) => ({ url: "api/changePassword", method: "POST", body }),
        responseSchema: PasswordChanged,
        invalidatesTags: (result) => (result ? ["UserSession"] : []),
      }),
      /** `POST api/reauthenticate`: the current password proves who the user is on this session for a few minutes. */
      reauthenticate: build.mutation<Reauthenticated, string>({
        query: (password) => ({ url: "api/reauthenticate", method: "POST", body: { password } }),
        responseSchema: Reauthenticated,
      }),
      /** `GET api/otp/init/reauthenticate`: a code to the current phone instead of the password. Also the resend. */
      sendReauthenticationCode: build.mutation<PhoneCodeSent, void>({
        query: () => ({ url: "api/otp/init/reauthenticate", method: "GET" }),
        responseSchema: PhoneCodeSent,
      }),
      /** `POST api/reauthenticate/{OTP}`: no body, like the phone's confirmation. */
      reauthenticateWithCode: build.mutation<Reauthenticated, string>({
        query: (code) => ({ url: `api/reauthenticate/${encodeURIComponent(code)}`, method: "POST" }),
        responseSchema: Reauthenticated,
      }),
      /** `GET api/otp/init/changePhoneNumber/{mobilePhone}`: texts a code to the new number. Also the resend. */
      sendPhoneCode: build.mutation<PhoneCodeSent, string>({
        query: (mobilePhone) => ({
          url: `api/otp/init/changePhoneNumber/${encodeURIComponent(mobilePhone)}`,
          method: "GET",
        }),
        responseSchema: PhoneCodeSent,
      }),
      /** `POST api/changePhoneNumber/{OTP}/{mobilePhone}`: no body at all (an empty JSON body is a 400). */
      changePhone: build.mutation<Profile, { code: string; mobilePhone: string }>({
        query: ({ code, mobilePhone }) => ({
          url: `api/changePhoneNumber/${encodeURIComponent(code)}/${encodeURIComponent(mobilePhone)}`,
          method: "POST",
        }),
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
      /** `GET api/get-subscription`: never cached, the chat may be connected (or the bot blocked) from Telegram itself. */
      subscriptions: build.query<SubscriptionList, void>({
        query: () => "api/get-subscription",
        keepUnusedDataFor: 0,
        providesTags: ["Subscription"],
        responseSchema: SubscriptionList,
      }),
      subscribe: build.mutation<Subscription, SubscribeRequest>({
        query: (body) => ({ url: "api/subscribe", method: "POST", body }),
        responseSchema: Subscription,
        onQueryStarted: (_arg, lifecycle) => storeAnsweredSubscription(lifecycle),
        invalidatesTags: (result) => (result ? ["Subscription"] : []),
      }),
      confirmSubscription: build.mutation<Subscription, ConfirmSubscriptionRequest>({
        query: (body) => ({ url: "api/subscribe/confirm", method: "POST", body }),
        responseSchema: Subscription,
        onQueryStarted: (_arg, lifecycle) => storeAnsweredSubscription(lifecycle),
        invalidatesTags: (result) => (result ? ["Subscription"] : []),
      }),
      updateSubscriptionPreferences: build.mutation<Subscription, SubscriptionPreferences>({
        query: (body) => ({ url: "api/subscribe/preferences", method: "PUT", body }),
        responseSchema: Subscription,
        onQueryStarted: (_arg, lifecycle) => storeAnsweredSubscription(lifecycle),
        invalidatesTags: (result) => (result ? ["Subscription"] : []),
      }),
      // The test message becomes the connection's `lastDelivery`: the list is read again to show how it went.
      sendTestNotification: build.mutation<Ok, SubscriptionType>({
        query: (subscriptionType) => ({ url: "api/subscribe/test", method: "POST", body: { subscriptionType } }),
        responseSchema: Ok,
        invalidatesTags: (result) => (result ? ["Subscription"] : []),
      }),
      deleteSubscription: build.mutation<Ok, SubscriptionType>({
        query: (subscriptionType) => ({ url: "api/delete-subs", method: "DELETE", params: { subscriptionType } }),
        responseSchema: Ok,
        // A 404 (gone already, from another tab) refetches too: the list is out of date either way.
        invalidatesTags: ["Subscription"],
      }),
    }),
  });

interface SubscriptionLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Subscription }>;
}

/**
 * `onQueryStarted` of a call that answers the connection as stored: written into the list at
 * once, so the card moves on to the link, the code or the connection without first showing
 * the state it left while the list is read again. A failure is the caller's to show.
 */
async function storeAnsweredSubscription({ dispatch, queryFulfilled }: SubscriptionLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      settingsApi.util.updateQueryData("subscriptions", undefined, (list) => {
        list.content = [...list.content.filter((entry) => entry.subscriptionType !== data.subscriptionType), data];
      }),
    );
  } catch {
    // The caller shows the failure.
  }
}

export const {
  useChangePasswordMutation,
  useReauthenticateMutation,
  useSendReauthenticationCodeMutation,
  useReauthenticateWithCodeMutation,
  useSendPhoneCodeMutation,
  useChangePhoneMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useProfileDeliveriesQuery,
  useSubscriptionsQuery,
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUpdateSubscriptionPreferencesMutation,
  useSendTestNotificationMutation,
  useDeleteSubscriptionMutation,
} = settingsApi;
