import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { messagesOf, renderAuth, resetPage } from "./testing";

const guid = "3f2b8c1e-6d4a-4e55-9a53-5a1f1f0f7a11";
const resetPath = `/auth/reset-password/${guid}`;
const linkDead = () =>
  json(422, { code: "RESET_LINK_INVALID", message: "This password reset link has expired or was already used." });

const callsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
const bodyOf = async (request: Request | undefined) => (await request?.clone().json()) as unknown;

configure({ asyncUtilTimeout: 5_000 });

afterEach(resetPage);

describe("asking for a reset link", { timeout: 20_000 }, () => {
  it("sends the e-mail and says a link is on its way, whether or not the account exists", async () => {
    const requests = stubFetch({ "POST /api/forgot-password": () => json(200, { ok: true }) });
    renderAuth("/auth/forgot-password");
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("Email"), " Demo@Merchant.az ");
    await user.click(screen.getByRole("button", { name: "Send link" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "If an account exists for this e-mail, we have sent a link to set a new password.",
    );
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(callsOf(requests)).toEqual(["POST /api/forgot-password"]);
    expect(await bodyOf(requests[0])).toEqual({ email: "demo@merchant.az" });
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth");
  });

  it("puts the server's field error on the e-mail, and other refusals above the form", async () => {
    let answer = () =>
      json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { email: "validation.email" } });
    stubFetch({ "POST /api/forgot-password": () => answer() });
    renderAuth("/auth/forgot-password");
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("Email"), "demo@merchant.az{Enter}");
    expect(await screen.findByText("Invalid email address.")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");

    answer = () => json(429, { code: "RATE_LIMITED", message: "Too many", retryAfter: 30 });
    await user.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please wait and try again.");
    expect(screen.getByLabelText("Email")).toHaveValue("demo@merchant.az");
  });
});

describe("setting a new password from the e-mailed link", { timeout: 20_000 }, () => {
  it("checks the link as the page opens, with a spinner, and says a dead one is dead before any password is typed", async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch({
      [`GET /api/confirm-password/${guid}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAuth(resetPath);

    expect(await screen.findByRole("progressbar", { name: "Checking the link" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    expect(screen.queryByLabelText("New password")).toBeNull();

    answer(linkDead());
    expect(await screen.findByText("This link has expired or was already used.")).toBeVisible();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(callsOf(requests)).toEqual([`GET /api/confirm-password/${guid}`]);
  });

  it("leads from a dead link to asking for a new one, in place", async () => {
    stubFetch({ [`GET /api/confirm-password/${guid}`]: linkDead });
    const { user, pageLoads } = { ...renderAuth(resetPath), user: userEvent.setup() };

    const requestNew = await screen.findByRole("link", { name: "Request a new link" });
    expect(requestNew).toHaveAttribute("href", "/auth/forgot-password");
    await user.click(requestNew);

    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth/forgot-password");
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it("offers the form for a live link, with the password rules under the field, and saves the password", async () => {
    const requests = stubFetch({
      [`GET /api/confirm-password/${guid}`]: () => json(200, { ok: true }),
      [`POST /api/confirm-password/${guid}`]: () => json(200, { ok: true }),
    });
    renderAuth(resetPath);
    const user = userEvent.setup();

    const password = await screen.findByLabelText("New password");
    expect(password).toHaveAccessibleDescription(expect.stringContaining("At least 8 characters"));
    await user.type(password, "Fresh#2026");
    await user.type(screen.getByLabelText("Confirm password"), "Fresh#2026");
    await user.click(screen.getByRole("button", { name: "Save password" }));

    expect(await screen.findByText("Your password has been changed. Sign in with your new password.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth");
    expect(callsOf(requests)).toEqual([`GET /api/confirm-password/${guid}`, `POST /api/confirm-password/${guid}`]);
    expect(await bodyOf(requests[1])).toEqual({ password: "Fresh#2026", confirmPassword: "Fresh#2026" });
  });

  it("refuses a confirmation that does not match, without a call", async () => {
    const requests = stubFetch({ [`GET /api/confirm-password/${guid}`]: () => json(200, { ok: true }) });
    renderAuth(resetPath);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("New password"), "Fresh#2026");
    await user.type(screen.getByLabelText("Confirm password"), "Fresh#2027{Enter}");

    expect(await screen.findByText("Confirm password does not match.")).toBeVisible();
    expect(callsOf(requests)).toEqual([`GET /api/confirm-password/${guid}`]);
  });

  it("says the link died when saving finds it dead", async () => {
    stubFetch({
      [`GET /api/confirm-password/${guid}`]: () => json(200, { ok: true }),
      [`POST /api/confirm-password/${guid}`]: linkDead,
    });
    renderAuth(resetPath);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("New password"), "Fresh#2026");
    await user.type(screen.getByLabelText("Confirm password"), "Fresh#2026{Enter}");

    expect(await screen.findByText("This link has expired or was already used.")).toBeVisible();
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeVisible();
  });

  it("still offers the form when the check itself could not be made; saving will tell", async () => {
    stubFetch({
      [`GET /api/confirm-password/${guid}`]: () =>
        json(429, { code: "RATE_LIMITED", message: "Too many requests.", retryAfter: 30 }),
    });
    renderAuth(resetPath);
    expect(await screen.findByLabelText("New password")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("does not ask about a link that cannot be one", async () => {
    const requests = stubFetch({});
    renderAuth("/auth/reset-password/not-a-guid");

    expect(await screen.findByText("This link has expired or was already used.")).toBeVisible();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("keeps saying the password was changed when the language is switched afterwards", async () => {
    let used = false;
    const requests = stubFetch({
      [`GET /api/confirm-password/${guid}`]: () => (used ? linkDead() : json(200, { ok: true })),
      [`POST /api/confirm-password/${guid}`]: () => {
        used = true;
        return json(200, { ok: true });
      },
    });
    renderAuth(resetPath);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "Fresh#2026");
    await user.type(screen.getByLabelText("Confirm password"), "Fresh#2026{Enter}");
    await screen.findByText("Your password has been changed. Sign in with your new password.");

    await user.click(screen.getByRole("button", { name: /Azərbaycan dili$/ }));

    expect(await screen.findByText(messagesOf.az.auth.resetPassword.done)).toBeVisible();
    // Whatever a new question about the link would answer has had its time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The spent link is not asked about again, so nothing says it is dead.
    expect(screen.getByText(messagesOf.az.auth.resetPassword.done)).toBeVisible();
    expect(screen.queryByText(messagesOf.az.errors.RESET_LINK_INVALID)).toBeNull();
    expect(callsOf(requests)).toEqual([`GET /api/confirm-password/${guid}`, `POST /api/confirm-password/${guid}`]);
  });
});
