import type { Language } from "@portal/contracts";
import { useEffect, useMemo, useState } from "react";
import { lazyNamespaces } from "@/locales";
import { i18n } from "@/lib/i18n";
import { screenNamespaces } from "@/lib/screen-translation";
import type { WidgetsT } from "./use-widgets-translation";

/**
 * `t` in a button's language, which need not be the interface's: the text on a button is
 * for its customers. Null until that language's `widgets` texts are in; only they are
 * fetched, not the language's whole portal chunk (as `i18n.loadLanguages` would).
 */
export function useButtonT(language: Language): WidgetsT | null {
  const [, setArrived] = useState(0);
  const ready = i18n.hasResourceBundle(language, "widgets");
  useEffect(() => {
    if (ready) return;
    let current = true;
    void lazyNamespaces.widgets[language]().then((texts) => {
      i18n.addResourceBundle(language, "widgets", texts);
      if (current) setArrived((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  return useMemo(() => (ready ? i18n.getFixedT(language, screenNamespaces("widgets")) : null), [language, ready]);
}
