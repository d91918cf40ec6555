import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pageLoad } from "@/light/page-load";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

describe("signed-in shell", () => {
  it("sends a visitor without a token to sign in, without asking the server", async () => {
    // Sign-in is a page of its own: the browser loads it (jsdom cannot, so it is watched).
    const opened = vi.spyOn(pageLoad, "replace").mockImplementation(() => undefined);
    const requests = stubFetch({});
    renderRoute("/");

    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith("/auth"));
    expect(requests).toHaveLength(0);
  });

  it("sends the user to sign in when the session check fails", async () => {
    localStorage.setItem("accessToken", "token-1");
    const opened = vi.spyOn(pageLoad, "replace").mockImplementation(() => undefined);
    stubFetch({ "GET /api/session": () => json(503, { code: "UNAVAILABLE", message: "Try later." }) });
    renderRoute("/");

    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith("/auth"));
    // Nothing of the shell shows meanwhile.
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
  });

  it("shows a not-found page for an unknown address", async () => {
    renderRoute("/no/such/page");

    expect(await screen.findByRole("heading", { name: "Page not found." })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
