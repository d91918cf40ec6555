import { useLayoutEffect, useRef } from "react";

/**
 * Focus for a step the customer's own action opened (a payment's answer, Try again), so
 * keyboard and screen-reader users start there; opening the page leaves focus alone.
 * Moved in the commit that shows the step (a layout effect), so focus never rests on
 * `<body>` between the step appearing and a later passive effect.
 */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  const focusOnMount = useRef(focus);
  useLayoutEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
  }, []);
  return ref;
}
