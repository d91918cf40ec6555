import type { Language } from "@portal/contracts";
import { useMemo, useState } from "react";
import { rememberLanguage } from "../language-choice";
import { type Locale, translator } from "./translator";

/**
 * A light page's language and strings: it opens in the ones it was rendered with, and
 * another language switches once its strings have arrived (and is remembered).
 */
export function usePageLocale<M extends object>(
  initial: { language: Language; messages: M },
  loadMessages: Record<Language, () => Promise<M>>,
): Locale<M> {
  const [strings, setStrings] = useState(initial);
  const { language, messages } = strings;
  return useMemo(
    () => ({
      language,
      messages,
      t: translator(messages),
      changeLanguage(next: Language) {
        loadMessages[next]().then(
          (nextMessages) => {
            rememberLanguage(next);
            setStrings({ language: next, messages: nextMessages });
          },
          // Its strings could not be fetched (offline, say): the page stays in the language it speaks.
          () => undefined,
        );
      },
    }),
    [language, messages, loadMessages],
  );
}

/** The same keys of a locale file: a page carries only the strings it shows. */
export const pick = <T, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
