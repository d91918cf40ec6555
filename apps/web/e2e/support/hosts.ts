/**
 * The ports of the browser tests' servers: from E2E_PORT (3100 by default) upwards, so two
 * runs on one machine can keep apart.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The port the browser tests' server listens on. */
export const PORT = BASE_PORT;
/** The port of the second server, whose acquirer is the sandbox's hosted card page (the `sandbox-hosted` project). */
export const HOSTED_PORT = BASE_PORT + 1;
/** The port of a production server in sandbox mode that a spec starts itself (e2e/test-mode). */
export const STAGING_PORT = BASE_PORT + 7;
/** The port of a server whose merchants are reviewed by operators and sign on paper (REVIEW=operators, ESIGN=manual; e2e/operators). */
export const OPERATORS_PORT = BASE_PORT + 8;
/** A .ae name Chromium resolves to this machine (see playwright.config.ts), for the Emirates variant. */
export const EMIRATES_HOST = "portal.example.ae";
export const EMIRATES_ORIGIN = `http://${EMIRATES_HOST}:${PORT}`;
