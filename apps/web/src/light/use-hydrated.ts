import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the next
 * render on. What only the browser knows (this tab's session storage, its time zone) waits
 * for it, so the first client render matches the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
