import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderAuth, resetPage } from "./testing";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const linkInvalid = { code: "LINK_INVALID", message: "This link has expired or was already used." };
const sessionEnded = { code: "UNAUTHORIZED", message: "Session ended." };

const callsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

configure({ asyncUtilTimeout: 5_000 });

afterEach(resetPage);

describe("e-mail confirmation link", { timeout: 20_000 }, () => {
  async function openLink(path = `/auth/verify-email/${token}`) {
    const view = renderAuth(path);
    expect(await screen.findByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
    return { ...view, user: userEvent.setup() };
  }

  it("does nothing until asked, then confirms the address and offers sign-in", async () => {
    const requests = stubFetch({ [`POST /api/verify-email/${token}`]: () => json(200, { ok: true }) });
    const { user } = await openLink();
    // Mail scanners open links: the page itself must not confirm anything.
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByText("Your e-mail address is confirmed. Thank you.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/auth");
    expect(callsOf(requests)).toEqual([`POST /api/verify-email/${token}`]);
    expect(requests[0]?.body).toBeNull();
  });

  it("offers the dashboard to a browser that is signed in", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(200, { ok: true }) });
    const { user } = await openLink();

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Go to sign in" })).toBeNull();
  });

  it("removes a registration its address's owner never made, asked twice", async () => {
    const requests = stubFetch({ [`POST /api/verify-email/${token}/release`]: () => json(200, { ok: true }) });
    const { user } = await openLink();

    await user.click(screen.getByRole("button", { name: "I did not register — remove this registration" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Remove the registration made with this address?");
    // Asked twice: keeping it sends nothing.
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "I did not register — remove this registration" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(await screen.findByText(/The registration made with this address has been removed/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth/register");
    expect(callsOf(requests)).toEqual([`POST /api/verify-email/${token}/release`]);
  });

  it("says a spent link is spent, and keeps the session a signed-in browser has", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(422, linkInvalid) });
    const { user } = await openLink();

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    expect(screen.getByText("Sign in and ask for a new link from the notice at the top of the portal.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Confirm my e-mail address" })).toBeNull();
    expect(localStorage.getItem("accessToken")).toBe("token-1");
  });

  it.each([
    ["Confirm my e-mail address", `POST /api/verify-email/${token}`],
    ["Remove", `POST /api/verify-email/${token}/release`],
  ])("keeps local storage when %s answers 401: the link needs no session", async (button, call) => {
    localStorage.setItem("accessToken", "token-1");
    localStorage.setItem("lang", "en");
    const requests = stubFetch({ [call]: () => json(401, sessionEnded) });
    const { user, pageLoads } = await openLink();

    if (button === "Remove")
      await user.click(screen.getByRole("button", { name: "I did not register — remove this registration" }));
    await user.click(screen.getByRole("button", { name: button }));

    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeVisible();
    expect(callsOf(requests)).toEqual([call]);
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(localStorage.getItem("lang")).toBe("en");
    expect(pageLoads).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(`/auth/verify-email/${token}`);
  });

  it("keeps the buttons after a failure that another try may mend", async () => {
    const requests = stubFetch({
      [`POST /api/verify-email/${token}`]: () => json(503, { code: "UNAVAILABLE", message: "Try later." }),
    });
    const { user } = await openLink();

    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The service is temporarily unavailable. Please try again later.",
    );
    expect(screen.getByRole("button", { name: "Confirm my e-mail address" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Confirm my e-mail address" }));
    await screen.findByRole("alert");
    expect(requests).toHaveLength(2);
  });

  it("does not send a token that cannot be one", async () => {
    const requests = stubFetch({});
    await openLink("/auth/verify-email/too-short");

    expect(screen.getByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    // No button but the language switch's.
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["AZ", "EN", "RU"]);
    expect(requests).toHaveLength(0);
  });
});

describe("unlock link", { timeout: 20_000 }, () => {
  const unlockToken = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

  async function openLink() {
    const view = renderAuth(`/auth/unlock/${unlockToken}`);
    expect(await screen.findByRole("heading", { name: "Unlock sign-in" })).toBeVisible();
    return { ...view, user: userEvent.setup() };
  }

  it("unlocks sign-in when asked and leads back to it, in place", async () => {
    const requests = stubFetch({ [`POST /api/unlock-account/${unlockToken}`]: () => json(200, { ok: true }) });
    const { user, pageLoads } = await openLink();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Unlock sign-in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-in is unlocked. You can sign in again.");
    const back = screen.getByRole("link", { name: "Back to sign in" });
    expect(back).toHaveAttribute("href", "/auth");
    expect(callsOf(requests)).toEqual([`POST /api/unlock-account/${unlockToken}`]);

    await user.click(back);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth");
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it("says a spent link is spent", async () => {
    stubFetch({ [`POST /api/unlock-account/${unlockToken}`]: () => json(422, linkInvalid) });
    const { user } = await openLink();

    await user.click(screen.getByRole("button", { name: "Unlock sign-in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
    expect(screen.queryByRole("button", { name: "Unlock sign-in" })).toBeNull();
  });

  it("keeps local storage when the unlock call answers 401", async () => {
    localStorage.setItem("accessToken", "token-1");
    localStorage.setItem("lang", "en");
    stubFetch({ [`POST /api/unlock-account/${unlockToken}`]: () => json(401, sessionEnded) });
    const { user } = await openLink();

    await user.click(screen.getByRole("button", { name: "Unlock sign-in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your session has ended. Please sign in again.");
    expect(screen.getByRole("button", { name: "Unlock sign-in" })).toBeEnabled();
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(localStorage.getItem("lang")).toBe("en");
  });
});

describe("new e-mail address link", { timeout: 20_000 }, () => {
  async function openLink() {
    const view = renderAuth(`/auth/confirm-email/${token}`);
    expect(await screen.findByRole("heading", { name: "Confirm your new e-mail address" })).toBeVisible();
    return { ...view, user: userEvent.setup() };
  }

  it("does nothing until asked, then says which address is now the sign-in name", async () => {
    const requests = stubFetch({ [`POST /api/confirm-email/${token}`]: () => json(200, { email: "new@example.az" }) });
    const { user } = await openLink();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Confirm the address" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your e-mail address is now new@example.az. Sign in with it from now on.",
    );
    expect(callsOf(requests)).toEqual([`POST /api/confirm-email/${token}`]);
    expect(screen.queryByRole("button", { name: "Confirm the address" })).toBeNull();
  });

  it("says when another account took the address meanwhile", async () => {
    stubFetch({
      [`POST /api/confirm-email/${token}`]: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "This e-mail is now used by another account.",
          fields: { email: "validation.emailTaken" },
        }),
    });
    const { user } = await openLink();
    await user.click(screen.getByRole("button", { name: "Confirm the address" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This address is now used by another account");
  });

  it("says a spent link is spent", async () => {
    stubFetch({ [`POST /api/confirm-email/${token}`]: () => json(422, linkInvalid) });
    const { user } = await openLink();
    await user.click(screen.getByRole("button", { name: "Confirm the address" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
  });
});

describe("the link that undoes a change of e-mail address or phone", { timeout: 20_000 }, () => {
  const guid = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

  it("does nothing until asked, then undoes the change and opens the new password's screen", async () => {
    const requests = stubFetch({
      [`POST /api/undo-contact-change/${token}`]: () => json(200, { resetPasswordGuid: guid }),
      [`GET /api/confirm-password/${guid}`]: () => json(200, { ok: true }),
    });
    renderAuth(`/auth/undo-change/${token}`);
    expect(await screen.findByRole("heading", { name: "Undo the change to your account" })).toBeVisible();
    expect(requests).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole("button", { name: "Undo the change and set a new password" }));

    expect(await screen.findByRole("heading", { name: "Set a new password" })).toBeVisible();
    expect(
      await screen.findByText("The change was undone and every device signed out. Set a new password now."),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/auth/reset-password/${guid}`);
    expect(callsOf(requests)).toEqual([`POST /api/undo-contact-change/${token}`, `GET /api/confirm-password/${guid}`]);
  });

  it("says when the link was used or has expired", async () => {
    stubFetch({ [`POST /api/undo-contact-change/${token}`]: () => json(422, linkInvalid) });
    renderAuth(`/auth/undo-change/${token}`);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Undo the change and set a new password" }));
    expect(await screen.findByText("This link has expired or was already used.")).toBeVisible();
  });
});
