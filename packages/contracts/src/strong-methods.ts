import * as z from "zod/mini";
import { otpField, requiredText } from "./fields";
import { messages } from "./field-rules";
import { otpPurposes } from "./otp";

/**
 * Strong methods (docs/security.md "Strong methods"): an authenticator app (TOTP, RFC 6238)
 * or a passkey (WebAuthn). A user with one is asked for it instead of an SMS code, at
 * sign-in and before every sensitive action; SMS stays only if they keep it on.
 */
export const strongMethods = ["totp", "passkey"] as const;
export type StrongMethod = (typeof strongMethods)[number];

/** Ways a code step can be met: an SMS code, the authenticator's code, or a passkey's touch. */
export const SecondStep = z.enum(["sms", ...strongMethods]);
export type SecondStep = z.infer<typeof SecondStep>;

/** Recovery codes given when the first strong method is added, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/** "k7m2p-x9q4w": ten letters and digits (no 0/o, 1/l) in two groups, typed with or without the dash. */
export const RECOVERY_CODE_PATTERN = /^[a-km-np-z2-9]{5}-?[a-km-np-z2-9]{5}$/i;
export const recoveryCodeField = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.regex(RECOVERY_CODE_PATTERN, messages.recoveryCode));

/** The current password, asked before a sign-in method is added, removed or its recovery codes renewed. */
export const PasswordProof = z.object({
  password: z
    .string({ error: messages.required })
    .check(z.minLength(1, messages.required), z.maxLength(200, messages.tooLong)),
});
export type PasswordProof = z.input<typeof PasswordProof>;

/** An authenticator being added: scan `otpauthUri` (the QR image) or type `secret`, then confirm one code. */
export const TotpEnrolment = z.object({
  otpauthUri: z.string(),
  /** Base32, for apps without a camera. */
  secret: z.string(),
  /** The QR code of `otpauthUri`, an SVG image. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const TotpConfirmRequest = z.object({ code: otpField });
export type TotpConfirmRequest = z.input<typeof TotpConfirmRequest>;

/** A method was added; the first one comes with the recovery codes, shown this once. */
export const MethodAdded = z.object({ recoveryCodes: z.optional(z.array(z.string())) });
export type MethodAdded = z.infer<typeof MethodAdded>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** WebAuthn's JSON (options to the browser, the authenticator's response back), as @simplewebauthn passes it. */
export const WebAuthnJson = z.record(z.string(), z.unknown());
export type WebAuthnJson = z.infer<typeof WebAuthnJson>;

export const PasskeyRegistration = z.object({
  name: requiredText(60),
  response: WebAuthnJson,
});
export type PasskeyRegistration = z.input<typeof PasskeyRegistration>;

export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof Passkey>;

/** Settings → Security: the user's methods, and the owner's policy for sub-users. */
export const SecurityOverview = z.object({
  totp: z.nullable(z.object({ addedAt: z.string() })),
  passkeys: z.array(Passkey),
  recoveryCodesLeft: z.number().check(z.int()),
  /** With a strong method: whether an SMS code is still accepted instead. */
  smsFallback: z.boolean(),
  /** The account's policy (the main user sets it): every sub-user must have a strong method. */
  requireStrongForSubUsers: z.boolean(),
  /** This user is held to the policy and has no strong method yet: nothing else opens until they add one. */
  mustAddStrongMethod: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const SmsFallbackRequest = z.extend(PasswordProof, { smsFallback: z.boolean() });
export type SmsFallbackRequest = z.input<typeof SmsFallbackRequest>;

export const StrongMethodPolicy = z.object({ requireStrongForSubUsers: z.boolean() });
export type StrongMethodPolicy = z.input<typeof StrongMethodPolicy>;

/**
 * A signed-in user's actions whose code a strong method stands for. Not a registration's, nor
 * a new phone's (that code proves the new number), nor a chat's (it proves the chat).
 */
type NotAnAction = "register" | "login" | "notifications" | "changePhone";
export const actionPurposes = otpPurposes.filter(
  (p): p is Exclude<(typeof otpPurposes)[number], NotAnAction> =>
    !(["register", "login", "notifications", "changePhone"] as string[]).includes(p),
);
export type ActionPurpose = (typeof actionPurposes)[number];
export const ActionPurposeBody = z.object({ purpose: z.enum(actionPurposes) });
export type ActionPurposeBody = z.input<typeof ActionPurposeBody>;

export const PasskeyAssertion = z.object({ response: WebAuthnJson });
export const ActionPasskeyAssertion = z.extend(ActionPurposeBody, { response: WebAuthnJson });
export type ActionPasskeyAssertion = z.input<typeof ActionPasskeyAssertion>;
export const LoginPasskeyAssertion = z.object({ email: z.string(), response: WebAuthnJson });
export type LoginPasskeyAssertion = z.input<typeof LoginPasskeyAssertion>;

/**
 * A passkey's touch stands for a one-time code of the open step it was asked for: the code
 * comes back to the page, which confirms the step with it as with an SMS code (so the code
 * stays bound to that one sign-in or action).
 */
export const ReleasedCode = z.object({ code: z.string() });
export type ReleasedCode = z.infer<typeof ReleasedCode>;

/** Signing in with a recovery code in place of the second step, after the password. */
export const RecoveryLoginRequest = z.object({ email: z.string(), recoveryCode: recoveryCodeField });
export type RecoveryLoginRequest = z.input<typeof RecoveryLoginRequest>;

/** Signing in with a passkey alone (a discoverable credential): the options, and the challenge they belong to. */
export const PasskeyLoginOptions = z.object({ challengeId: z.string(), options: WebAuthnJson });
export type PasskeyLoginOptions = z.infer<typeof PasskeyLoginOptions>;
export const PasskeyLoginRequest = z.object({
  challengeId: z.uuid(),
  response: WebAuthnJson,
  rememberMe: z._default(z.boolean(), false),
});
export type PasskeyLoginRequest = z.input<typeof PasskeyLoginRequest>;
