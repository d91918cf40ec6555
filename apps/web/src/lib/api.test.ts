import { configureStore } from "@reduxjs/toolkit";
import { beforeEach, describe, expect, it } from "vitest";
import { loadRuntimeConfig, runtimeConfig, setRuntimeConfig } from "@/config/runtime-config";
import { json, stubFetch } from "@/testing/fetch-stub";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { api } from "./api";

// Calls on the shared client: some need a session, some are made without one.
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<unknown, void>({ query: () => "api/profile" }),
    login: build.mutation<unknown, object>({ query: (body) => ({ url: "api/login", method: "POST", body }) }),
    post: build.mutation<unknown, string>({ query: (url) => ({ url, method: "POST" }) }),
  }),
});
const linkToken = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

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
    expect(new URL("api/apps/1/logo", runtimeConfig().apiBaseUrl).href).toBe(`${window.location.origin}/api/apps/1/logo`);
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
    // jsdom cannot load a new document, so start where ending a session needs no page load.
    window.history.replaceState(null, "", "/auth");
  });

  it("clears all local storage when a signed-in call answers 401", async () => {
    stubFetch({ "GET /api/profile": () => json(401, sessionEnded) });

    const result = await makeStore().dispatch(probe.endpoints.profile.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
  });

  it("keeps local storage when the sign-in call answers 401 for a wrong password", async () => {
    stubFetch({
      "POST /api/login": () => json(401, { code: "INVALID_CREDENTIALS", message: "Incorrect e-mail or password." }),
    });

    await makeStore().dispatch(probe.endpoints.login.initiate({ username: "a@b.az", password: "x" }));

    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(localStorage.getItem("lang")).toBe("RU");
  });

  it.each([`api/verify-email/${linkToken}`, `api/verify-email/${linkToken}/release`, `api/unlock-account/${linkToken}`])(
    "keeps local storage when the e-mailed link's call %s answers 401",
    async (url) => {
      stubFetch({ [`POST /${url}`]: () => json(401, sessionEnded) });

      await makeStore().dispatch(probe.endpoints.post.initiate(url));

      expect(localStorage.getItem("accessToken")).toBe("token-1");
    },
  );

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
