/**
 * Settings fixed at build time. What differs by region (the API's address among them)
 * comes from the server at start-up: see runtime-config.ts.
 */
export const env = {
  requestTimeoutMs: 30_000,
} as const;
