import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { sessionUser } from "@/testing/session-user";

const testMode = "Test mode — no real money moves";

// The signed-out screens are a page of their own, with its own banner (auth-page tests).
describe("test-mode banner", () => {
  it.each([
    ["the signed-in shell", "/", "Dashboard"],
    ["the not-found page", "/no/such/page", "Page not found."],
  ])("stands on %s of a test-mode server", async (_screen, path, heading) => {
    setRuntimeConfig({ ...defaultRegionConfig, testMode: true });
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ "GET /api/session": () => json(200, sessionUser()) });
    renderRoute(path);

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole("note")).toHaveTextContent(testMode);
  });

  it("is absent when real money moves", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ "GET /api/session": () => json(200, sessionUser()) });
    renderRoute("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(screen.queryByText(testMode)).toBeNull();
  });

  it("speaks the interface language", async () => {
    setRuntimeConfig({ ...defaultRegionConfig, testMode: true });
    await i18n.changeLanguage("ru");
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ "GET /api/session": () => json(200, sessionUser()) });
    renderRoute("/");

    expect(await screen.findByRole("note")).toHaveTextContent("Тестовый режим — настоящие деньги не переводятся");
  });
});
