/**
 * Gzipped JavaScript a page may load, in KiB (issue: "light and locked down"). Counted in a
 * browser: every script the page fetches until the network is quiet, lazy chunks included.
 */
export const JS_BUDGET_KIB = {
  /** The hosted checkout: customers on phones over mobile data. */
  checkout: 90,
  /** The sign-in page, and every other signed-out screen. */
  auth: 200,
  /** The first load of any signed-in screen, opened directly by its address. */
  signedIn: 260,
} as const;
