import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

const unconfirmed = sessionUser({ emailVerified: false });
const bannerName = "Confirm your e-mail address";

/** The dashboard of a signed-in user whose session check answers with `checks` in turn. */
async function openDashboard(checks: unknown[], handlers: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem("accessToken", "token-1");
  let call = 0;
  const requests = stubFetch({
    "GET /api/session": () => json(200, checks[Math.min(call++, checks.length - 1)]),
    ...handlers,
  });
  renderRoute("/");
  expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { requests, user: userEvent.setup() };
}

describe("e-mail confirmation banner", () => {
  it("stands above the page while the address is unconfirmed", async () => {
    await openDashboard([unconfirmed]);

    const banner = screen.getByRole("region", { name: bannerName });
    expect(banner).toHaveTextContent(
      "We sent a link to demo@merchant.az. Until you confirm it, you cannot connect a business or take payments.",
    );
    expect(screen.getByRole("main")).toContainElement(banner);
    expect(within(banner).getByRole("button", { name: "Send the link again" })).toBeEnabled();
  });

  it("is absent once the address is confirmed", async () => {
    await openDashboard([sessionUser()]);

    expect(screen.queryByRole("region", { name: bannerName })).toBeNull();
  });

  it("sends the link again, says so and counts down to the next one", async () => {
    const { requests, user } = await openDashboard([unconfirmed], {
      "POST /api/verify-email/resend": () => json(200, { email: "demo@merchant.az", resendIn: 60 }),
    });

    await user.click(screen.getByRole("button", { name: "Send the link again" }));

    expect(await screen.findByRole("status")).toHaveTextContent("We sent a new link to demo@merchant.az.");
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeDisabled();
    expect(screen.getByText("You can ask for another link in 1:00")).toBeVisible();
    const resend = requests.find((r) => r.url.endsWith("/api/verify-email/resend"));
    expect(resend?.headers.get("Authorization")).toBe("Bearer token-1");
  });

  it("waits out the server's countdown when asked too soon", async () => {
    const { user } = await openDashboard([unconfirmed], {
      "POST /api/verify-email/resend": () =>
        json(429, { code: "OTP_RESEND_TOO_SOON", message: "Too soon.", retryAfter: 42 }),
    });

    await user.click(screen.getByRole("button", { name: "Send the link again" }));

    expect(await screen.findByRole("status")).toHaveTextContent("A link was sent moments ago.");
    expect(screen.getByText("You can ask for another link in 0:42")).toBeVisible();
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeDisabled();
  });

  it("goes away when coming back to the tab after confirming elsewhere", async () => {
    const { requests } = await openDashboard([unconfirmed, sessionUser()]);
    expect(screen.getByRole("region", { name: bannerName })).toBeVisible();

    fireEvent.focus(window);

    await expect.poll(() => screen.queryByRole("region", { name: bannerName })).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(requests.filter((r) => r.url.endsWith("/api/session"))).toHaveLength(2);
  });

  it("keeps the page when a recheck on focus fails for a reason other than the session", async () => {
    localStorage.setItem("accessToken", "token-1");
    let call = 0;
    stubFetch({
      "GET /api/session": () =>
        call++ === 0 ? json(200, unconfirmed) : json(503, { code: "UNAVAILABLE", message: "Later." }),
    });
    renderRoute("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    fireEvent.focus(window);

    await expect.poll(() => call).toBe(2);
    // Nothing on the page shows the failed answer: give it time to arrive and be handled.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Sign in" })).toBeNull();
  });
});

describe("session token rotation", () => {
  it("stores the new token the session check hands out and sends it from then on", async () => {
    const { requests, user } = await openDashboard([{ ...unconfirmed, accessToken: "token-2" }], {
      "POST /api/verify-email/resend": () => json(200, { email: "demo@merchant.az", resendIn: 60 }),
    });

    expect(localStorage.getItem("accessToken")).toBe("token-2");
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    await expect.poll(() => requests.at(-1)?.url).toMatch(/\/api\/verify-email\/resend$/);
    expect(requests.at(-1)?.headers.get("Authorization")).toBe("Bearer token-2");
  });

  it("keeps the stored token when the check hands out none", async () => {
    await openDashboard([sessionUser()]);

    expect(localStorage.getItem("accessToken")).toBe("token-1");
  });
});
