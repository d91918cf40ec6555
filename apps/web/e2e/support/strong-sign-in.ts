import type { Page } from "@playwright/test";

/** The sign-in form's first step, the password; the second step is the test's to take. */
export async function passwordStep(page: Page, m: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(m.email);
  await page.getByLabel("Password", { exact: true }).fill(m.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Forgets this browser's session, as signing out on another tab would. */
export const signOut = (page: Page) => page.evaluate(() => localStorage.removeItem("accessToken"));

/** Chromium's virtual authenticator (CDP WebAuthn): a platform passkey that verifies its user. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
