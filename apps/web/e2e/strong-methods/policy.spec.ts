import { type APIRequestContext, expect, test } from "@playwright/test";
import { authenticatorApp } from "../support/authenticator";
import { confirmedMerchant, signInThroughPortal } from "../support/flows";
import { codeSentTo, lastMessageTo } from "../support/outbox";
import { passwordStep, signOut } from "../support/strong-sign-in";

/** A sub-user the main user added (through the API), with the password they set from the e-mailed link. */
async function subUser(request: APIRequestContext, main: { mobilePhone: string }, headers: Record<string, string>) {
  const tag = Date.now().toString(36);
  const sub = {
    email: `strong.${tag}@example.az`,
    mobilePhone: `+99477${String(Date.now()).slice(-7)}`,
    password: "Baxis#2026",
  };
  expect((await request.get("/api/otp/init/sub-user", { headers })).status()).toBe(200);
  const created = await request.post(`/api/user/registerPmd/${await codeSentTo(request, main.mobilePhone)}`, {
    headers,
    data: {
      firstName: "Aysel",
      lastName: "Rzayeva",
      email: sub.email,
      mobilePhone: sub.mobilePhone,
      role: "viewer",
      permissions: [],
      applicationIds: [],
    },
  });
  expect(created.status()).toBe(201);
  let guid = "";
  await expect
    .poll(
      async () =>
        (guid = /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(await lastMessageTo(request, sub.email))?.[1] ?? ""),
    )
    .not.toBe("");
  const set = await request.post(`/api/confirm-password/${guid}`, {
    data: { password: sub.password, confirmPassword: sub.password },
  });
  expect(set.status()).toBe(200);
  return sub;
}

test("the owner requires a strong method of sub-users; a sub-user without one is led to add it first", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await confirmedMerchant(request);
  await signInThroughPortal(page, request, owner);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("accessToken"))}` };
  const sub = await subUser(request, owner, headers);

  await page.goto("/settings/security");
  const policy = page.getByRole("switch", { name: "Require a strong sign-in method for every sub-user" });
  // The switch follows the server: it turns once the account's policy is saved.
  await policy.click();
  await expect(policy).toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await request.get("/api/security", { headers })).json()) as { requireStrongForSubUsers: boolean })
          .requireStrongForSubUsers,
    )
    .toBe(true);

  // The sub-user signs in (SMS: they have no strong method yet) and lands on Security, and nowhere else.
  await signOut(page);
  await passwordStep(page, sub);
  await page.getByLabel("Verification code").fill(await codeSentTo(request, sub.mobilePhone));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(
    page.getByText("Your account owner requires an authenticator app or a passkey. Add one to continue."),
  ).toBeVisible();
  await page.goto("/billing/transactions");
  await expect(page).toHaveURL(/\/settings\/security$/);
  await page.screenshot({ path: info.outputPath("policy-held.png"), fullPage: true });

  // Adding an authenticator on the screen, with a code computed from the key it shows.
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Add authenticator app" }).click();
  const adding = page.getByRole("dialog", { name: "Add authenticator app" });
  await adding.getByLabel("Current password").fill(sub.password);
  await adding.getByRole("button", { name: "Continue" }).click();
  await expect(
    adding.getByRole("img", { name: "QR code that adds your account to an authenticator app" }),
  ).toBeVisible();
  // The key as typed into an app without a camera: base32, under the QR code.
  const key = (await adding.getByText(/^[A-Z2-7]{16,}$/).textContent())!;
  await adding.getByLabel("Code from the app").fill(await authenticatorApp(key).code());
  await adding.getByRole("button", { name: "Confirm" }).click();
  const codes = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await codes.getByRole("button", { name: "I have saved them" }).click();

  // The portal opens.
  await page.goto("/billing/transactions");
  await expect(page).toHaveURL(/\/billing\/transactions$/);
});
