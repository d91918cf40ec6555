import { useEffect, useRef } from "react";

/** Whether the focused element has just gone (the page then has focus on its body). */
export const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Moving from one signing step to the next removes the button that had focus; the focus
 * then goes to the new step instead of falling back to the top of the page. Only after the
 * user has acted (`take`): opening the page must not pull it down to the signing panel.
 */
export function useTakeFocus<T extends HTMLElement>(take: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (take && focusIsLost()) ref.current?.focus();
  }, [take]);
  return ref;
}
