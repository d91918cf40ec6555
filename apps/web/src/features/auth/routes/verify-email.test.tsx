import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const linkInvalid = { code: "LINK_INVALID", message: "This link has expired or was already used." };

async function openLink(path = `/auth/verify-email/${token}`) {
  renderRoute(path);
  expect(await screen.findByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  return userEvent.setup();
}

describe("e-mail confirmation link", () => {
  it("does nothing until asked, then confirms the address and offers sign-in", async () => {
    const requests = stubFetch({ [`POST /api/verify-email/${token}`]: () => json(200, { ok: true }) });
    const user = await openLink();
    // Mail scanners open links: the page itself must not confirm anything.
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByText("Your e-mail address is confirmed. Thank you.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/auth");
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([`POST /api/verify-email/${token}`]);
  });

  it("offers the dashboard to a browser that is signed in", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(200, { ok: true }) });
    const user = await openLink();

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
  });

  it("removes a registration its address's owner never made", async () => {
    const requests = stubFetch({ [`POST /api/verify-email/${token}/release`]: () => json(200, { ok: true }) });
    const user = await openLink();

    await user.click(screen.getByRole("button", { name: "I did not register — remove this registration" }));
    // Asked twice: keeping it sends nothing.
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "I did not register — remove this registration" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(await screen.findByText(/The registration made with this address has been removed/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth/register");
    expect(requests).toHaveLength(1);
  });

  it("says a spent link is spent, and keeps the session a signed-in browser has", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(422, linkInvalid) });
    const user = await openLink();

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    expect(screen.queryByRole("button", { name: "Confirm my e-mail address" })).toBeNull();
    expect(localStorage.getItem("accessToken")).toBe("token-1");
  });

  it("keeps the buttons after a failure that another try may mend", async () => {
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(503, { code: "UNAVAILABLE", message: "Try later." }) });
    const user = await openLink();

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The service is temporarily unavailable. Please try again later.");
    expect(screen.getByRole("button", { name: "Confirm my e-mail address" })).toBeEnabled();
  });

  it("does not send a token that cannot be one", async () => {
    const requests = stubFetch({});
    await openLink("/auth/verify-email/too-short");

    expect(screen.getByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
