import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

const guid = "3f2b8c1e-6d4a-4e55-9a53-5a1f1f0f7a11";
const linkDead = () => json(422, { code: "RESET_LINK_INVALID", message: "This password reset link has expired or was already used." });

describe("setting a new password from the e-mailed link", () => {
  it("says a dead link is dead as the page opens, before any password is typed", async () => {
    const requests = stubFetch({ [`GET /api/confirm-password/${guid}`]: linkDead });
    renderRoute(`/auth/reset-password/${guid}`);

    expect(await screen.findByText("This link has expired or was already used.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth/forgot-password");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(requests.map((r) => r.method)).toEqual(["GET"]);
  });

  it("offers the form for a live link, with the password rules under the field", async () => {
    const requests = stubFetch({
      [`GET /api/confirm-password/${guid}`]: () => json(200, { ok: true }),
      [`POST /api/confirm-password/${guid}`]: () => json(200, { ok: true }),
    });
    renderRoute(`/auth/reset-password/${guid}`);
    const user = userEvent.setup();

    const password = await screen.findByLabelText("New password");
    expect(password).toHaveAccessibleDescription(expect.stringContaining("At least 8 characters"));
    await user.type(password, "Fresh#2026");
    await user.type(screen.getByLabelText("Confirm password"), "Fresh#2026");
    await user.click(screen.getByRole("button", { name: "Save password" }));

    expect(await screen.findByText("Your password has been changed. Sign in with your new password.")).toBeVisible();
    expect(requests.map((r) => r.method)).toEqual(["GET", "POST"]);
  });

  it("still offers the form when the check itself could not be made; saving will tell", async () => {
    stubFetch({ [`GET /api/confirm-password/${guid}`]: () => json(429, { code: "RATE_LIMITED", message: "Too many requests.", retryAfter: 30 }) });
    renderRoute(`/auth/reset-password/${guid}`);
    expect(await screen.findByLabelText("New password")).toBeVisible();
  });
});
