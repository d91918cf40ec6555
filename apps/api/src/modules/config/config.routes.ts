import { type Region, RuntimeConfig, regionCurrency, regionOf } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "@/config/env";
import { publicAccess } from "@/plugins/auth";

interface RegionSettings {
  apiUrl?: string;
  supportNumber: string;
  siteUrl: string;
  docsUrl: string;
  appStoreUrl: string;
  logoUrl: string;
  signInLayout: RuntimeConfig["signInLayout"];
}

function settingsOf(env: Env, region: Region): RegionSettings {
  return region === "emirates"
    ? {
        apiUrl: env.REGION_AE_API_URL,
        supportNumber: env.REGION_AE_SUPPORT_NUMBER,
        siteUrl: env.REGION_AE_SITE_URL,
        docsUrl: env.REGION_AE_DOCS_URL,
        appStoreUrl: env.REGION_AE_APP_STORE_URL,
        logoUrl: "/logos/logo-ae.svg",
        signInLayout: "appPromotion",
      }
    : {
        apiUrl: env.REGION_DEFAULT_API_URL,
        supportNumber: env.REGION_DEFAULT_SUPPORT_NUMBER,
        siteUrl: env.REGION_DEFAULT_SITE_URL,
        docsUrl: env.REGION_DEFAULT_DOCS_URL,
        appStoreUrl: env.REGION_DEFAULT_APP_STORE_URL,
        logoUrl: "/logos/logo.svg",
        signInLayout: "form",
      };
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);

/** Runtime configuration of the portal for the host it was opened on (DESIGN §6); the checkout page renders with it too. */
export function runtimeConfigOf(env: Env, hostname: string): RuntimeConfig {
  const region = regionOf(hostname);
  const s = settingsOf(env, region);
  return {
    region,
    // From configuration only: the request's Host header is the caller's to choose.
    apiBaseUrl: s.apiUrl ? withSlash(s.apiUrl) : "/",
    supportChatNumber: s.supportNumber,
    supportUrl: `https://wa.me/${s.supportNumber.slice(1)}`,
    siteUrl: s.siteUrl,
    logoUrl: s.logoUrl,
    documentationUrl: s.docsUrl,
    signInLayout: s.signInLayout,
    appStoreUrl: s.appStoreUrl,
    currency: regionCurrency[region],
    // Anyone but the developer at this machine may take the site for real: production in
    // sandbox mode (a staging or demo site) and a shared demo say on every screen that it is a test.
    testMode: env.sandbox && (env.NODE_ENV === "production" || env.SANDBOX_PUBLIC),
    sandbox: env.sandbox,
  };
}

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/config", {
    config: publicAccess,
    schema: {
      operationId: "getRuntimeConfig",
      tags: ["config"],
      summary: "The regional variant and its settings for this host",
      response: { 200: RuntimeConfig },
    },
    handler: async (req) => runtimeConfigOf(app.config, req.hostname),
  });
};
