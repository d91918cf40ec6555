import { expect, test } from "@playwright/test";
import { confirmedMerchant, signInThroughPortal } from "../support/flows";
import { lastMessageTo } from "../support/outbox";
import { passwordStep, signOut, virtualAuthenticator } from "../support/strong-sign-in";

test("a passkey added in Settings is the second step, and signs in on its own", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const m = await confirmedMerchant(request);
  await virtualAuthenticator(page);
  await signInThroughPortal(page, request, m);

  await page.goto("/settings/security");
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Add a passkey" }).click();
  const adding = page.getByRole("dialog", { name: "Add a passkey" });
  await adding.getByLabel("Passkey name").fill("Work laptop");
  await adding.getByLabel("Current password").fill(m.password);
  await adding.getByRole("button", { name: "Create passkey" }).click();
  const codes = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(codes.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.screenshot({ path: info.outputPath("recovery-codes.png") });
  await codes.getByRole("button", { name: "I have saved them" }).click();
  await expect(security.getByRole("listitem", { name: "Work laptop" })).toBeVisible();
  await expect.poll(() => lastMessageTo(request, m.email)).toMatch(/A sign-in method was added.*"Work laptop"/);
  await page.screenshot({ path: info.outputPath("security-passkey.png"), fullPage: true });

  // After the password: a touch of the passkey instead of a code.
  await signOut(page);
  await passwordStep(page, m);
  await expect(page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // The passkey alone, without e-mail or password.
  await signOut(page);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
