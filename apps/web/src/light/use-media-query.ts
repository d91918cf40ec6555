import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following changes; null on the server and while the
 * browser hydrates its HTML, where CSS alone has to decide.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}
