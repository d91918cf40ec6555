import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";

async function submitRegistration(password = "Secret#2026") {
  renderRoute("/auth/register");
  await screen.findByRole("heading", { name: "Create an account" });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full name"), "Rəşad Quliyev");
  await user.type(screen.getByLabelText("Email"), "resad@example.az");
  await user.type(screen.getByLabelText("Mobile phone"), "+994551234567");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Register" }));
  return user;
}

describe("registration", () => {
  it("asks for the code and says what happens when the e-mail already has an account", async () => {
    stubFetch({
      "POST /api/register": () => json(201, { email: "resad@example.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
    });
    await submitRegistration();

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(
      screen.getByText("If this e-mail already has an account, we sent an e-mail to it instead of a code."),
    ).toBeVisible();
  });

  it("puts a leaked password's refusal on the password field", async () => {
    stubFetch({
      "POST /api/register": () =>
        json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { password: "validation.passwordBreached" } }),
    });
    await submitRegistration("Password#2026");

    expect(await screen.findByText("This password is in lists of leaked passwords. Choose another one.")).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });
});
