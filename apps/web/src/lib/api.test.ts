import { configureStore } from "@reduxjs/toolkit";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { api } from "./api";

// Two calls on the shared client: one needs a session, one is the password check.
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<unknown, void>({ query: () => "api/profile" }),
    login: build.mutation<unknown, object>({ query: (body) => ({ url: "api/login", method: "POST", body }) }),
  }),
});

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

const sessionEnded = { code: "UNAUTHORIZED", message: "Your session has ended. Sign in again." };

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

  it("sends the stored token and the interface language", async () => {
    const requests = stubFetch({ "GET /api/profile": () => json(200, {}) });

    await makeStore().dispatch(probe.endpoints.profile.initiate());

    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(requests[0]?.headers.get("Accept-Language")).toBe("en");
  });
});
