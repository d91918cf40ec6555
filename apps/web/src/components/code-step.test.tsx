import type { ActionPurpose, SecondStep } from "@portal/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderSignedIn } from "@/testing/render-signed-in";
import { sessionUser } from "@/testing/session-user";
import { CodeStep } from "./code-step";

// The browser's WebAuthn prompt: jsdom has none, so the library that opens it stands in.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => webauthn);

function renderStep(onConfirm = vi.fn(() => Promise.resolve())) {
  render(
    <AppProvider>
      <CodeStep
        phoneHint="+994 ** *** ** 67"
        resendIn={60}
        onConfirm={onConfirm}
        onResend={vi.fn()}
        onBack={vi.fn()}
        headingLevel="h2"
      />
    </AppProvider>,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe("the portal's code step", () => {
  it("has a labelled field, focused, that phones fill from the text message", () => {
    renderStep();
    const code = screen.getByRole("textbox", { name: "Verification code" });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("maxlength", "6");
  });

  it("links a broken rule to the field, marks it invalid and keeps focus there", async () => {
    const { onConfirm, user } = renderStep();
    const code = screen.getByRole("textbox", { name: "Verification code" });
    await user.type(code, "12a{Enter}");

    expect(await screen.findByText("The code must be 6 digits.")).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("The code must be 6 digits.");
    expect(code).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

/** The step inside the signed-in shell, for a user whose code steps are met by `secondSteps`. */
async function renderStrongStep(secondSteps: SecondStep[], purpose: ActionPurpose | undefined, extra = {}) {
  localStorage.setItem("accessToken", "token-1");
  const requests = stubFetch({ "GET /api/session": () => json(200, sessionUser({ secondSteps })), ...extra });
  const onConfirm = vi.fn(() => Promise.resolve());
  const onResend = vi.fn();
  renderSignedIn(
    <CodeStep
      phoneHint="+994 ** *** ** 67"
      resendIn={60}
      onConfirm={onConfirm}
      onResend={onResend}
      onBack={vi.fn()}
      headingLevel="h2"
      purpose={purpose}
    />,
  );
  await screen.findByRole("heading", { level: 2 });
  return { requests, onConfirm, onResend, user: userEvent.setup() };
}

describe("the code step of a user with a strong method", { timeout: 30000 }, () => {
  it("asks for the authenticator app's code, with no SMS to resend", async () => {
    const { onConfirm, user } = await renderStrongStep(["totp"], "withdraw");

    expect(screen.getByRole("heading", { level: 2, name: "Confirm it's you" })).toBeVisible();
    expect(screen.getByText("Enter the code from your authenticator app.")).toBeVisible();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Resend code" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Text me a code instead" })).toBeNull();
    expect(screen.queryByText(/You can request a new code/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "Verification code" }), "123456{Enter}");
    expect(onConfirm).toHaveBeenCalledWith("123456");
  });

  it("stays the SMS step for a code that is no action of the user's (a new phone's)", async () => {
    await renderStrongStep(["totp"], undefined);

    expect(screen.getByRole("heading", { level: 2, name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeVisible();
  });

  it("confirms with a passkey's code, or texts the code on request when SMS is kept on", async () => {
    const options = { challenge: "Y2hhbGxlbmdl", allowCredentials: [] };
    const assertion = { id: "cred-1", type: "public-key" };
    webauthn.startAuthentication.mockResolvedValueOnce(assertion);
    const { requests, onConfirm, onResend, user } = await renderStrongStep(["totp", "passkey", "sms"], "transfer", {
      "POST /api/security/step/passkey-options": () => json(200, options),
      "POST /api/security/step/passkey": () => json(200, { code: "482913" }),
      "POST /api/security/step/sms": () => json(200, { resendIn: 60, phoneHint: "+994 ** *** ** 67" }),
    });
    const bodies = (path: string) =>
      Promise.all(requests.filter((r) => new URL(r.url).pathname === path).map((r) => r.clone().json()));

    expect(screen.getByText("Enter the code from your authenticator app, or use a passkey.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Use a passkey" }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith("482913"));
    expect(await bodies("/api/security/step/passkey-options")).toEqual([{ purpose: "transfer" }]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(await bodies("/api/security/step/passkey")).toEqual([{ purpose: "transfer", response: assertion }]);

    await user.click(screen.getByRole("button", { name: "Text me a code instead" }));
    expect(await screen.findByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(screen.getByText("We have texted you a code.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(screen.getByText(/You can request a new code in/)).toBeVisible();
    expect(await bodies("/api/security/step/sms")).toEqual([{ purpose: "transfer" }]);
    // The step's own resend would open a new step: the open one is texted instead.
    expect(onResend).not.toHaveBeenCalled();
  });

  it("says so when the passkey prompt is cancelled", async () => {
    webauthn.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error("The operation either timed out or was not allowed."), { name: "NotAllowedError" }),
    );
    const { onConfirm, user } = await renderStrongStep(["passkey"], "payout", {
      "POST /api/security/step/passkey-options": () => json(200, { challenge: "Y2hhbGxlbmdl" }),
    });

    expect(screen.getByText("Use your passkey to confirm.")).toBeVisible();
    // Nothing to type with a passkey alone.
    expect(screen.queryByRole("textbox", { name: "Verification code" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByText(/^The passkey was not used/)).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
