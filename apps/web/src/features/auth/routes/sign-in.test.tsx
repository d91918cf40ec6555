import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

const demoUser = sessionUser();
const codeSent = { email: "demo@merchant.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 };

async function openSignIn() {
  renderRoute("/auth");
  await screen.findByRole("heading", { name: "Sign in" });
  return userEvent.setup();
}

describe("sign-in screen", () => {
  it("checks the e-mail on submit, then as the user types", async () => {
    const requests = stubFetch({});
    const user = await openSignIn();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    expect(await screen.findByText("Invalid email address.")).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it("shows a wrong password on the form and keeps what was typed", async () => {
    stubFetch({
      "POST /api/login": () => json(401, { code: "INVALID_CREDENTIALS", message: "Incorrect e-mail or password." }),
    });
    localStorage.setItem("lang", "en");
    const user = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");
    await user.type(screen.getByLabelText("Password"), "Wrong@2026{Enter}");

    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect e-mail or password.");
    expect(screen.getByLabelText("Email")).toHaveValue("demo@merchant.az");
    expect(screen.getByLabelText("Password")).toHaveValue("Wrong@2026");
    expect(localStorage.getItem("lang")).toBe("en");
  });

  it.each([
    ["ACCOUNT_LOCKED", 720, "Sign-in to this account is locked after too many wrong passwords.", "You can try again in 12 min."],
    ["ACCOUNT_LOCKED", 61, "Sign-in to this account is locked after too many wrong passwords.", "You can try again in 2 min."],
    ["RATE_LIMITED", 45, "Too many attempts. Please wait and try again.", "You can try again in 45 sec."],
  ])("says why sign-in is refused (%s) and when to try again (%ss)", async (code, retryAfter, reason, when) => {
    stubFetch({ "POST /api/login": () => json(429, { code, message: "Too many", retryAfter }) });
    const user = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");
    await user.type(screen.getByLabelText("Password"), "Wrong@2026{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent(when);
  });

  it("asks for the texted code and signs in with it", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(200, codeSent),
      "POST /api/approveLogin/111111/demo%40merchant.az": () => json(422, { code: "OTP_INVALID", message: "The code is not correct.", attemptsLeft: 4 }),
      "POST /api/approveLogin/123456/demo%40merchant.az": () => json(200, { accessToken: "token-1", expiresAt: "2030-01-01T00:00:00.000Z", user: demoUser }),
      "GET /api/session": () => json(200, demoUser),
    });
    const user = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "Demo@Merchant.az");
    await user.type(screen.getByLabelText("Password"), "Demo@2026");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(screen.getByText("You can request a new code in 1:00")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(await requests[0]?.json()).toEqual({ username: "demo@merchant.az", password: "Demo@2026", rememberMe: true });

    await user.type(screen.getByLabelText("Verification code"), "111111{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong code. Attempts left: 4.");

    await user.clear(screen.getByLabelText("Verification code"));
    await user.type(screen.getByLabelText("Verification code"), "123456{Enter}");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(screen.getByText("Demo Merchant")).toBeVisible();
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(requests.at(-1)?.headers.get("Authorization")).toBe("Bearer token-1");
  });

  it("goes back from the code step to the form as it was left", async () => {
    stubFetch({ "POST /api/login": () => json(200, codeSent) });
    const user = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");
    await user.type(screen.getByLabelText("Password"), "Demo@2026{Enter}");
    await user.click(await screen.findByRole("button", { name: "Back" }));

    expect(await screen.findByLabelText("Email")).toHaveValue("demo@merchant.az");
    expect(screen.getByLabelText("Password")).toHaveValue("Demo@2026");
  });
});
