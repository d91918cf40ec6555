import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderAuth, resetPage } from "./testing";

const codeSent = { email: "resad@example.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 };

const callsOf = (requests: Request[]) =>
  requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
const bodyOf = async (request: Request | undefined) => (await request?.clone().json()) as unknown;

async function submitRegistration({ password = "Secret#2026", mobilePhone = "+994 50 123 45 67" } = {}) {
  const view = renderAuth("/auth/register");
  await screen.findByRole("heading", { name: "Create an account" });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full name"), "Rəşad Quliyev");
  await user.type(screen.getByLabelText("Email"), "resad@example.az");
  await user.type(screen.getByLabelText("Mobile phone"), mobilePhone);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Register" }));
  return { ...view, user };
}

configure({ asyncUtilTimeout: 5_000 });

afterEach(resetPage);

describe("registration", { timeout: 20_000 }, () => {
  it("takes a phone typed in groups, sends it as +994 and nine digits, and asks for the code", async () => {
    const requests = stubFetch({ "POST /api/register": () => json(201, codeSent) });
    await submitRegistration();

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(
      screen.getByText("If this e-mail already has an account, we sent an e-mail to it instead of a code."),
    ).toBeVisible();
    expect(callsOf(requests)).toEqual(["POST /api/register"]);
    expect(await bodyOf(requests[0])).toEqual({
      fullName: "Rəşad Quliyev",
      email: "resad@example.az",
      mobilePhone: "+994501234567",
      password: "Secret#2026",
    });
  });

  it("confirms the account with the code, then offers sign-in with the e-mail filled in", async () => {
    const requests = stubFetch({
      "POST /api/register": () => json(201, codeSent),
      "POST /api/confirmAccount/654321": () => json(422, { code: "OTP_EXPIRED", message: "Expired" }),
      "POST /api/confirmAccount/123456": () => json(200, { ok: true }),
    });
    const { user, scrolls, pageLoads } = await submitRegistration();

    await user.type(await screen.findByLabelText("Verification code"), "654321{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The code has expired or was tried too many times. Please request a new code.",
    );

    await user.clear(screen.getByLabelText("Verification code"));
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth");
    expect(screen.getByRole("alert")).toHaveTextContent("Your account is confirmed. Sign in to continue.");
    expect(screen.getByLabelText("Email")).toHaveValue("resad@example.az");
    // Another screen in place: from its top, no page load.
    expect(scrolls).toHaveBeenCalledWith(0, 0);
    expect(pageLoads).not.toHaveBeenCalled();
    expect(callsOf(requests)).toEqual([
      "POST /api/register",
      "POST /api/confirmAccount/654321",
      "POST /api/confirmAccount/123456",
    ]);
    expect(await bodyOf(requests[2])).toEqual({ email: "resad@example.az" });
  });

  it("resends the registration code to the e-mail's account", async () => {
    const requests = stubFetch({
      "POST /api/register": () => json(201, { ...codeSent, resendIn: 0 }),
      "GET /api/otp/init/register": () => json(200, { resendIn: 90 }),
    });
    const { user } = await submitRegistration();

    await user.click(await screen.findByRole("button", { name: "Resend code" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("We have sent you a new code.");
    expect(screen.getByText("You can request a new code in 1:30")).toBeVisible();
    expect(callsOf(requests)).toEqual(["POST /api/register", "GET /api/otp/init/register?email=resad%40example.az"]);
  });

  it("goes back from the code step to the form as it was left", async () => {
    stubFetch({ "POST /api/register": () => json(201, codeSent) });
    const { user } = await submitRegistration();

    await user.click(await screen.findByRole("button", { name: "Back" }));

    expect(await screen.findByLabelText("Full name")).toHaveValue("Rəşad Quliyev");
    expect(screen.getByLabelText("Email")).toHaveValue("resad@example.az");
    expect(screen.getByLabelText("Password")).toHaveValue("Secret#2026");
  });

  it("puts a leaked password's refusal on the password field", async () => {
    stubFetch({
      "POST /api/register": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Invalid",
          fields: { password: "validation.passwordBreached" },
        }),
    });
    await submitRegistration({ password: "Password#2026" });

    expect(await screen.findByText("This password is in lists of leaked passwords. Choose another one.")).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts each of the server's field errors on its field, and says the rest as a whole", async () => {
    stubFetch({
      "POST /api/register": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Invalid",
          fields: { email: "validation.email", mobilePhone: "validation.phone" },
        }),
    });
    await submitRegistration();

    expect(await screen.findByText("Invalid email address.")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Mobile phone")).toHaveAccessibleDescription(
      "Invalid phone number. For example +994 50 123 45 67",
    );
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "false");
  });

  it("says a validation error with no field of the form as a whole", async () => {
    stubFetch({
      "POST /api/register": () =>
        json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { somethingElse: "validation.invalid" } }),
    });
    await submitRegistration();

    expect(await screen.findByRole("alert")).toHaveTextContent("Some fields are not valid.");
  });

  it.each([
    ["TOO_MANY_REGISTRATIONS", "Too many registrations from this network. Please try again later."],
    ["RATE_LIMITED", "Too many attempts. Please wait and try again."],
  ])("says which budget refused a registration (%s): the network's, or the phone's", async (code, text) => {
    stubFetch({ "POST /api/register": () => json(429, { code, message: "Too many", retryAfter: 1800 }) });
    await submitRegistration();

    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByRole("heading", { name: "Create an account" })).toBeVisible();
  });

  it("says which password rules are not met, not only that the password is invalid", async () => {
    const requests = stubFetch({ "POST /api/register": () => json(201, codeSent) });
    const { user } = await submitRegistration({ password: "secret 2026" });

    const password = screen.getByLabelText("Password");
    expect(await screen.findByText("Invalid password.")).toBeVisible();
    for (const rule of [
      "At least 8 characters",
      "A digit",
      "A lower-case letter",
      "An upper-case letter",
      "One of !@#$%^&+=",
      "No spaces",
    ]) {
      expect(screen.getByText(rule)).toBeVisible();
      expect(password).toHaveAccessibleDescription(expect.stringContaining(rule));
    }
    // Ticked as met: a digit and a lower-case letter; not met: the space.
    expect(screen.getByText("A digit")).toHaveClass("password-rules__rule--met");
    expect(screen.getByText("No spaces")).not.toHaveClass("password-rules__rule--met");
    expect(requests).toHaveLength(0);

    await user.clear(password);
    await user.type(password, "Secret#2026");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
  });

  it("shows the phone format, keeps it beside a refusal, and takes a number typed with brackets and dashes", async () => {
    const requests = stubFetch({ "POST /api/register": () => json(201, codeSent) });
    const { user } = await submitRegistration({ mobilePhone: "055 123 45 67" });

    const phone = screen.getByLabelText("Mobile phone");
    expect(await screen.findByText("Invalid phone number.")).toBeVisible();
    expect(phone).toHaveAccessibleDescription("Invalid phone number. For example +994 50 123 45 67");
    expect(requests).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, "+994 (55) 123-45-67");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(await bodyOf(requests[0])).toMatchObject({ mobilePhone: "+994551234567" });
  });

  it("asks for every field", async () => {
    const requests = stubFetch({});
    renderAuth("/auth/register");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Register" }));

    expect(await screen.findByText("Full name is required")).toBeVisible();
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(screen.getByText("Mobile phone is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
