import type { RuntimeConfig } from "@portal/contracts";
import { RUNTIME_CONFIG_BLOCK_ID } from "@portal/contracts/page-data";
import { firstRequestsOf } from "@/app/first-requests";
import { env } from "@/config/env";
import { startEarlyRequest } from "@/lib/early-responses";
import { storage } from "@/light/storage";

/*
 * The portal's boot script: a small entry of its own that index.html loads before the
 * portal (build/boot-script.ts). With a session on this device it asks at once for the
 * session check and the screen's first data, in parallel with the portal's JavaScript;
 * the API client takes the answers (lib/early-responses.ts). The configuration is the one
 * the server wrote into the page; without it (the dev server) nothing is asked early.
 */
const token = storage.getAccessToken();
const block = document.getElementById(RUNTIME_CONFIG_BLOCK_ID)?.textContent;
if (token && block) {
  // The server's own page: read as written (the portal parses it fully; zod would weigh on this script).
  const config = JSON.parse(block) as Pick<RuntimeConfig, "apiBaseUrl">;
  const apiBase = new URL(config.apiBaseUrl, window.location.origin);
  for (const address of firstRequestsOf(window.location.pathname, window.location.search))
    startEarlyRequest(new URL(address, apiBase).href, `Bearer ${token}`, env.requestTimeoutMs);
}
