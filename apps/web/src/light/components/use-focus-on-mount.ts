import { useEffect, useRef } from "react";

/**
 * Focus for a step the customer's own action opened (a payment's answer, Try again), so
 * keyboard and screen-reader users start there; opening the page leaves focus alone.
 */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  const focusOnMount = useRef(focus);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
  }, []);
  return ref;
}
