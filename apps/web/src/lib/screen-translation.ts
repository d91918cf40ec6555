import { useTranslation } from "react-i18next";
import { type LazyNamespace, namespaces } from "@/locales";

/** A screen's namespaces: its own, whose texts load with its route (`lazyNamespaces`), then the app's (common, validation, shell …). */
export const screenNamespaces = <N extends LazyNamespace>(namespace: N) => [namespace, ...namespaces] as const;

/** `useTranslation` for such a screen: `t` is typed for its own keys, which the app's default namespaces leave out. */
export const useScreenTranslation = <N extends LazyNamespace>(namespace: N) =>
  useTranslation(screenNamespaces(namespace));

export type ScreenT<N extends LazyNamespace> = ReturnType<typeof useScreenTranslation<N>>["t"];
