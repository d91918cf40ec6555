/** The port the browser tests' server listens on. */
export const PORT = 3100;
/** The port of the second server, whose acquirer is the sandbox's hosted card page (the `sandbox-hosted` project). */
export const HOSTED_PORT = 3101;
/** A .ae name Chromium resolves to this machine (see playwright.config.ts), for the Emirates variant. */
export const EMIRATES_HOST = "portal.example.ae";
export const EMIRATES_ORIGIN = `http://${EMIRATES_HOST}:${PORT}`;
