import { runtimeConfig } from "@/config/runtime-config";

/** The API answers with paths such as `/api/apps/{id}/logo`; the API host may not be the portal's. */
export const assetUrl = (path: string) => new URL(path, runtimeConfig().apiBaseUrl).href;
