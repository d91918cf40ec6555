import { expect, test } from "@playwright/test";
import { phoneConfirmedMerchant, signInThroughPortal } from "../support/flows";
import { verifyEmailTokenSentTo } from "../support/outbox";

test("a new merchant confirms the e-mail address from the e-mailed link, and the portal stops asking", async ({
  page,
  request,
}) => {
  const m = await phoneConfirmedMerchant(request);

  await signInThroughPortal(page, request, m);
  const banner = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(banner).toContainText(`We sent a link to ${m.email}.`);
  await expect(banner.getByRole("button", { name: "Send the link again" })).toBeEnabled();

  // Opened in the signed-in browser, as a click in a webmail tab would.
  await page.goto(`/auth/verify-email/${await verifyEmailTokenSentTo(request, m.email)}`);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByText("Your e-mail address is confirmed. Thank you.")).toBeVisible();

  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
