import { DEFAULT_LANGUAGE, languages } from "@portal/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { namespaces, resources } from "@/locales";
import { normalizeLanguage } from "./language";
import { storage } from "./storage";

// Keeps <html lang> in step, so screen readers and CSS text-transform use the right
// language; the tab title follows too.
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t("common.productName");
});

void i18n.use(initReactI18next).init({
  resources,
  lng: normalizeLanguage(storage.getLanguage()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: namespaces,
  // One separator for namespaces and keys: `auth.signIn.title`, and the `validation.*`
  // keys the shared schemas and the API use resolve as they are.
  nsSeparator: ".",
  // Bundled resources: ready before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
