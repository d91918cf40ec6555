import { type ScreenT, screenNamespaces, useScreenTranslation } from "@/lib/screen-translation";

/** The settings screen's texts load with its route (locales/index.ts, `lazyNamespaces`). */
export const settingsNamespaces = screenNamespaces("settings");
export const useSettingsTranslation = () => useScreenTranslation("settings");
export type SettingsT = ScreenT<"settings">;
