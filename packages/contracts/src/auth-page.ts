import type { Language } from "./languages";
import type { RuntimeConfig } from "./regions";

/** What of the runtime configuration (`GET /api/config`) the signed-out screens use. */
export type AuthPageConfig = Pick<
  RuntimeConfig,
  "region" | "apiBaseUrl" | "logoUrl" | "testMode" | "signInLayout" | "appStoreUrl"
>;

/**
 * What the server renders a signed-out screen (`/auth`, `/auth/…`) from: the web app's
 * server-rendering module takes it, the API gives it (docs/auth-page.md).
 */
export interface AuthPageInput {
  /** The request's path, e.g. `/auth/reset-password/{guid}`: it decides the screen. */
  path: string;
  language: Language;
  config: AuthPageConfig;
}

/** The rendered page; 404 for a path under `/auth` that is no screen. */
export interface AuthPageDocument {
  status: 200 | 404;
  html: string;
}
