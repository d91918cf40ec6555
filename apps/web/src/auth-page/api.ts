import type {
  ApproveLoginResponse,
  ContactChangeUndone,
  EmailBody,
  EmailChanged,
  LoginPasskeyAssertion,
  LoginRequest,
  NewPasswordRequest,
  Ok,
  OtpResent,
  OtpSent,
  PasskeyLoginOptions,
  PasskeyLoginRequest,
  RecoveryLoginRequest,
  RegisterRequest,
  ReleasedCode,
  Language,
  WebAuthnJson,
} from "@portal/contracts";
import { jsonCaller } from "../light/http";

const segment = encodeURIComponent;

/** SPEC §7's signed-out calls, as the portal's auth API makes them; resends are GETs that act. */
export function authApi(settings: { apiBaseUrl: string; language: Language }) {
  const call = jsonCaller(settings);
  return {
    login: (body: LoginRequest) => call<OtpSent>("api/login", { body }),
    resendLoginCode: (email: string) => call<OtpResent>("api/otp/init/login", { query: { email } }),
    approveLogin: (code: string, email: string) =>
      call<ApproveLoginResponse>(`api/approveLogin/${segment(code)}/${segment(email)}`, { method: "POST" }),
    /** The open sign-in step's passkey challenge (a strong-method user, after the password). */
    loginStepPasskeyOptions: (email: string) =>
      call<WebAuthnJson>("api/login/step/passkey-options", { body: { email } satisfies EmailBody }),
    /** The passkey's answer releases a code that approveLogin then takes as a typed one. */
    loginStepPasskey: (body: LoginPasskeyAssertion) => call<ReleasedCode>("api/login/step/passkey", { body }),
    /** A recovery code in place of the second step; each works once. */
    recoveryLogin: (body: RecoveryLoginRequest) => call<ApproveLoginResponse>("api/login/recovery", { body }),
    /** Signing in with a passkey alone (a discoverable credential): no e-mail or password. */
    passkeyLoginOptions: () => call<PasskeyLoginOptions>("api/login/passkey/options", { method: "POST" }),
    passkeyLogin: (body: PasskeyLoginRequest) => call<ApproveLoginResponse>("api/login/passkey", { body }),
    register: (body: RegisterRequest) => call<OtpSent>("api/register", { body }),
    resendRegisterCode: (email: string) => call<OtpResent>("api/otp/init/register", { query: { email } }),
    confirmAccount: (code: string, email: string) =>
      call<Ok>(`api/confirmAccount/${segment(code)}`, { body: { email } satisfies EmailBody }),
    forgotPassword: (body: EmailBody) => call<Ok>("api/forgot-password", { body }),
    /** Asked as the reset page opens, so a dead link is said before a password is typed; it uses nothing up. */
    checkPasswordReset: (guid: string) => call<Ok>(`api/confirm-password/${segment(guid)}`),
    confirmPassword: (guid: string, body: NewPasswordRequest) =>
      call<Ok>(`api/confirm-password/${segment(guid)}`, { body }),
    /** The link e-mailed after registration; no session needed, as it may open in any browser. */
    verifyEmail: (token: string) => call<Ok>(`api/verify-email/${segment(token)}`, { method: "POST" }),
    releaseEmail: (token: string) => call<Ok>(`api/verify-email/${segment(token)}/release`, { method: "POST" }),
    unlockAccount: (token: string) => call<Ok>(`api/unlock-account/${segment(token)}`, { method: "POST" }),
    /** The link e-mailed to a new address from Settings; it may open in a browser that is not signed in. */
    confirmEmail: (token: string) => call<EmailChanged>(`api/confirm-email/${segment(token)}`, { method: "POST" }),
    /** "This wasn't me", from the notice to the former address or phone; the answer opens the new password's screen. */
    undoContactChange: (token: string) =>
      call<ContactChangeUndone>(`api/undo-contact-change/${segment(token)}`, { method: "POST" }),
  };
}
export type AuthApi = ReturnType<typeof authApi>;
