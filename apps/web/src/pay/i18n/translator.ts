import { createContext, useContext } from "react";
import type { KeyOf, Locale as LightLocale, Translate as LightTranslate } from "../../light/i18n/translator";
import type { PayMessages } from "./messages";

export type PayKey = KeyOf<PayMessages>;
export type Translate = LightTranslate<PayMessages>;
export type Locale = LightLocale<PayMessages>;

export const LocaleContext = createContext<Locale | null>(null);

/** The page's language, its strings and their translator. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error("useLocale outside the checkout page");
  return locale;
}
