import * as z from "zod/mini";
import { Currency } from "./money";

/** The two regional variants (SPEC §1): the host's top-level domain decides. */
export const regions = ["default", "emirates"] as const;
export const Region = z.enum(regions);
export type Region = z.infer<typeof Region>;

/** The currency each region bills in by default. */
export const regionCurrency = { default: "AZN", emirates: "AED" } as const;

// Each region's clock (DESIGN §3), `regionTimeZone`, is in times.ts with how times are shown on it.

export function regionOf(hostname: string): Region {
  const host = hostname.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return host.endsWith(".ae") ? "emirates" : "default";
}

/**
 * What differs by region, served by the API at `GET /api/config` so one build of the
 * portal serves both variants.
 */
export const RuntimeConfig = z.object({
  region: Region,
  /** Absolute and ending in "/", or "/" for the origin the portal was opened on. */
  apiBaseUrl: z.union([z.literal("/"), z.url()]),
  supportChatNumber: z.string(),
  /** Opens the support chat with that number. */
  supportUrl: z.url(),
  siteUrl: z.url(),
  logoUrl: z.string(),
  documentationUrl: z.url(),
  /** Emirates: small screens get the mobile-app promotion instead of the sign-in form. */
  signInLayout: z.enum(["form", "appPromotion"]),
  appStoreUrl: z.url(),
  /** What a new invoice is priced in unless the merchant picks another. */
  currency: Currency,
  /** Sandbox pages are open to the network (a shared demo): every screen says no real money moves. */
  testMode: z.boolean(),
  /** The server has its sandbox pages (outside production): the portal may point at them, e.g. the webhook receiver. */
  sandbox: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
