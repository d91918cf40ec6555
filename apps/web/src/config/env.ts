/**
 * Runtime settings, read in this one place. The portal is served by the API server, so
 * the API lives on the same origin; RTK Query under jsdom needs the URL to be absolute.
 */
export const env = {
  apiBaseUrl: `${window.location.origin}/`,
  requestTimeoutMs: 30_000,
} as const;
