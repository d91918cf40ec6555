/** One-time code rules of DESIGN §4, shared by the server and the countdown in the portal. */
export const OTP_TTL_SECONDS = 180;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export const otpPurposes = [
  "register",
  "login",
  "updateKey",
  "deleteApp",
  "withdraw",
  "transfer",
  "topup",
  /** A payout to someone else's bank account, card or mobile wallet (`api/otp/init/payout`). */
  "payout",
  "changePhone",
  /** Proving who one is again before changing the e-mail address or phone: the code goes to the current phone. */
  "reauthenticate",
  "subUser",
  "eSignature",
  "connect",
  "attachCard",
  /** Connecting Telegram by its id, or WhatsApp: the code goes to that chat, not by SMS. */
  "notifications",
] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** "+994501234567" → "+994 ** *** ** 67": enough for the user to recognise the phone. */
export function phoneHint(phone: string): string {
  return `${phone.slice(0, 4)} ** *** ** ${phone.slice(-2)}`;
}
