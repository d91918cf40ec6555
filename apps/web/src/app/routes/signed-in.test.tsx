import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

describe("signed-in shell", () => {
  it("sends a visitor without a token to sign in, without asking the server", async () => {
    const requests = stubFetch({});
    renderRoute("/");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it("sends the user to sign in when the session check fails", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ "GET /api/session": () => json(503, { code: "UNAVAILABLE", message: "Try later." }) });
    renderRoute("/");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  it("shows a not-found page for an unknown address", async () => {
    renderRoute("/no/such/page");

    expect(await screen.findByRole("heading", { name: "Page not found." })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
