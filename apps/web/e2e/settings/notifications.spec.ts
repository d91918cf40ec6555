import { expect, test } from "@playwright/test";
import { confirmedMerchant, signInThroughPortal } from "../support/flows";
import { codeSentTo } from "../support/outbox";
import { notice } from "../support/notice";

// Without a bot the server's sandbox plays Telegram: the same one-time link, the same /start, the bot's answers in the outbox.
test("payment notifications: connect Telegram through its link and WhatsApp with a code, get a test message, disconnect", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const m = await confirmedMerchant(request);
  await signInThroughPortal(page, request, m);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Payment notifications" });
  await expect(section.getByText("Not connected")).toHaveCount(2);

  // Telegram: the link opens the bot (here its stand-in) in a new tab; Start there connects this chat.
  const [bot] = await Promise.all([
    page.waitForEvent("popup"),
    section.getByRole("button", { name: "Open the Telegram bot" }).click(),
  ]);
  await expect(section.getByText("Waiting for you to open the bot")).toBeVisible();
  await bot.getByRole("button", { name: "Start" }).click();
  await bot.waitForURL(/\/sandbox\/outbox\?to=\d+/);
  await expect(bot.getByText(/^Connected\. Payment notifications/)).toBeVisible();
  const chatId = new URL(bot.url()).searchParams.get("to")!;
  await bot.close();
  await expect(section.getByText("Connected", { exact: true })).toBeVisible();

  await section.getByRole("button", { name: "Send a test message" }).click();
  await expect(notice(page, "A test message is on its way to Telegram.")).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/sandbox/outbox.json?to=${chatId}`)).json()) as { text: string }[])[0]?.text,
    )
    .toMatch(/^Test message: payment notifications/);

  // WhatsApp: a code to one's own number, typed back.
  await section.getByRole("button", { name: "Send code" }).last().click();
  const code = await codeSentTo(request, m.mobilePhone);
  await section.getByRole("textbox", { name: /code/i }).first().fill(code);
  await section.getByRole("button", { name: /^(Confirm|Verify)/ }).click();
  await expect(section.getByText("Connected", { exact: true })).toHaveCount(2);
  await page.screenshot({ path: info.outputPath("notifications-en-1440.png"), fullPage: true });

  // Disconnected after a confirmation; the chat is told.
  await section.getByRole("button", { name: "Disconnect" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(notice(page, "Telegram has been disconnected.")).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/sandbox/outbox.json?to=${chatId}`)).json()) as { text: string }[])[0]?.text,
    )
    .toMatch(/^Disconnected\./);

  // The same section in Azerbaijani and Russian on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [language, title] of [
    ["az", "Ödəniş bildirişləri"],
    ["ru", "Уведомления о платежах"],
  ] as const) {
    await page.evaluate((lng) => localStorage.setItem("lang", lng), language);
    await page.reload();
    const region = page.getByRole("region", { name: title });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
    await region.screenshot({ path: info.outputPath(`notifications-${language}-390.png`) });
  }
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});
