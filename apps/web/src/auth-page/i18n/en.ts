import auth from "../../locales/en/auth.json";
import common from "../../locales/en/common.json";
import errors from "../../locales/en/errors.json";
import validation from "@portal/contracts/locales/en/validation.json";
import { authMessages, type StrongSignInTexts } from "./messages";

const strongSignIn: StrongSignInTexts = {
  passkeySignIn: "Continue with a passkey",
  authenticatorTitle: "Open your authenticator app",
  authenticatorIntro: "Enter the 6-digit code from your authenticator app.",
  authenticatorOrTextIntro: "Enter the 6-digit code from your authenticator app or the one we texted to {{phoneHint}}.",
  passkeyTitle: "Confirm it's you",
  passkeyIntro: "Use your passkey to finish signing in.",
  usePasskey: "Use a passkey",
  textMeInstead: "Text me a code instead",
  texted: "We have texted you a code.",
  useRecoveryCode: "Use a recovery code",
  recoveryTitle: "Enter a recovery code",
  recoveryIntro:
    "Enter one of the recovery codes you saved when you added your authenticator app or passkey. Each code works only once.",
  recoveryField: "Recovery code",
  passkeyCancelled:
    "The passkey was not used: the request was cancelled or took too long. Try again or choose another way to sign in.",
  passkeyFailed: "Your passkey could not be used in this browser. Try again or choose another way to sign in.",
};

export const messages = authMessages({ auth, common, errors, validation }, strongSignIn);
