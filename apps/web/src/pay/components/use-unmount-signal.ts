import { useCallback, useEffect, useRef } from "react";

/**
 * The signal of work the component started and no one waits for once it is gone (a proof
 * of work still being solved when the customer leaves the form): aborted on unmount.
 */
export function useUnmountSignal() {
  const controller = useRef<AbortController>(null);
  useEffect(() => {
    // Made in the effect, so a remount (React's development double run) gets a live one.
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal, []);
}
