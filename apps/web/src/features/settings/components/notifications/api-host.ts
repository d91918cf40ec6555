import { runtimeConfig } from "@/config/runtime-config";

/**
 * The sandbox's pages (the test outbox, the page standing in for the bot) are served by the
 * API server, which may be another host than the portal's; a bot's t.me link stays as it is.
 */
export const onApiHost = (url: string) => new URL(url, runtimeConfig().apiBaseUrl).href;
