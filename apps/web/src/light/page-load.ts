/**
 * The browser's full page loads, in one object a test can watch (jsdom cannot load a page).
 * The portal and its light pages are pages of their own: they reach each other only this way.
 */
export const pageLoad = {
  open: (path: string) => window.location.assign(path),
  /** In place of this history entry, as a redirect. */
  replace: (path: string) => window.location.replace(path),
};
