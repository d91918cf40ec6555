import { pageDataBlock, RUNTIME_CONFIG_BLOCK_ID } from "@portal/contracts/page-data";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emiratesConfig } from "@/testing/runtime-config";
import { loadRuntimeConfig } from "./runtime-config";

describe("loadRuntimeConfig", () => {
  afterEach(() => {
    document.getElementById(RUNTIME_CONFIG_BLOCK_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it("reads the configuration the server wrote into the page, without a request", async () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      pageDataBlock(RUNTIME_CONFIG_BLOCK_ID, { ...emiratesConfig, apiBaseUrl: "/" }),
    );
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const config = await loadRuntimeConfig();
    expect(config.region).toBe("emirates");
    expect(config.currency).toBe("AED");
    // "/" is made absolute against the page's origin.
    expect(config.apiBaseUrl).toBe(`${window.location.origin}/`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the API where the page has none (the dev server's)", async () => {
    const fetch = vi.fn(async () => Response.json(emiratesConfig));
    vi.stubGlobal("fetch", fetch);
    expect((await loadRuntimeConfig()).region).toBe("emirates");
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`${window.location.origin}/api/config`);
  });

  it("refuses a configuration that does not match the contract", async () => {
    document.head.insertAdjacentHTML("beforeend", pageDataBlock(RUNTIME_CONFIG_BLOCK_ID, { region: "mars" }));
    await expect(loadRuntimeConfig()).rejects.toThrow();
  });
});
