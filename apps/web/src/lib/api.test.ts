import { configureStore } from "@reduxjs/toolkit";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadRuntimeConfig, runtimeConfig, setRuntimeConfig } from "@/config/runtime-config";
import { json, stubFetch } from "@/testing/fetch-stub";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { api } from "./api";
import { pageLoad } from "@/light/page-load";

// Calls on the shared client, all of them signed in (the signed-out ones are the sign-in page's).
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<unknown, void>({ query: () => "api/profile" }),
    post: build.mutation<unknown, string>({ query: (url) => ({ url, method: "POST" }) }),
  }),
});

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

const sessionEnded = { code: "UNAUTHORIZED", message: "Your session has ended. Sign in again." };

describe("API address", () => {
  // First in the file: its first call makes the shared client, from the "/" answer.
  beforeEach(() => setRuntimeConfig({ ...defaultRegionConfig, apiBaseUrl: "/" }));

  it('calls the origin the portal was opened on when the server says "/"', async () => {
    const requests = stubFetch({ "GET /api/profile": () => json(200, {}) });

    await makeStore().dispatch(probe.endpoints.profile.initiate());

    expect(requests[0]?.url).toBe(`${window.location.origin}/api/profile`);
  });

  it('resolves the "/" the config call answers before anything reads it', async () => {
    stubFetch({ "GET /api/config": () => json(200, { ...defaultRegionConfig, apiBaseUrl: "/" }) });

    await loadRuntimeConfig();

    expect(runtimeConfig().apiBaseUrl).toBe(`${window.location.origin}/`);
    expect(new URL("api/apps/1/logo", runtimeConfig().apiBaseUrl).href).toBe(
      `${window.location.origin}/api/apps/1/logo`,
    );
  });

  it("keeps an absolute address as it is", () => {
    setRuntimeConfig({ ...defaultRegionConfig, apiBaseUrl: "https://api.example.ae/" });

    expect(runtimeConfig().apiBaseUrl).toBe("https://api.example.ae/");
  });
});

describe("API base query", () => {
  beforeEach(() => {
    localStorage.setItem("accessToken", "token-1");
    localStorage.setItem("lang", "RU");
    localStorage.setItem("appKey", "app-1");
    // jsdom cannot load the sign-in page that ending a session opens.
    vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
  });

  it("clears all local storage when a signed-in call answers 401", async () => {
    stubFetch({ "GET /api/profile": () => json(401, sessionEnded) });

    const result = await makeStore().dispatch(probe.endpoints.profile.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
  });

  it("ends the session when the signed-in resend of that link answers 401", async () => {
    stubFetch({ "POST /api/verify-email/resend": () => json(401, sessionEnded) });

    await makeStore().dispatch(probe.endpoints.post.initiate("api/verify-email/resend"));

    expect(localStorage.length).toBe(0);
  });

  it("sends the stored token and the interface language", async () => {
    const requests = stubFetch({ "GET /api/profile": () => json(200, {}) });

    await makeStore().dispatch(probe.endpoints.profile.initiate());

    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(requests[0]?.headers.get("Accept-Language")).toBe("en");
  });
});
