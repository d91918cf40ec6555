import type { RuntimeConfig } from "@portal/contracts";

/** The default variant as the server would describe it to jsdom's origin. */
export const defaultRegionConfig: RuntimeConfig = {
  region: "default",
  apiBaseUrl: `${window.location.origin}/`,
  supportChatNumber: "+994125550000",
  supportUrl: "https://wa.me/994125550000",
  siteUrl: "https://example.az",
  logoUrl: "/logos/logo.svg",
  documentationUrl: "https://docs.example.az",
  signInLayout: "form",
  appStoreUrl: "https://apps.apple.com/az/app/merchant-portal",
  currency: "AZN",
  testMode: false,
  sandbox: false,
};

export const emiratesConfig: RuntimeConfig = {
  ...defaultRegionConfig,
  region: "emirates",
  supportChatNumber: "+97145550000",
  supportUrl: "https://wa.me/97145550000",
  siteUrl: "https://example.ae",
  logoUrl: "/logos/logo-ae.svg",
  documentationUrl: "https://docs.example.ae",
  signInLayout: "appPromotion",
  appStoreUrl: "https://apps.apple.com/ae/app/merchant-portal",
  currency: "AED",
};
