import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { sessionUser } from "@/testing/session-user";
import { renderAuth, resetPage } from "./testing";

const codeSent = { email: "demo@merchant.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 };
const approved = { accessToken: "token-1", expiresAt: "2030-01-01T00:00:00.000Z", user: sessionUser() };

/** "POST /api/login", with the query where there is one: what the page asked, in order. */
const callsOf = (requests: Request[]) =>
  requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
const bodyOf = async (request: Request | undefined) => (await request?.clone().json()) as unknown;

async function openSignIn(opening?: Parameters<typeof renderAuth>[1]) {
  const view = renderAuth("/auth", opening);
  await screen.findByRole("heading", { name: "Sign in" });
  return { ...view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function signInWith(user: User, password = "Demo@2026") {
  await user.type(screen.getByLabelText("Email"), "Demo@Merchant.az");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

configure({ asyncUtilTimeout: 5_000 });

afterEach(resetPage);

describe("sign-in screen", { timeout: 20_000 }, () => {
  it("checks the e-mail on submit, then as the user types", async () => {
    const requests = stubFetch({});
    const { user } = await openSignIn();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    expect(await screen.findByText("Invalid email address.")).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it("shows a wrong password on the form, keeps what was typed and keeps local storage", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(401, { code: "INVALID_CREDENTIALS", message: "Incorrect e-mail or password." }),
    });
    localStorage.setItem("lang", "en");
    localStorage.setItem("accessToken", "token-0");
    const { user, pageLoads } = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");
    await user.type(screen.getByLabelText("Password"), "Wrong@2026{Enter}");

    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect e-mail or password.");
    expect(screen.getByLabelText("Email")).toHaveValue("demo@merchant.az");
    expect(screen.getByLabelText("Password")).toHaveValue("Wrong@2026");
    // A 401 here is a wrong password, not an ended session: nothing stored is wiped, and the page stays.
    expect(localStorage.getItem("lang")).toBe("en");
    expect(localStorage.getItem("accessToken")).toBe("token-0");
    expect(pageLoads).not.toHaveBeenCalled();
    expect(callsOf(requests)).toEqual(["POST /api/login"]);
    expect(requests[0]?.headers.get("Accept-Language")).toBe("en");
  });

  it.each([
    [
      "ACCOUNT_LOCKED",
      720,
      "Sign-in to this account is locked after too many wrong passwords.",
      "You can try again in 12 min.",
    ],
    [
      "ACCOUNT_LOCKED",
      61,
      "Sign-in to this account is locked after too many wrong passwords.",
      "You can try again in 2 min.",
    ],
    ["RATE_LIMITED", 45, "Too many attempts. Please wait and try again.", "You can try again in 45 sec."],
  ])("says why sign-in is refused (%s) and when to try again (%ss)", async (code, retryAfter, reason, when) => {
    stubFetch({ "POST /api/login": () => json(429, { code, message: "Too many", retryAfter }) });
    const { user } = await openSignIn();

    await signInWith(user, "Wrong@2026");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent(when);
  });

  it("shows the server's text for a code the page does not know", async () => {
    stubFetch({ "POST /api/login": () => json(418, { code: "SOMETHING_NEW", message: "A reason from the server." }) });
    const { user } = await openSignIn();

    await signInWith(user);

    expect(await screen.findByRole("alert")).toHaveTextContent("A reason from the server.");
  });

  it("says something went wrong when no answer comes", async () => {
    stubFetch({ "POST /api/login": () => Promise.reject(new TypeError("Failed to fetch")) });
    const { user } = await openSignIn();

    await signInWith(user);

    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong, please try again!");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("puts the server's field errors on the fields", async () => {
    stubFetch({
      "POST /api/login": () =>
        json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { username: "validation.email" } }),
    });
    const { user } = await openSignIn();

    await signInWith(user);

    expect(await screen.findByText("Invalid email address.")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for the texted code, then stores the token and opens the portal with a full page load", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(200, codeSent),
      "POST /api/approveLogin/111111/demo%40merchant.az": () =>
        json(422, { code: "OTP_INVALID", message: "The code is not correct.", attemptsLeft: 4 }),
      "POST /api/approveLogin/123456/demo%40merchant.az": () => json(200, approved),
    });
    const { user, pageLoads } = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "Demo@Merchant.az");
    await user.type(screen.getByLabelText("Password"), "Demo@2026");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(screen.getByText("You can request a new code in 1:00")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(screen.getByLabelText("Verification code")).toHaveFocus();
    // The e-mail goes as the schema makes it: trimmed and in lower case.
    expect(await bodyOf(requests[0])).toEqual({
      username: "demo@merchant.az",
      password: "Demo@2026",
      rememberMe: true,
    });

    await user.type(screen.getByLabelText("Verification code"), "111111{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong code. Attempts left: 4.");
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(pageLoads).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Verification code"));
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith("/"));
    expect(pageLoads).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    // The portal opens in the language the user signed in in.
    expect(localStorage.getItem("lang")).toBe("en");
    // The portal is another page: the sign-in page pushed no history entry of its own for it.
    expect(window.location.pathname).toBe("/auth");
    expect(callsOf(requests)).toEqual([
      "POST /api/login",
      "POST /api/approveLogin/111111/demo%40merchant.az",
      "POST /api/approveLogin/123456/demo%40merchant.az",
    ]);
    // The code travels in the path: the approval posts no body.
    expect(requests[2]?.body).toBeNull();
  });

  it("checks the code's form before sending it", async () => {
    const requests = stubFetch({ "POST /api/login": () => json(200, codeSent) });
    const { user } = await openSignIn();
    await signInWith(user);

    const code = await screen.findByLabelText("Verification code");
    // Filled by the phone from the text message (one-time-code autofill), digits only.
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    await user.type(code, "12a{Enter}");

    expect(await screen.findByText("The code must be 6 digits.")).toBeVisible();
    // The rule is the field's description, and the field says it is wrong.
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("The code must be 6 digits.");
    expect(code).toHaveFocus();
    expect(callsOf(requests)).toEqual(["POST /api/login"]);
  });

  it("sends a new code when the countdown is over, and counts down again", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(200, { ...codeSent, resendIn: 0 }),
      "GET /api/otp/init/login": () => json(200, { resendIn: 60, phoneHint: "+994 ** *** ** 67" }),
    });
    const { user } = await openSignIn();
    await signInWith(user);

    const resend = await screen.findByRole("button", { name: "Resend code" });
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can request a new code in/)).toBeNull();
    await user.click(resend);

    expect(await screen.findByRole("alert")).toHaveTextContent("We have sent you a new code.");
    expect(screen.getByText("You can request a new code in 1:00")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(callsOf(requests)).toEqual(["POST /api/login", "GET /api/otp/init/login?email=demo%40merchant.az"]);
  });

  it("counts down from the server's retryAfter when a new code is asked too soon", async () => {
    stubFetch({
      "POST /api/login": () => json(200, { ...codeSent, resendIn: 0 }),
      "GET /api/otp/init/login": () => json(429, { code: "OTP_RESEND_TOO_SOON", message: "Too soon", retryAfter: 30 }),
    });
    const { user } = await openSignIn();
    await signInWith(user);

    await user.click(await screen.findByRole("button", { name: "Resend code" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A new code cannot be sent yet. Please wait until the countdown ends.",
    );
    expect(screen.getByText("You can request a new code in 0:30")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeDisabled();
  });

  it("goes back from the code step to the form as it was left", async () => {
    stubFetch({ "POST /api/login": () => json(200, codeSent) });
    const { user } = await openSignIn();

    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");
    await user.type(screen.getByLabelText("Password"), "Demo@2026{Enter}");
    await user.click(await screen.findByRole("button", { name: "Back" }));

    expect(await screen.findByLabelText("Email")).toHaveValue("demo@merchant.az");
    expect(screen.getByLabelText("Password")).toHaveValue("Demo@2026");
    expect(window.location.pathname).toBe("/auth");
  });

  it("finishes an unconfirmed registration: a registration code, its step, then sign-in with the e-mail filled in", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(403, { code: "ACCOUNT_NOT_CONFIRMED", message: "Not confirmed" }),
      "GET /api/otp/init/register": () => json(200, { resendIn: 60, phoneHint: "+994 ** *** ** 67" }),
      "POST /api/confirmAccount/123456": () => json(200, { ok: true }),
    });
    const { user, pageLoads } = await openSignIn();

    await signInWith(user);

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth/register");
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(screen.getByText("You can request a new code in 1:00")).toBeVisible();
    // Not sent by the registration form: nothing to say about an existing account.
    expect(screen.queryByText(/If this e-mail already has an account/)).toBeNull();

    await user.type(screen.getByLabelText("Verification code"), "123456{Enter}");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth");
    expect(screen.getByRole("alert")).toHaveTextContent("Your account is confirmed. Sign in to continue.");
    expect(screen.getByLabelText("Email")).toHaveValue("demo@merchant.az");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(callsOf(requests)).toEqual([
      "POST /api/login",
      "GET /api/otp/init/register?email=demo%40merchant.az",
      "POST /api/confirmAccount/123456",
    ]);
    expect(await bodyOf(requests[2])).toEqual({ email: "demo@merchant.az" });
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it("still opens the registration code step when a code was sent moments ago", async () => {
    stubFetch({
      "POST /api/login": () => json(403, { code: "ACCOUNT_NOT_CONFIRMED", message: "Not confirmed" }),
      "GET /api/otp/init/register": () =>
        json(429, { code: "OTP_RESEND_TOO_SOON", message: "Too soon", retryAfter: 42 }),
    });
    const { user } = await openSignIn();

    await signInWith(user);

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to the phone number of your account.")).toBeVisible();
    expect(screen.getByText("You can request a new code in 0:42")).toBeVisible();
  });

  it("stays on the form when no registration code can be sent", async () => {
    stubFetch({
      "POST /api/login": () => json(403, { code: "ACCOUNT_NOT_CONFIRMED", message: "Not confirmed" }),
      "GET /api/otp/init/register": () => json(503, { code: "UNAVAILABLE", message: "Try later." }),
    });
    const { user } = await openSignIn();

    await signInWith(user);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The service is temporarily unavailable. Please try again later.",
    );
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth");
  });
});
