import { type Language, languages } from "@portal/contracts";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { storage } from "@/light/storage";
import { type LazyNamespace, lazyNamespaces, loadNamespaces, namespaces } from "@/locales";
import { normalizeLanguage } from "./language";

// Keeps <html lang> in step, so screen readers and CSS text-transform use the right
// language; the tab title follows too.
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t("common.productName");
});

/**
 * Reads a language's texts from its own chunk, the first time that language is used; a
 * screen's own namespace (`lazyNamespaces`) from its chunk, the first time that screen opens.
 */
const languageChunks: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, done) {
    const lng = language as Language;
    const texts: Promise<ResourceKey> =
      namespace in lazyNamespaces
        ? lazyNamespaces[namespace as LazyNamespace][lng]().then((bundle) => bundle as ResourceKey)
        : loadNamespaces[lng]().then((all) => all[namespace as keyof typeof all]);
    texts.then(
      (bundle) => done(null, bundle),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Ready once the interface language's texts are in: the first render waits for it. A
 * change of language fetches the new texts before it switches, so no key ever shows.
 */
export const i18nReady = i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    lng: normalizeLanguage(storage.getLanguage()),
    // Every language has every key (locales.test.ts): no other language's texts to fetch as a fallback.
    fallbackLng: false,
    supportedLngs: languages,
    // A copy: i18next adds each namespace loaded later (lazyNamespaces) to this list.
    ns: [...namespaces],
    defaultNS: namespaces,
    // One separator for namespaces and keys: `auth.signIn.title`, and the `validation.*`
    // keys the shared schemas and the API use resolve as they are.
    nsSeparator: ".",
    interpolation: { escapeValue: false },
    // Nothing suspends: the first render comes after i18nReady, and a change of language switches once loaded.
    react: { useSuspense: false },
  });

export { i18n };
