import type { Language } from "@portal/contracts";
import { rememberLanguage } from "./language-choice";

/** The keys SPEC §3 keeps in local storage; nothing else is stored there. */
const keys = { accessToken: "accessToken", appKey: "appKey", lang: "lang" } as const;

export const storage = {
  getAccessToken: () => localStorage.getItem(keys.accessToken),
  setAccessToken: (token: string) => localStorage.setItem(keys.accessToken, token),
  /** The application whose wallet pays out (its id), sent as `X-App-Key`: a selector, not a secret. */
  getAppKey: () => localStorage.getItem(keys.appKey),
  setAppKey: (appId: string) => localStorage.setItem(keys.appKey, appId),
  /** The raw stored value; legacy forms are normalised by `normalizeLanguage`. */
  getLanguage: () => localStorage.getItem(keys.lang),
  /** Also as the `lang` cookie, which the server renders the sign-in page and the checkout in. */
  setLanguage: (language: Language) => rememberLanguage(language),
  /** SPEC §4: a dead session wipes everything stored, not only the token. */
  clear: () => localStorage.clear(),
};
