import type { RuntimeConfig } from "@portal/contracts";
import { DEFAULT_LANGUAGE, regionLanguages } from "@portal/contracts/languages";
import { RUNTIME_CONFIG_BLOCK_ID } from "@portal/contracts/page-data";
import { regionTimeZone } from "@portal/contracts/times";
import { firstRequestsOf } from "@/app/first-requests";
import { env } from "@/config/env";
import { todayLine } from "@/features/dashboard/today-line";
import { startEarlyRequest } from "@/lib/early-responses";
import { normalizeLanguage } from "@/lib/language";
import { screenPath } from "@/light/paths";
import { storage } from "@/light/storage";
import { FIRST_FRAME_BLOCK_ID, type FirstFrameTexts, firstFrame, firstFrameScreens } from "./first-frame";

/*
 * The portal's boot script: a small entry of its own that index.html loads before the
 * portal (build/boot-script.ts). With a session on this device it asks at once for the
 * session check and the screen's first data, in parallel with the portal's JavaScript;
 * the API client takes the answers (lib/early-responses.ts), and on the screens that have
 * one it paints the screen's first frame (./first-frame.ts). The configuration is the one
 * the server wrote into the page; without it (the dev server) nothing is asked early.
 */
const token = storage.getAccessToken();
const block = document.getElementById(RUNTIME_CONFIG_BLOCK_ID)?.textContent;
if (token && block) {
  // The server's own page: read as written (the portal parses it fully; zod would weigh on this script).
  const config = JSON.parse(block) as Pick<RuntimeConfig, "apiBaseUrl" | "region">;
  const apiBase = new URL(config.apiBaseUrl, window.location.origin);
  for (const address of firstRequestsOf(window.location.pathname, window.location.search, config.region))
    startEarlyRequest(new URL(address, apiBase).href, `Bearer ${token}`, env.requestTimeoutMs);
  whenParsed(() => paintFirstFrame(config.region));
}

/** Runs once `#root` is in: before the portal's own scripts, which wait for the page to be parsed. */
function whenParsed(paint: () => void) {
  if (document.readyState !== "loading") paint();
  else document.addEventListener("readystatechange", paint, { once: true });
}

/**
 * In place of the page's spinner, while the portal has not rendered: the screen's frame in
 * the interface language (the region's only one where it has no choice).
 */
function paintFirstFrame(region: RuntimeConfig["region"]) {
  const spinner = document.querySelector("#root > .boot-loading");
  const block = document.getElementById(FIRST_FRAME_BLOCK_ID)?.textContent;
  if (!spinner || !block) return;
  const stored = normalizeLanguage(storage.getLanguage());
  const language = regionLanguages(region).includes(stored) ? stored : DEFAULT_LANGUAGE;
  const { loading, screens } = (JSON.parse(block) as FirstFrameTexts)[language];
  const screen = screenPath(window.location.pathname);
  const texts = screens[screen];
  if (!texts) return;
  const line = firstFrameScreens[screen]?.dated ? todayLine(language, regionTimeZone[region]) : texts[1];
  spinner.replaceWith(firstFrame([texts[0], line], loading));
}
