import { useEffect, useRef } from "react";

/**
 * Calls `refetch` whenever the tab is shown again: a merchant who comes back to the
 * dashboard after a while sees what happened meanwhile. (RTK Query's `refetchOnFocus` would
 * need `setupListeners` on the app's store, which every screen would then pay for.)
 */
export function useRefetchWhenVisible(refetch: () => unknown) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "visible") latest.current();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
}
