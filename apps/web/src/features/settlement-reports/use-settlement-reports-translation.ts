import { type ScreenT, useScreenTranslation } from "@/lib/screen-translation";

/** The settlement report screen's texts load with its route (locales/index.ts, `lazyNamespaces`). */
export const useSettlementReportsTranslation = () => useScreenTranslation("settlementReports");
export type SettlementReportsT = ScreenT<"settlementReports">;
