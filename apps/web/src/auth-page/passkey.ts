import type { WebAuthnJson } from "@portal/contracts";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { CallFailed } from "../light/http";
import type { useTexts } from "./i18n/locale";

/**
 * Whether this browser has WebAuthn at all; without it no passkey button is offered. Asked
 * once hydrated: the server has no window.
 */
export const browserHasPasskeys = () => typeof window.PublicKeyCredential === "function";

/**
 * The browser's passkey prompt for the server's options, and the authenticator's answer. The
 * library is fetched only now, when a passkey button was pressed: it stays out of the page's
 * first load (its 200 KiB budget, docs/auth-page.md).
 */
export async function passkeyAnswer(options: WebAuthnJson): Promise<WebAuthnJson> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  // The server's options are @simplewebauthn's own JSON; the contract types them loosely.
  const answer = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { ...answer };
}

/**
 * Why a passkey did not sign the user in: a failed call as its error code says; the browser's
 * NotAllowedError (the prompt closed, timed out or found no passkey) or AbortError (another
 * prompt took its place) as cancelled; any other refusal of the browser or the authenticator
 * as a passkey that could not be used.
 */
export function passkeyFailure(error: unknown, { t, failure }: ReturnType<typeof useTexts>): string {
  if (error instanceof CallFailed) return failure(error);
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
    ? t("auth.strongSignIn.passkeyCancelled")
    : t("auth.strongSignIn.passkeyFailed");
}
