import { expect, test } from "@playwright/test";
import { confirmedMerchant, signInThroughPortal } from "../support/flows";
import { lastMessageTo } from "../support/outbox";

test("a merchant who forgot the password sets a new one from the e-mailed link", async ({ page, request }) => {
  const m = await confirmedMerchant(request);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(m.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(
    page.getByText("If an account exists for this e-mail, we have sent a link to set a new password."),
  ).toBeVisible();

  let link = "";
  await expect
    .poll(
      async () =>
        (link =
          /https?:\/\/\S+\/auth\/reset-password\/[0-9a-f-]{36}/.exec(await lastMessageTo(request, m.email))?.[0] ?? ""),
    )
    .not.toBe("");
  await page.goto(new URL(link).pathname);

  await page.getByLabel("New password").fill("Fresh#2026");
  await page.getByLabel("Confirm password").fill("Fresh#2027");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Confirm password does not match.")).toBeVisible();

  await page.getByLabel("Confirm password").fill("Fresh#2026");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your password has been changed. Sign in with your new password.")).toBeVisible();

  // The link works once, and opened again it says so before any password is typed.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();

  await signInThroughPortal(page, request, { ...m, password: "Fresh#2026" });
});
