import { type ScreenT, useScreenTranslation } from "@/lib/screen-translation";

/** The dashboard's texts load with its route (locales/index.ts, `lazyNamespaces`). */
export const useDashboardTranslation = () => useScreenTranslation("dashboard");
export type DashboardT = ScreenT<"dashboard">;
