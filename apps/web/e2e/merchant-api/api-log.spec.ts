import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo } from "../support/outbox";

test("the API log shows the calls made with an application's key, filtered, and one call with both bodies", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const merchant = await liveMerchantPage(page, request);
  expect((await request.get(`/api/otp/init/updateKey/${merchant.appId}`, { headers: merchant.headers })).status()).toBe(
    200,
  );
  const code = await codeSentTo(request, merchant.mobilePhone);
  const { secretKey } = (await (
    await request.get(`/api/appKey/${merchant.appId}/${code}`, { headers: merchant.headers })
  ).json()) as { secretKey: string };
  const { merchantId, configId } = (await (
    await request.get(`/api/apps/${merchant.appId}`, { headers: merchant.headers })
  ).json()) as { merchantId: string; configId: string };

  // The merchant's server: an order made once (its idempotency key), and one read that finds nothing.
  const authorization = `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString("base64")}`;
  const idempotencyKey = `api-log-${randomUUID()}`;
  const created = await request.post("/api/v1/orders", {
    headers: { authorization, "idempotency-key": idempotencyKey },
    data: { amount: 1840, currency: "AZN", description: "The Old Man and the Sea", language: "en" },
  });
  expect(created.status()).toBe(201);
  const { id: orderId } = (await created.json()) as { id: string };
  const missing = `/api/v1/orders/${randomUUID()}`;
  expect((await request.get(missing, { headers: { authorization } })).status()).toBe(404);

  await page.goto(`/applications/configure/${merchant.appId}/${configId}`);
  await page.getByRole("button", { name: "Open API log" }).click();
  const log = page.getByRole("dialog", { name: /^API log/ });
  const rows = log.getByRole("table").getByRole("row");
  // The log is written a second or so after each answer: Refresh until both calls are in.
  await expect(async () => {
    await log.getByRole("button", { name: "Refresh" }).click();
    await expect(rows).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const createRow = rows.filter({ hasText: "/api/v1/orders" }).filter({ hasText: "POST" });
  await expect(createRow).toContainText("201");
  await expect(rows.filter({ hasText: missing })).toContainText("404");

  await log.getByRole("combobox", { name: "Status" }).selectOption({ label: "4xx: error in the call" });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(missing);
  await expect(rows.nth(1)).toContainText("GET");

  await log.getByRole("combobox", { name: "Status" }).selectOption({ label: "All statuses" });
  await expect(rows).toHaveCount(3);
  await createRow.getByRole("button").first().click();
  const call = page.getByRole("dialog", { name: "POST /api/v1/orders" });
  await expect(call.getByRole("region", { name: "Request body" })).toContainText(
    '"description": "The Old Man and the Sea"',
  );
  await expect(call.getByRole("region", { name: "Response body" })).toContainText(`"id": "${orderId}"`);
  await expect(call.getByText(idempotencyKey)).toBeVisible();
  // The secret key is never kept: the call was authorised by it, and neither body holds it.
  await expect(call).not.toContainText(secretKey);

  // Escape closes the call; the webhook deliveries are the webhooks section's, which has no endpoint yet.
  await page.keyboard.press("Escape");
  await expect(call).toHaveCount(0);
  await log.getByRole("button", { name: "Webhook deliveries" }).click();
  await expect(log).toHaveCount(0);
  const webhooks = page.getByRole("region", { name: "Webhooks" });
  await expect(webhooks.getByRole("button", { name: "Add endpoint" })).toBeFocused();
  await expect(webhooks).toBeInViewport();
});
