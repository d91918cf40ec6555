/** The port the browser tests' server listens on. */
export const PORT = 3100;
/** A .ae name Chromium resolves to this machine (see playwright.config.ts), for the Emirates variant. */
export const EMIRATES_HOST = "portal.example.ae";
export const EMIRATES_ORIGIN = `http://${EMIRATES_HOST}:${PORT}`;
