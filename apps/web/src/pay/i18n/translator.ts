import type { Language } from "@portal/contracts";
import { createContext, useContext } from "react";
import type { PayMessages } from "./messages";

/** Every key of a nested message tree as a dotted path: `checkout.card.title`. */
type KeyOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}` }[keyof T & string];
export type PayKey = KeyOf<PayMessages>;

export type Translate = (key: PayKey, values?: Record<string, string | number>) => string;

const lookup = (messages: PayMessages, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

export const hasKey = (messages: PayMessages, key: string): key is PayKey => typeof lookup(messages, key) === "string";

/**
 * The page's own tiny i18next: looks a key up and fills its `{{name}}` placeholders (as
 * plain text: React escapes what it renders). A missing key reads as the key, as there.
 */
export function translator(messages: PayMessages): Translate {
  return (key, values) => {
    const text = lookup(messages, key);
    if (typeof text !== "string") return key;
    return values ? text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)) : text;
  };
}

export interface Locale {
  language: Language;
  messages: PayMessages;
  t: Translate;
  /** Switches the page to another language once its strings have arrived, and remembers the choice. */
  changeLanguage: (language: Language) => void;
}

export const LocaleContext = createContext<Locale | null>(null);

/** The page's language, its strings and their translator. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error("useLocale outside the checkout page");
  return locale;
}
