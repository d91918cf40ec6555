import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

const token = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

async function openLink() {
  renderRoute(`/auth/unlock/${token}`);
  expect(await screen.findByRole("heading", { name: "Unlock sign-in" })).toBeVisible();
  return userEvent.setup();
}

describe("unlock link", () => {
  it("unlocks sign-in when asked and leads back to it", async () => {
    const requests = stubFetch({ [`POST /api/unlock-account/${token}`]: () => json(200, { ok: true }) });
    const user = await openLink();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Unlock sign-in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-in is unlocked. You can sign in again.");
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth");
    expect(requests).toHaveLength(1);
  });

  it("says a spent link is spent", async () => {
    stubFetch({
      [`POST /api/unlock-account/${token}`]: () => json(422, { code: "LINK_INVALID", message: "This link has expired or was already used." }),
    });
    const user = await openLink();

    await user.click(screen.getByRole("button", { name: "Unlock sign-in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    expect(screen.queryByRole("button", { name: "Unlock sign-in" })).toBeNull();
  });
});
