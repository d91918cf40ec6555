import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { confirmedMerchant } from "./flows";
import { codeSentTo } from "./outbox";

const COMPANY_CONNECT = {
  accountType: "business",
  app: {
    appName: "Xəzər Otel",
    appUrl: "https://xezer-otel.example.az",
    appInfo: "Rooms by the sea",
    category: "tourism",
  },
  company: {
    companyName: "Xəzər Otel MMC",
    companyWebsite: "",
    address: "Bakı, Neftçilər prospekti 5",
    taxId: "1400000001",
    category: "tourism",
  },
  bankDetails: {
    bankName: "Kapital Bank",
    bankTaxId: "9900003611",
    iban: "AZ21NABZ00000000137010001944",
    correspondentAccount: "AZ37NABZ01350100000000001944",
    swift: "AIIBAZ2X",
    code: "200004",
  },
};

/**
 * A merchant with a live application, made through the API as the onboarding screens would
 * (phone and e-mail address confirmed, connect, review, mobile e-signature in the sandbox),
 * signed in on the page's origin.
 */
export async function liveMerchantPage(page: Page, request: APIRequestContext) {
  const m = await confirmedMerchant(request);
  expect((await request.post("/api/login", { data: { username: m.email, password: m.password } })).status()).toBe(200);
  const code = await codeSentTo(request, m.mobilePhone);
  const { accessToken } = (await (
    await request.post(`/api/approveLogin/${code}/${encodeURIComponent(m.email)}`)
  ).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  const connected = await request.post("/api/merchant-connect", { headers, data: COMPANY_CONNECT });
  expect(connected.status()).toBe(201);
  const { appId } = (await connected.json()) as { appId: string };
  expect((await request.patch(`/api/application-verify/switch/review/business/${appId}`, { headers })).status()).toBe(
    200,
  );
  expect(
    (
      await request.post("/api/application-verify/asan-login", {
        headers,
        data: { appId, phone: m.mobilePhone, userId: "123456" },
      })
    ).status(),
  ).toBe(200);
  const poll = async (step: "auth" | "sign") =>
    (await (await request.get(`/api/application-verify/verification-code/${step}/${appId}`, { headers })).json()) as {
      waiting: boolean;
      step: string;
      transactionId: string;
    };
  await expect.poll(async () => (await poll("auth")).waiting, { timeout: 20_000 }).toBe(false);
  let state = await poll("sign");
  await expect.poll(async () => (state = await poll("sign")).waiting, { timeout: 20_000 }).toBe(false);
  expect(
    (
      await request.post("/api/application-verify/sign-contract", {
        headers,
        data: { appId, transactionId: state.transactionId },
      })
    ).status(),
  ).toBe(200);

  await page.goto("/auth");
  await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
  return { ...m, appId, appName: COMPANY_CONNECT.app.appName, headers };
}
