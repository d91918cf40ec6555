import type { WebAuthnJson } from "@portal/contracts";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { errorMessage } from "./api-error";
import { i18n } from "./i18n";

/** Why the browser gave no passkey: the user cancelled or let it time out, it has one already, or it has no WebAuthn. */
type PasskeyRefusal = "cancelled" | "exists" | "unsupported" | "failed";

/** The browser's refusal, told apart from a failed call to our server (which `errorMessage` words). */
class PasskeyRefused extends Error {
  constructor(
    readonly refusal: PasskeyRefusal,
    options: ErrorOptions,
  ) {
    super(`Passkey refused: ${refusal}`, options);
  }
}

function refusalOf(error: unknown): PasskeyRefusal {
  const name = error instanceof Error ? error.name : "";
  // NotAllowedError: the user closed the prompt, or it timed out (browsers do not say which).
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  // Only at creation: the authenticator already holds a passkey of this account (excludeCredentials).
  if (name === "InvalidStateError") return "exists";
  if (name === "NotSupportedError" || typeof window.PublicKeyCredential === "undefined") return "unsupported";
  return "failed";
}

// The library loads only when a passkey is used: most visits never need it.
const browserLibrary = () => import("@simplewebauthn/browser");

/** Asks the browser to create a passkey with the server's options; the answer goes back to the server as is. */
export async function createPasskey(options: WebAuthnJson): Promise<WebAuthnJson> {
  const { startRegistration } = await browserLibrary();
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return (await startRegistration({ optionsJSON })) as unknown as WebAuthnJson;
  } catch (error) {
    throw new PasskeyRefused(refusalOf(error), { cause: error });
  }
}

/** Asks the browser for a passkey's signature of the server's challenge. */
export async function signWithPasskey(options: WebAuthnJson): Promise<WebAuthnJson> {
  const { startAuthentication } = await browserLibrary();
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return (await startAuthentication({ optionsJSON })) as unknown as WebAuthnJson;
  } catch (error) {
    throw new PasskeyRefused(refusalOf(error), { cause: error });
  }
}

const refusalTexts = {
  cancelled: "common.passkey.cancelled",
  exists: "common.passkey.exists",
  unsupported: "common.passkey.unsupported",
  failed: "common.passkey.failed",
} as const;

/** A message for the user about a passkey that did not work: the browser's refusal, or the server's answer. */
export function passkeyErrorMessage(error: unknown): string {
  return error instanceof PasskeyRefused ? i18n.t(refusalTexts[error.refusal]) : errorMessage(error);
}
