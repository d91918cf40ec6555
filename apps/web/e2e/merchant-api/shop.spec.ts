import { expect, test } from "@playwright/test";
import { cards, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo } from "../support/outbox";
import { startShop } from "./shop";

test("a shop's own page takes a payment through the merchant API and hears of it by a signed webhook", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);

  // The developer's part: a secret key (by a texted code) and the merchant id.
  expect((await request.get(`/api/otp/init/updateKey/${merchant.appId}`, { headers: merchant.headers })).status()).toBe(
    200,
  );
  const code = await codeSentTo(request, merchant.mobilePhone);
  const { secretKey } = (await (
    await request.get(`/api/appKey/${merchant.appId}/${code}`, { headers: merchant.headers })
  ).json()) as { secretKey: string };
  const { merchantId } = (await (
    await request.get(`/api/apps/${merchant.appId}`, { headers: merchant.headers })
  ).json()) as { merchantId: string };
  const shop = await startShop({ portal: baseURL!, merchantId, secretKey });
  try {
    const endpoint = await request.post(`/api/apps/${merchant.appId}/webhooks`, {
      headers: merchant.headers,
      data: { url: `${shop.origin}/webhooks`, description: "Caspian Books", events: ["order.paid", "order.failed"] },
    });
    expect(endpoint.status()).toBe(201);
    shop.useSigningSecret(((await endpoint.json()) as { signingSecret: string }).signingSecret);

    // The customer's part, in a browser of their own: the shop, the portal's checkout, back to the shop.
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await customer.newPage();
    await phone.goto(shop.origin);
    await phone.getByRole("button", { name: "Buy now" }).click();
    await expect(phone).toHaveURL(new RegExp(`^${baseURL}/pay/[A-Z0-9]{10}`));
    await expect(phone.getByText("18.40 AZN").first()).toBeVisible();
    await expect(phone.getByText("The Old Man and the Sea")).toBeVisible();
    await payByCard(phone, cards.approve);
    await expect(phone.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(phone).toHaveURL(new RegExp(`^${shop.origin}/thank-you\\?orderId=`), { timeout: 15_000 });
    await expect(phone.getByRole("heading", { name: "Thank you, your order is paid" })).toBeVisible();
    const orderId = new URL(phone.url()).searchParams.get("orderId");
    await customer.close();

    // The shop's endpoint heard of it once, signed as documented.
    await expect
      .poll(() => shop.events.map((e) => [e.type, e.data.id, e.data.status]), { timeout: 20_000 })
      .toEqual([["order.paid", orderId, "paid"]]);
    expect(shop.refused()).toBe(0);
  } finally {
    await shop.close();
  }
});
