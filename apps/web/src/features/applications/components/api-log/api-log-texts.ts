import { useScreenTranslation, type ScreenT } from "@/lib/screen-translation";

/** The API log's texts: a namespace of their own, loaded with its code (locales/index.ts, `lazyNamespaces`). */
export const useApiLogTranslation = () => useScreenTranslation("apiLog");
export type ApiLogT = ScreenT<"apiLog">;
