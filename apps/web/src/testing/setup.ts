import { DEFAULT_LANGUAGE } from "@portal/contracts";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import { i18n } from "@/lib/i18n";
import { resources } from "@/locales/resources";
import { defaultRegionConfig } from "./runtime-config";

// Tests render at once: every language's texts are in before the first, as after the portal's i18nReady.
for (const [language, texts] of Object.entries(resources)) {
  for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle);
}

// A screen that loads lazily may take seconds to appear on a busy two-core CI worker; testing
// library's 1 s default then fails tests whose screen does appear. A file may still set its own.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => setRuntimeConfig(defaultRegionConfig));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A test that switched the interface language must not leave it switched for the next.
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
