import { type ScreenT, useScreenTranslation } from "@/lib/screen-translation";

/** The widgets screen's texts load with its route (locales/index.ts, `lazyNamespaces`). */
export const useWidgetsTranslation = () => useScreenTranslation("widgets");
export type WidgetsT = ScreenT<"widgets">;
