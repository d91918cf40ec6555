import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { calls, profile, stubSettingsApi } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const NEW_PHONE = "+994551112233";
const SEND = `/api/otp/init/changePhoneNumber/${encodeURIComponent(NEW_PHONE)}`;
const required = () => json(403, { code: "REAUTHENTICATION_REQUIRED", message: "Confirm it is you first." });
const proven = () => json(200, { reauthenticatedUntil: "2026-12-02T10:10:00.000Z" });

/** Until the user proves who they are, the server refuses the change; after, it takes it. */
function refusedUntilProven(answer: () => Response) {
  let isProven = false;
  return {
    prove: () => {
      isProven = true;
      return proven();
    },
    change: () => (isProven ? answer() : required()),
  };
}

async function openSettings() {
  renderRoute("/settings");
  await screen.findByRole("region", { name: "Phone number" });
  return userEvent.setup();
}

describe("confirming it is you before the e-mail address or phone changes", { timeout: 60000 }, () => {
  it("asks for the password when the server wants proof, then sends the phone's code", async () => {
    const server = refusedUntilProven(() => json(200, { phoneHint: "+994 ** *** ** 33", resendIn: 60 }));
    const requests = stubSettingsApi({
      extra: { [`GET ${SEND}`]: server.change, "POST /api/reauthenticate": server.prove },
    });
    const user = await openSettings();
    const region = within(screen.getByRole("region", { name: "Phone number" }));
    await region.findByText("+994501234567");

    await user.type(region.getByRole("textbox", { name: /^New phone number/ }), NEW_PHONE);
    await user.click(region.getByRole("button", { name: "Send code" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it's you" }));
    await user.type(dialog.getByLabelText(/^Current password/), "Secret#2026");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));

    expect(await region.findByRole("heading", { level: 3, name: "Check your phone" })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await calls(requests, "POST", "/api/reauthenticate")[0]!.json()).toEqual({ password: "Secret#2026" });
    expect(calls(requests, "GET", SEND)).toHaveLength(2);
  });

  it("changes nothing when the user closes the question, and says nothing went wrong", async () => {
    stubSettingsApi({ extra: { [`GET ${SEND}`]: required } });
    const user = await openSettings();
    const region = within(screen.getByRole("region", { name: "Phone number" }));
    await region.findByText("+994501234567");
    await user.type(region.getByRole("textbox", { name: /^New phone number/ }), NEW_PHONE);
    await user.click(region.getByRole("button", { name: "Send code" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it's you" }));
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(region.queryByRole("alert")).not.toBeInTheDocument();
    expect(region.getByRole("button", { name: "Send code" })).toBeVisible();
  });
  it("says a wrong password at the field, and takes a code to the current phone instead", async () => {
    const server = refusedUntilProven(() => json(200, profile({ pendingEmail: "new@example.az" })));
    const requests = stubSettingsApi({
      extra: {
        "POST /api/updateProfile": server.change,
        "POST /api/reauthenticate": () =>
          json(400, {
            code: "VALIDATION_ERROR",
            message: "Wrong",
            fields: { password: "validation.oldPasswordWrong" },
          }),
        "GET /api/otp/init/reauthenticate": () => json(200, { phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
        "POST /api/reauthenticate/123456": server.prove,
      },
    });
    const user = await openSettings();
    const profileRegion = within(screen.getByRole("region", { name: "My profile" }));
    await user.click(await profileRegion.findByRole("button", { name: "Change" }));
    const emailDialog = within(await screen.findByRole("dialog", { name: "Change your e-mail address" }));
    await user.type(emailDialog.getByRole("textbox", { name: /^New e-mail address/ }), "new@example.az");
    await user.click(emailDialog.getByRole("button", { name: "Send link" }));

    const proof = within(await screen.findByRole("dialog", { name: "Confirm it's you" }));
    await user.type(proof.getByLabelText(/^Current password/), "Wrong#2026");
    await user.click(proof.getByRole("button", { name: "Confirm" }));
    expect(await proof.findByText("The current password is incorrect.")).toBeVisible();

    await user.click(proof.getByRole("button", { name: "Send a code to my phone instead" }));
    expect(await proof.findByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    await user.type(proof.getByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(proof.getByRole("button", { name: "Confirm" }));

    expect(
      await screen.findByText(
        "We sent a confirmation link to new@example.az. Your address changes when you open it (within 24 hours).",
      ),
    ).toBeVisible();
    expect(calls(requests, "POST", "/api/updateProfile")).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
