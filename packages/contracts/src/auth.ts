import * as z from "zod/mini";
import { emailField, messages, otpField, passwordField, phoneField, requiredText } from "./fields";
import { SecondStep } from "./strong-methods";

export const LoginRequest = z.object({
  username: emailField,
  password: z
    .string({ error: messages.required })
    .check(z.minLength(1, messages.required), z.maxLength(200, messages.tooLong)),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const RegisterRequest = z.object({
  email: emailField,
  fullName: requiredText(100),
  password: passwordField,
  mobilePhone: phoneField,
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Names the account a one-time code belongs to (SPEC §7 leaves it to the body). */
export const EmailBody = z.object({ email: emailField });
export type EmailBody = z.input<typeof EmailBody>;
export const EmailQuery = EmailBody;

export const OtpParam = z.object({ OTP: otpField });
export const ApproveLoginParams = z.object({ OTP: otpField, email: emailField });

export const NewPasswordRequest = z
  .object({
    password: passwordField,
    confirmPassword: z.string({ error: messages.required }).check(z.minLength(1, messages.required)),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: messages.confirmPassword,
      path: ["confirmPassword"],
    }),
  );
export type NewPasswordRequest = z.input<typeof NewPasswordRequest>;

export const GuidParam = z.object({ guid: z.uuid() });

/** A code was sent; the portal counts down `resendIn` seconds before offering a resend. */
export const OtpSent = z.object({
  email: z.string(),
  phoneHint: z.string(),
  resendIn: z.number().check(z.int()),
  /**
   * How this step can be met (sign-in): absent or ["sms"], the code texted to the phone. A user
   * with a strong method is sent no SMS: they give their authenticator's code or touch a
   * passkey, and "sms" is listed too only when they keep it on as a fallback.
   */
  methods: z.optional(z.array(SecondStep)),
});
export type OtpSent = z.infer<typeof OtpSent>;

export const UserType = z.enum(["main", "sub"]);

/** The signed-in user (SPEC §3 "auth state" without the token). */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  name: z.string(),
  mobilePhone: z.string(),
  fin: z.string(),
  active: z.boolean(),
  attachedCard: z.boolean(),
  userType: UserType,
  roles: z.array(z.string()),
  privileges: z.array(z.string()),
  /**
   * The e-mail address was confirmed from the link we sent to it. Until then the account
   * can look around but not connect a business or take payments.
   */
  emailVerified: z.boolean(),
  /** How this user's code steps (sign-in, sensitive actions) are met; see OtpSent's `methods`. */
  secondSteps: z.array(SecondStep),
  /** The account requires a strong method of this sub-user and they have none: only Settings → Security opens. */
  mustAddStrongMethod: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/**
 * The session check's answer. A remembered session gets a new access token now and then
 * (the old one stops working two minutes later): the portal stores it in place of the old.
 */
export const SessionCheck = z.extend(AuthUser, { accessToken: z.optional(z.string()) });
export type SessionCheck = z.infer<typeof SessionCheck>;

/** A single-use link we e-mailed (confirm the address, unlock sign-in): 256 random bits. */
export const LinkTokenParam = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

/** Where the confirmation link went. */
export const EmailVerificationSent = z.object({ email: z.string(), resendIn: z.number().check(z.int()) });
export type EmailVerificationSent = z.infer<typeof EmailVerificationSent>;

export const ApproveLoginResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  user: AuthUser,
});
export type ApproveLoginResponse = z.infer<typeof ApproveLoginResponse>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** A resend was accepted (or quietly ignored for an unknown account, which gets no hint). */
export const OtpResent = z.object({ resendIn: z.number().check(z.int()), phoneHint: z.optional(z.string()) });
export type OtpResent = z.infer<typeof OtpResent>;
