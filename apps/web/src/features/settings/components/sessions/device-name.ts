import type { SettingsT } from "../../use-settings-translation";
import { summariseUserAgent } from "../../user-agent";

/** "Chrome on Windows", or as much of it as the browser told; "Unknown browser" when nothing. */
export function deviceName(t: SettingsT, userAgent: string | null): string {
  const { browser, os } = summariseUserAgent(userAgent);
  if (browser && os) return t("settings.sessions.device", { browser, os });
  if (browser) return browser;
  if (os) return t("settings.sessions.unknownBrowserOn", { os });
  return t("settings.sessions.unknownBrowser");
}
