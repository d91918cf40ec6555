import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

async function submitRegistration(password = "Secret#2026", mobilePhone = "+994551234567") {
  renderRoute("/auth/register");
  await screen.findByRole("heading", { name: "Create an account" });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full name"), "Rəşad Quliyev");
  await user.type(screen.getByLabelText("Email"), "resad@example.az");
  await user.type(screen.getByLabelText("Mobile phone"), mobilePhone);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Register" }));
  return user;
}

const codeSent = { email: "resad@example.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 };

describe("registration", () => {
  it("asks for the code and says what happens when the e-mail already has an account", async () => {
    stubFetch({
      "POST /api/register": () => json(201, codeSent),
    });
    await submitRegistration();

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("If this e-mail already has an account, we sent an e-mail to it instead of a code.")).toBeVisible();
  });

  it("puts a leaked password's refusal on the password field", async () => {
    stubFetch({
      "POST /api/register": () => json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { password: "validation.passwordBreached" } }),
    });
    await submitRegistration("Password#2026");

    expect(await screen.findByText("This password is in lists of leaked passwords. Choose another one.")).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });

  it("says which password rules are not met, not only that the password is invalid", async () => {
    const requests = stubFetch({ "POST /api/register": () => json(201, codeSent) });
    const user = await submitRegistration("secret 2026");

    const password = screen.getByLabelText("Password");
    expect(await screen.findByText("Invalid password.")).toBeVisible();
    for (const rule of ["At least 8 characters", "A digit", "A lower-case letter", "An upper-case letter", "One of !@#$%^&+=", "No spaces"]) {
      expect(screen.getByText(rule)).toBeVisible();
      expect(password).toHaveAccessibleDescription(expect.stringContaining(rule));
    }
    expect(requests).toHaveLength(0);

    await user.clear(password);
    await user.type(password, "Secret#2026");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
  });

  it("shows the phone format, keeps it beside a refusal, and takes a number typed in groups as +994 and nine digits", async () => {
    const requests = stubFetch({ "POST /api/register": () => json(201, codeSent) });
    const user = await submitRegistration("Secret#2026", "055 123 45 67");

    const phone = screen.getByLabelText("Mobile phone");
    expect(await screen.findByText("Invalid phone number.")).toBeVisible();
    expect(phone).toHaveAccessibleDescription("Invalid phone number. For example +994 50 123 45 67");
    expect(requests).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, "+994 (55) 123-45-67");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(await requests[0]?.json()).toMatchObject({ mobilePhone: "+994551234567" });
  });
});
