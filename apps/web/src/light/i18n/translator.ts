import type { Language } from "@portal/contracts";

/** Every key of a nested message tree as a dotted path: `checkout.card.title`. */
export type KeyOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}` }[keyof T & string];

export type Translate<M> = (key: KeyOf<M>, values?: Record<string, string | number>) => string;

const lookup = (messages: object, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

export const hasKey = <M extends object>(messages: M, key: string): key is KeyOf<M> =>
  typeof lookup(messages, key) === "string";

/**
 * A light page's own tiny i18next: looks a key up and fills its `{{name}}` placeholders (as
 * plain text: React escapes what it renders). A missing key reads as the key, as there.
 */
export function translator<M extends object>(messages: M): Translate<M> {
  return (key, values) => {
    const text = lookup(messages, key);
    if (typeof text !== "string") return key;
    return values
      ? text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
          name in values ? String(values[name]) : placeholder,
        )
      : text;
  };
}

/** A page's language, its strings and their translator. */
export interface Locale<M> {
  language: Language;
  messages: M;
  t: Translate<M>;
  /** Switches the page to another language once its strings have arrived, and remembers the choice. */
  changeLanguage: (language: Language) => void;
}
