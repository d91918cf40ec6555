import { hasLanguageChoice as regionHasLanguageChoice, type Region, RuntimeConfig } from "@portal/contracts";
import { RUNTIME_CONFIG_BLOCK_ID } from "@portal/contracts/page-data";

let current: RuntimeConfig | undefined;

/**
 * What differs by region (SPEC §1), once, before the first render: one build serves every
 * variant (DESIGN §6). The server writes it into index.html (no round trip before the
 * session check); the dev server's page has none, and it is fetched from the API instead.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  current = withAbsoluteApiBase(RuntimeConfig.parse(inPage() ?? (await fromApi())));
  return current;
}

function inPage(): unknown {
  const block = document.getElementById(RUNTIME_CONFIG_BLOCK_ID)?.textContent;
  return block ? JSON.parse(block) : undefined;
}

async function fromApi(): Promise<unknown> {
  const res = await fetch(new URL("/api/config", window.location.origin));
  if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
  return res.json();
}

/** The loaded configuration; only tests set it directly. */
export function setRuntimeConfig(config: RuntimeConfig) {
  current = withAbsoluteApiBase(config);
}

/**
 * The server may answer "/" for "the origin the portal was opened on". Resolved once here,
 * so the API client and every `new URL(path, apiBaseUrl)` get an absolute address (a bare
 * "/" is no base for `new URL`, and neither Node nor jsdom fetch a relative URL).
 */
function withAbsoluteApiBase(config: RuntimeConfig): RuntimeConfig {
  return { ...config, apiBaseUrl: new URL(config.apiBaseUrl, window.location.origin).href };
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error("runtime configuration read before loadRuntimeConfig()");
  return current;
}

/**
 * The variant, for what may run before the configuration arrives (a module's constant in a
 * test): the default one until then. The portal loads it before its first render.
 */
export const currentRegion = (): Region => current?.region ?? "default";

/** The Emirates variant has no language choice (SPEC §1). */
export const hasLanguageChoice = (config: RuntimeConfig) => regionHasLanguageChoice(config.region);
