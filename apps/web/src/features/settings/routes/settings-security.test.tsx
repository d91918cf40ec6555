import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { calls, securityOverview, stubSettingsApi } from "../test-fixtures";

// The browser's WebAuthn prompt: jsdom has none, so the library that opens it stands in.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => webauthn);

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `k7m2p-x9q${"abcdefghjk"[i]}w`);
const wrongPassword = () =>
  json(400, {
    code: "VALIDATION_ERROR",
    message: "Invalid request.",
    fields: { password: "validation.oldPasswordWrong" },
  });

async function openSecurity(path = "/settings/security") {
  const router = renderRoute(path);
  const region = within(await screen.findByRole("region", { name: "Security" }));
  await region.findByRole("heading", { name: "Authenticator app" });
  return { user: userEvent.setup(), region, router };
}

const passwordField = (dialog: ReturnType<typeof within>) =>
  dialog.getByLabelText(/^Current password/, { selector: "input" });

describe("settings: security", { timeout: 30000 }, () => {
  it("shows the authenticator, the passkeys, the recovery codes left, the SMS fallback and the owner's policy", async () => {
    stubSettingsApi({
      security: () =>
        json(
          200,
          securityOverview({
            totp: { addedAt: "2026-05-02T09:00:00.000Z" },
            passkeys: [
              { id: "pk-1", name: "Work laptop", createdAt: "2026-05-03T09:00:00.000Z", lastUsedAt: null },
              {
                id: "pk-2",
                name: "YubiKey",
                createdAt: "2026-05-10T09:00:00.000Z",
                lastUsedAt: "2026-05-21T10:15:00.000Z",
              },
            ],
            recoveryCodesLeft: 7,
            smsFallback: true,
          }),
        ),
    });
    const { region } = await openSecurity();

    expect(region.getByText(`Added on ${formatDate("2026-05-02T09:00:00.000Z", "en", "Asia/Baku")}`)).toBeVisible();
    expect(region.getByRole("button", { name: "Remove authenticator app" })).toBeVisible();
    expect(region.queryByRole("button", { name: "Add authenticator app" })).toBeNull();

    const passkeys = within(region.getByRole("list", { name: "Passkeys" }));
    expect(passkeys.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "YubiKey",
      "Work laptop",
    ]);
    const yubiKey = within(passkeys.getByRole("listitem", { name: "YubiKey" }));
    expect(
      yubiKey.getByText(`${formatDateTime("2026-05-21T10:15:00.000Z", "en", "Asia/Baku")} (Baku, GMT+4)`),
    ).toBeVisible();
    expect(yubiKey.getByRole("button", { name: "Remove" })).toHaveAccessibleDescription("YubiKey");
    expect(within(passkeys.getByRole("listitem", { name: "Work laptop" })).getByText("Not used yet")).toBeVisible();
    expect(region.getByRole("button", { name: "Add a passkey" })).toBeVisible();

    expect(region.getByText("Unused codes: 7 of 10")).toBeVisible();
    expect(region.getByRole("button", { name: "Get new recovery codes" })).toBeVisible();
    expect(region.getByRole("switch", { name: "Also accept codes by SMS" })).toBeChecked();
    // The main user sets the policy for the account's sub-users.
    expect(
      region.getByRole("switch", { name: "Require a strong sign-in method for every sub-user" }),
    ).not.toBeChecked();
  });

  it("offers no SMS fallback or recovery codes before a strong method, and no policy to a sub-user", async () => {
    stubSettingsApi({ user: () => sessionUser({ userType: "sub" }) });
    const { region } = await openSecurity();

    expect(region.getByText(/^Not added\./)).toBeVisible();
    expect(region.getByText(/^No passkeys yet\./)).toBeVisible();
    expect(region.queryByRole("heading", { name: "Recovery codes" })).toBeNull();
    expect(region.queryByRole("switch", { name: "Also accept codes by SMS" })).toBeNull();
    expect(region.queryByRole("switch", { name: /sub-user/ })).toBeNull();
  });

  it("adds an authenticator app: the password, the QR code and key, one code, then the recovery codes once", async () => {
    let overview = securityOverview();
    let sessionChecks = 0;
    const requests = stubSettingsApi({
      user: () => {
        sessionChecks += 1;
        return sessionUser({ secondSteps: overview.totp ? ["totp"] : ["sms"] });
      },
      security: () => json(200, overview),
      extra: {
        "POST /api/security/totp": async (request) => {
          const { password } = (await request.clone().json()) as { password: string };
          if (password !== "Secret#2026") return wrongPassword();
          return json(200, {
            otpauthUri: "otpauth://totp/Portal:demo%40merchant.az?secret=JBSWY3DPEHPK3PXP&issuer=Portal",
            secret: "JBSWY3DPEHPK3PXP",
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
          });
        },
        "POST /api/security/totp/confirm": () => {
          overview = securityOverview({ totp: { addedAt: "2026-05-21T10:15:00.000Z" }, recoveryCodesLeft: 10 });
          return json(200, { recoveryCodes: RECOVERY_CODES });
        },
      },
    });
    const { user, region } = await openSecurity();
    const checksBefore = sessionChecks;

    await user.click(region.getByRole("button", { name: "Add authenticator app" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add authenticator app" }));
    await user.type(passwordField(dialog), "wrong{Enter}");
    expect(await dialog.findByText("The current password is incorrect.")).toBeVisible();
    expect(passwordField(dialog)).toHaveAttribute("aria-invalid", "true");

    await user.clear(passwordField(dialog));
    await user.type(passwordField(dialog), "Secret#2026");
    await user.click(dialog.getByRole("button", { name: "Continue" }));

    const qr = await dialog.findByRole("img", { name: "QR code that adds your account to an authenticator app" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(dialog.getByText("JBSWY3DPEHPK3PXP")).toBeVisible();
    expect(dialog.getByRole("button", { name: "Copy key" })).toBeVisible();
    await user.type(dialog.getByRole("textbox", { name: /^Code from the app/ }), "123456");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));

    const codes = within(await screen.findByRole("dialog", { name: "Save your recovery codes" }));
    expect(
      within(codes.getByRole("list", { name: "Recovery codes" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(codes.getByText(/shown only this once/)).toBeVisible();
    expect(codes.getByRole("button", { name: "Download" })).toBeVisible();
    expect(codes.getByRole("button", { name: "Copy" })).toBeVisible();
    expect(calls(requests, "POST", "/api/security/totp/confirm")).toHaveLength(1);
    expect(await calls(requests, "POST", "/api/security/totp/confirm")[0]!.json()).toEqual({ code: "123456" });

    // The section and the session are read again: the page shows the app, the code steps ask for it.
    expect(await region.findByText(/^Added on /)).toBeVisible();
    await waitFor(() => expect(sessionChecks).toBeGreaterThan(checksBefore));
    // Reading them again does not lose the codes.
    expect(screen.getByRole("dialog", { name: "Save your recovery codes" })).toBeVisible();

    await user.click(codes.getByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds a passkey with the browser's prompt, and says so when the browser's prompt was cancelled", async () => {
    let overview = securityOverview();
    const requests = stubSettingsApi({
      security: () => json(200, overview),
      extra: {
        "POST /api/security/passkeys/options": () =>
          json(200, { challenge: "Y2hhbGxlbmdl", rp: { name: "Portal" }, user: { id: "dTE", name: "demo" } }),
        "POST /api/security/passkeys": () => {
          overview = securityOverview({
            passkeys: [{ id: "pk-1", name: "My phone", createdAt: "2026-05-21T10:15:00.000Z", lastUsedAt: null }],
          });
          return json(201, { recoveryCodes: RECOVERY_CODES });
        },
      },
    });
    const cancelled = Object.assign(new Error("The operation either timed out or was not allowed."), {
      name: "NotAllowedError",
    });
    webauthn.startRegistration
      .mockRejectedValueOnce(cancelled)
      .mockResolvedValueOnce({ id: "cred-1", type: "public-key" });
    const { user, region } = await openSecurity();

    await user.click(region.getByRole("button", { name: "Add a passkey" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add a passkey" }));
    const name = dialog.getByRole("textbox", { name: /^Passkey name/ });
    expect(name).toHaveValue("Passkey");
    await user.clear(name);
    await user.type(name, "My phone");
    await user.type(passwordField(dialog), "Secret#2026");
    await user.click(dialog.getByRole("button", { name: "Create passkey" }));

    expect(await dialog.findByText(/^The passkey was not used/)).toBeVisible();
    expect(calls(requests, "POST", "/api/security/passkeys")).toHaveLength(0);

    await user.click(dialog.getByRole("button", { name: "Create passkey" }));
    const codes = within(await screen.findByRole("dialog", { name: "Save your recovery codes" }));
    expect(webauthn.startRegistration).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: "Y2hhbGxlbmdl", rp: { name: "Portal" }, user: { id: "dTE", name: "demo" } },
    });
    expect(await calls(requests, "POST", "/api/security/passkeys")[0]!.json()).toEqual({
      name: "My phone",
      response: { id: "cred-1", type: "public-key" },
    });
    await user.click(codes.getByRole("button", { name: "I have saved them" }));
    expect(await region.findByRole("listitem", { name: "My phone" })).toBeVisible();
  });

  it("removes a passkey only with the current password", async () => {
    let overview = securityOverview({
      passkeys: [{ id: "pk-1", name: "YubiKey", createdAt: "2026-05-10T09:00:00.000Z", lastUsedAt: null }],
      recoveryCodesLeft: 10,
    });
    const requests = stubSettingsApi({
      security: () => json(200, overview),
      extra: {
        "POST /api/security/passkeys/pk-1/remove": () => {
          overview = securityOverview();
          return json(200, { ok: true });
        },
      },
    });
    const { user, region } = await openSecurity();

    await user.click(within(region.getByRole("listitem", { name: "YubiKey" })).getByRole("button", { name: "Remove" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove the passkey “YubiKey”?" }));
    // The last strong method: the user is told the code steps go back to SMS.
    expect(dialog.getByText(/go back to codes by SMS/)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Remove" }));
    expect(await dialog.findByText("Current password is required")).toBeVisible();
    expect(calls(requests, "POST", "/api/security/passkeys/pk-1/remove")).toHaveLength(0);

    await user.type(passwordField(dialog), "Secret#2026");
    await user.click(dialog.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Passkey “YubiKey” removed.")).toBeVisible();
    expect(await calls(requests, "POST", "/api/security/passkeys/pk-1/remove")[0]!.json()).toEqual({
      password: "Secret#2026",
    });
    expect(await region.findByText(/^No passkeys yet\./)).toBeVisible();
  });

  it("checks the session again when a call says the owner now requires a strong method, and sends the sub-user here", async () => {
    let required = false;
    stubSettingsApi({
      user: () => sessionUser({ userType: "sub", mustAddStrongMethod: required }),
      profile: () => {
        // The owner turned the policy on since this session was checked.
        required = true;
        return json(403, { code: "STRONG_METHOD_REQUIRED", message: "Add a strong method." });
      },
      security: () => json(200, securityOverview({ mustAddStrongMethod: required })),
    });
    const router = renderRoute("/settings");

    expect(
      await screen.findByText("Your account owner requires an authenticator app or a passkey. Add one to continue."),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/security"));
  });

  it("sends a sub-user who must add a strong method here from any address, and opens the portal once one is added", async () => {
    let overview = securityOverview({ mustAddStrongMethod: true });
    const subUser = () =>
      sessionUser({
        userType: "sub",
        mustAddStrongMethod: overview.mustAddStrongMethod,
        secondSteps: overview.mustAddStrongMethod ? ["sms"] : ["totp"],
      });
    const requests = stubSettingsApi({
      user: subUser,
      security: () => json(200, overview),
      extra: {
        "POST /api/security/totp": () =>
          json(200, { otpauthUri: "otpauth://totp/x", secret: "JBSWY3DPEHPK3PXP", qrSvg: "<svg/>" }),
        "POST /api/security/totp/confirm": () => {
          overview = securityOverview({ totp: { addedAt: "2026-05-21T10:15:00.000Z" }, recoveryCodesLeft: 10 });
          return json(200, { recoveryCodes: RECOVERY_CODES });
        },
      },
    });
    const router = renderRoute("/billing/wallet");

    expect(
      await screen.findByText("Your account owner requires an authenticator app or a passkey. Add one to continue."),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/settings/security");
    const region = within(await screen.findByRole("region", { name: "Security" }));
    // Nothing else: the server would refuse it anyway.
    expect(screen.queryByRole("region", { name: "Change password" })).toBeNull();
    expect(calls(requests, "GET", "/api/profile")).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(await region.findByRole("button", { name: "Add authenticator app" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add authenticator app" }));
    await user.type(passwordField(dialog), "Secret#2026{Enter}");
    await user.type(await dialog.findByRole("textbox", { name: /^Code from the app/ }), "123456{Enter}");

    // The session check now lets the portal open; the codes stay on screen meanwhile.
    const codes = within(await screen.findByRole("dialog", { name: "Save your recovery codes" }));
    await waitFor(() => expect(screen.queryByText(/Your account owner requires/)).toBeNull());
    expect(codes.getAllByRole("listitem")).toHaveLength(10);
    await user.click(codes.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByRole("region", { name: "Change password" })).toBeVisible();
  });
});
