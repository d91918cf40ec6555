import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { confirmedMerchant, type Merchant, signInThroughPortal } from "../support/flows";
import { codeSentTo, confirmEmailTokenSentTo } from "../support/outbox";
import { notice } from "../support/notice";

/** Another device: a session signed in through the API, whose token the test holds. */
async function otherDevice(request: APIRequestContext, m: Merchant): Promise<string> {
  expect((await request.post("/api/login", { data: { username: m.email, password: m.password } })).status()).toBe(200);
  const code = await codeSentTo(request, m.mobilePhone);
  const approved = await request.post(`/api/approveLogin/${code}/${encodeURIComponent(m.email)}`);
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { accessToken: string }).accessToken;
}

const profileStatus = (request: APIRequestContext, token: string) =>
  request.get("/api/profile", { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status());

const pageToken = async (page: Page) => (await page.evaluate(() => localStorage.getItem("accessToken")))!;

// A merchant of its own: the password, phone and e-mail change here, which the demo merchant's other journeys rely on.
test("settings: the name, the signed-in devices, the password, the phone, the e-mail, the messages sent and the language", async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const m = await confirmedMerchant(request);
  await signInThroughPortal(page, request, m);
  let other = await otherDevice(request, m);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });

  // The name, in the profile and the sidebar.
  const profile = page.getByRole("region", { name: "My profile" });
  await expect(profile.getByText(m.email)).toBeVisible();
  await profile.getByRole("textbox", { name: /^Full name/ }).fill("Nigar Əliyeva");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Your profile has been saved.")).toBeVisible();
  await expect(sidebar.getByText("Nigar Əliyeva")).toBeVisible();

  // This browser and the other device; the other one signed out from here.
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  const here = devices.getByRole("listitem").filter({ hasText: "This device" });
  await expect(here.getByRole("heading", { level: 3 })).toHaveText("Chrome on Linux");
  await expect(here.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await devices
    .getByRole("listitem")
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  await expect(notice(page, /has been signed out\.$/)).toBeVisible();
  await expect(devices.getByText("You are signed in on this device only.")).toBeVisible();
  expect(await profileStatus(request, other)).toBe(401);
  await page.screenshot({ path: info.outputPath("settings-en-1440.png"), fullPage: true });

  // A new password signs out the other devices, not this one; sign-in takes the new one.
  other = await otherDevice(request, m);
  await page.reload();
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  const newPassword = "Changed#2027";
  const password = page.getByRole("region", { name: "Change password" });
  await password.getByLabel(/^Current password/).fill(m.password);
  await password.getByLabel(/^New password/).fill(newPassword);
  await password.getByLabel(/^Confirm new password/).fill(newPassword);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toContainText(
    "Every other device where you were signed in has been signed out.",
  );
  expect(await profileStatus(request, other)).toBe(401);
  expect(await profileStatus(request, await pageToken(page))).toBe(200);
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  // A new phone, confirmed by the code texted to it, once the user proved who they are (a stolen session cannot).
  const newPhone = `+99470${String(Date.now()).slice(-7)}`;
  const phone = page.getByRole("region", { name: "Phone number" });
  await phone.getByRole("textbox", { name: /^New phone number/ }).fill(newPhone);
  await phone.getByRole("button", { name: "Send code" }).click();
  const proof = page.getByRole("dialog", { name: "Confirm it's you" });
  await proof.getByLabel(/^Current password/).fill(newPassword);
  await proof.getByRole("button", { name: "Confirm" }).click();
  await expect(proof).toHaveCount(0);
  await expect(phone.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  await phone.getByLabel("Verification code").fill(await codeSentTo(request, newPhone));
  await phone.getByRole("button", { name: "Confirm" }).click();
  await expect(phone.getByRole("status")).toHaveText(`Your phone number is now ${newPhone}.`);
  await expect(profile.getByText(newPhone)).toBeVisible();
  await expect(sidebar.getByText(newPhone)).toBeVisible();

  // A new e-mail address, asked minutes after the proof, which still holds: it waits under the current one until the link sent to it is opened.
  const newEmail = `e2e.moved.${Date.now().toString(36)}@example.az`;
  await profile.getByRole("button", { name: "Change" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Change your e-mail address" });
  await emailDialog.getByRole("textbox", { name: /^New e-mail address/ }).fill(newEmail);
  await emailDialog.getByRole("button", { name: "Send link" }).click();
  await expect(profile.getByRole("status")).toHaveText(
    `We sent a confirmation link to ${newEmail}. Your address changes when you open it (within 24 hours).`,
  );
  await expect(emailDialog).toHaveCount(0);
  await expect(profile.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(profile.getByText(m.email, { exact: true })).toBeVisible();
  // Opened from the mailbox: the signed-out link page.
  await page.goto(`/auth/confirm-email/${await confirmEmailTokenSentTo(request, newEmail)}`);
  await page.getByRole("button", { name: "Confirm the address" }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await page.goto("/settings");
  await expect(profile.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(profile.getByText(/^Waiting for confirmation/)).toHaveCount(0);

  // Signed out, then in again with the new address and password, and a code texted to the new phone.
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughPortal(page, request, { ...m, email: newEmail, password: newPassword, mobilePhone: newPhone });

  // The messages sent to the new phone and address: the codes texted to it among them, as cards at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings");
  const messages = page.getByRole("region", { name: "Messages sent to you" });
  const texts = messages
    .getByRole("list", { name: "Messages sent to you" })
    .getByRole("listitem")
    .filter({ hasText: "SMS" });
  await expect.poll(() => texts.count()).toBeGreaterThanOrEqual(2);
  await expect(texts.first().getByText("Sent")).toBeVisible();
  // The link went to the new address before it was the user's; the sandbox kept it, as it keeps every message here.
  const linkMail = messages.getByRole("listitem").filter({ hasText: "E-mail" }).first();
  await expect(linkMail).toContainText("e***@example.az");
  await expect(linkMail).toContainText("Kept in the sandbox outbox (not delivered).");

  // The language chosen here switches the portal and is kept on the profile; pictures at phone width.
  await page.getByRole("combobox", { name: "Interface language" }).selectOption({ label: "Azərbaycan dili" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await expect(page.getByRole("heading", { level: 1, name: "Parametrlər" })).toBeVisible();
  await expect(notice(page, "Profiliniz yadda saxlanıldı.")).toBeVisible();
  await page.screenshot({ path: info.outputPath("settings-az-390.png"), fullPage: true });

  await page.getByRole("combobox", { name: "İnterfeys dili" }).selectOption({ label: "Русский" });
  await page.getByRole("button", { name: "Yadda saxla" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Устройства со входом" }).getByText("Это устройство")).toBeVisible();
  await page.screenshot({ path: info.outputPath("settings-ru-390.png"), fullPage: true });
  const stored = (await (
    await request.get("/api/profile", { headers: { authorization: `Bearer ${await pageToken(page)}` } })
  ).json()) as { language: string };
  expect(stored.language).toBe("ru");

  // The next SMS comes in the language chosen: a code for yet another number, asked for in Russian.
  const russianPhone = `+99477${String(Date.now()).slice(-7)}`;
  const phoneRu = page.getByRole("region", { name: "Номер телефона" });
  await phoneRu.getByRole("textbox", { name: /^Новый номер телефона/ }).fill(russianPhone);
  await phoneRu.getByRole("button", { name: "Отправить код" }).click();
  // This session began at the sign-in above: it proves who its user is anew, in Russian.
  const proofRu = page.getByRole("dialog", { name: "Подтвердите, что это вы" });
  await proofRu.getByLabel(/^Текущий пароль/).fill(newPassword);
  await proofRu.getByRole("button", { name: "Подтвердить" }).click();
  await expect(proofRu).toHaveCount(0);
  const code = await codeSentTo(request, russianPhone);
  const [sms] = (await (await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(russianPhone)}`)).json()) as {
    text: string;
  }[];
  expect(sms!.text).toContain(`Ваш код, чтобы сделать этот номер телефоном учётной записи мерчанта: ${code}.`);
});
