import * as z from "zod/mini";
import { emailField, messages, otpField, passwordField, phoneField, requiredText } from "./fields";
import { languages } from "./languages";

/** SPEC §3 "user details", with the interface language stored for messages sent to the user (null: not chosen yet). */
export const Profile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  mobilePhone: z.string(),
  language: z.nullable(z.enum(languages)),
  /** A new address waiting to be confirmed from the link sent to it (a day); null when none. */
  pendingEmail: z.nullable(z.string()),
});
export type Profile = z.infer<typeof Profile>;

/**
 * `POST api/updateProfile`: what is sent changes, what is left out stays. A new e-mail is not
 * the user's until confirmed from the link sent to it.
 */
export const UpdateProfileRequest = z
  .object({
    fullName: z.optional(requiredText(100)),
    email: z.optional(emailField),
    language: z.optional(z.enum(languages)),
  })
  .check(
    z.refine((v) => v.fullName !== undefined || v.email !== undefined || v.language !== undefined, {
      message: messages.required,
      path: ["fullName"],
    }),
  );
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** `POST api/changePassword`: the current password, and the new one twice (SPEC §5 rules). */
export const ChangePasswordRequest = z
  .object({
    oldPassword: z
      .string({ error: messages.required })
      .check(z.minLength(1, messages.required), z.maxLength(200, messages.tooLong)),
    newPassword: passwordField,
    confirmPassword: z.string({ error: messages.required }).check(z.minLength(1, messages.required)),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: messages.confirmPassword,
      path: ["confirmPassword"],
    }),
    z.refine((v) => v.newPassword !== v.oldPassword, { message: messages.samePassword, path: ["newPassword"] }),
  );
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/**
 * Changing the e-mail address or the phone asks the user to prove who they are again first:
 * a stolen session alone must not be able to take the account over (docs/security.md
 * "Changing the e-mail address or phone"). The proof lasts this long on the session.
 */
export const REAUTHENTICATION_MINUTES = 10;

/** `POST api/reauthenticate`: the current password. */
export const ReauthenticateRequest = z.object({
  password: z
    .string({ error: messages.required })
    .check(z.minLength(1, messages.required), z.maxLength(200, messages.tooLong)),
});
export type ReauthenticateRequest = z.input<typeof ReauthenticateRequest>;

/** `POST api/reauthenticate/{OTP}`: the code texted to the current phone by `GET api/otp/init/reauthenticate`. */
export const ReauthenticateCodeParam = z.object({ OTP: otpField });

/** The proof holds on this session until then. */
export const Reauthenticated = z.object({ reauthenticatedUntil: z.iso.datetime() });
export type Reauthenticated = z.infer<typeof Reauthenticated>;

/**
 * `POST api/undo-contact-change/{token}` ("this wasn't me", from the notice sent to the former
 * address or phone): the change is undone, every session ends, and the password must be set
 * anew on the reset screen this guid opens.
 */
export const ContactChangeUndone = z.object({ resetPasswordGuid: z.uuid() });
export type ContactChangeUndone = z.infer<typeof ContactChangeUndone>;

/** `GET api/otp/init/changePhoneNumber/{mobilePhone}`: the new number, which the code is texted to. */
export const ChangePhoneCodeParams = z.object({ mobilePhone: phoneField });
/** `POST api/changePhoneNumber/{OTP}/{mobilePhone}`. */
export const ChangePhoneParams = z.object({ OTP: otpField, mobilePhone: phoneField });

/** A code went to the new number; another may be asked for after `resendIn` seconds. */
export const PhoneCodeSent = z.object({ phoneHint: z.string(), resendIn: z.number().check(z.int()) });
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;

/** One of the user's signed-in sessions (a browser where they signed in and have not signed out). */
export const UserSession = z.object({
  id: z.uuid(),
  /** The browser and system, as the browser named itself at sign-in (its User-Agent), or null. */
  userAgent: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  rememberMe: z.boolean(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;
export const UserSessionList = z.object({ content: z.array(UserSession) });
export type UserSessionList = z.infer<typeof UserSessionList>;
export const SessionIdParam = z.object({ sessionId: z.uuid() });
/** How many sessions a sign-out ended. */
export const SessionsEnded = z.object({ ended: z.number().check(z.int()) });
export type SessionsEnded = z.infer<typeof SessionsEnded>;
/** The password was changed; `signedOut` other sessions ended with it. */
export const PasswordChanged = z.object({ ok: z.literal(true), signedOut: z.number().check(z.int()) });
export type PasswordChanged = z.infer<typeof PasswordChanged>;
/** The user's e-mail address (and sign-in name) is now `email`. */
export const EmailChanged = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof EmailChanged>;

/** How a message reaches a person; the outbox table and the delivery log share these lists. */
export const messageChannels = ["sms", "email", "telegram", "whatsapp"] as const;
export type MessageChannel = (typeof messageChannels)[number];
/** `queued`: waits for its provider (again after a failed try); `sent`: handed over (or kept by the sandbox); `failed`: given up. */
export const messageStatuses = ["queued", "sent", "failed"] as const;
/** One message sent to the user (beyond the spec): the delivery log of Settings, without what it said. */
export const MessageDelivery = z.object({
  id: z.uuid(),
  channel: z.enum(messageChannels),
  /** The phone or address, masked. */
  recipient: z.string(),
  /** E-mail only. */
  subject: z.nullable(z.string()),
  /** `sandbox` when no real provider carries the channel. */
  provider: z.string(),
  status: z.enum(messageStatuses),
  attempts: z.number().check(z.int()),
  /** The provider's answer to the last failed try. */
  lastError: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  sentAt: z.nullable(z.iso.datetime()),
});
export type MessageDelivery = z.infer<typeof MessageDelivery>;
export const MessageDeliveryList = z.object({ content: z.array(MessageDelivery) });
export type MessageDeliveryList = z.infer<typeof MessageDeliveryList>;
