import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { sha256 } from "@/lib/crypto";
import { connectedBusiness, lastCode, signedInMerchant } from "@/test-support/flows";
import { multipartFile } from "@/test-support/multipart";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The start of a JPEG (SOI, APP0, a frame header): enough for a call that is refused before decoding.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x60, 0x01, 0xec, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
  0x01,
]);

describe.each(backends)("applications on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let configId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    ({ appId, appConfigId: configId } = await connectedBusiness(t, m.headers));
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const settings = (overrides: Record<string, unknown> = {}) => ({
    appId,
    configId,
    app: { appName: "Caspian Tours", appUrl: "https://caspian-tours.az", appInfo: "Tours", category: "tourism" },
    defaultSmsTemplate: "Hello {fullName}, pay {amount} {currency} for {invoice_code}: {paymentUrl}",
    applicationMail: "billing@caspian-tours.az",
    withdrawalMethod: "iban",
    ...overrides,
  });

  it("saves settings and refuses unknown SMS placeholders", async () => {
    const res = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: settings({
        app: { appName: "Caspian Trips", appUrl: "https://caspian.az", appInfo: "Trips", category: "transportation" },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: "Caspian Trips",
      category: "transportation",
      applicationMail: "billing@caspian-tours.az",
      paymentPageUrl: expect.stringMatching(/\/pay\/merchant\/\d{12}$/),
    });
    const detail = await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers });
    expect(detail.json().defaultSmsTemplate).toContain("{invoice_code}");

    const unknown = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: settings({ defaultSmsTemplate: "Hi {name}" }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.defaultSmsTemplate).toBe("validation.smsPlaceholder");
    const wrongConfig = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: settings({ configId: appId }),
    });
    expect(wrongConfig.statusCode).toBe(404);
  });

  it("draws the payment page's QR code as a PNG", async () => {
    const res = await t.call({ method: "GET", url: `/api/apps/${appId}/qr`, headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it("rotates the secret key with a code and keeps only its hash", async () => {
    const init = await t.call({ method: "GET", url: `/api/otp/init/updateKey/${appId}`, headers: m.headers });
    expect(init.statusCode).toBe(200);
    const code = await lastCode(t, m.mobilePhone);
    const wrong = await t.call({
      method: "GET",
      url: `/api/appKey/${appId}/${code === "000000" ? "111111" : "000000"}`,
      headers: m.headers,
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await t.call({ method: "GET", url: `/api/appKey/${appId}/${code}`, headers: m.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
    const first = ok.json().secretKey as string;
    const [row] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(row!.secretKeyHash).toBe(sha256(first));
    expect(JSON.stringify(row)).not.toContain(first);

    // The same code cannot be used twice; an expired one is refused.
    expect((await t.call({ method: "GET", url: `/api/appKey/${appId}/${code}`, headers: m.headers })).statusCode).toBe(
      422,
    );
    t.clock.advance(61_000);
    await t.call({ method: "GET", url: `/api/otp/init/updateKey/${appId}`, headers: m.headers });
    const expiring = await lastCode(t, m.mobilePhone);
    t.clock.advance(181_000);
    const expired = await t.call({ method: "GET", url: `/api/appKey/${appId}/${expiring}`, headers: m.headers });
    expect(expired.json().code).toBe("OTP_EXPIRED");

    await t.call({ method: "GET", url: `/api/otp/init/updateKey/${appId}`, headers: m.headers });
    const again = await t.call({
      method: "GET",
      url: `/api/appKey/${appId}/${await lastCode(t, m.mobilePhone)}`,
      headers: m.headers,
    });
    const second = again.json().secretKey as string;
    expect(second).not.toBe(first);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, appId));
    // The old key no longer matches what is stored.
    expect(after!.secretKeyHash).toBe(sha256(second));
    expect(after!.secretKeyHash).not.toBe(sha256(first));
    expect((await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json().hasSecretKey).toBe(
      true,
    );
  });

  it("sends a draft to review once", async () => {
    const { appId: draft } = await connectedBusiness(t, m.headers);
    const wrongType = await t.call({
      method: "PATCH",
      url: `/api/application-verify/switch/review/individual/${draft}`,
      headers: m.headers,
    });
    expect(wrongType.statusCode).toBe(404);
    const res = await t.call({
      method: "PATCH",
      url: `/api/application-verify/switch/review/business/${draft}`,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("inReview");
    const again = await t.call({
      method: "PATCH",
      url: `/api/application-verify/switch/review/business/${draft}`,
      headers: m.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it("disables an application with a code, after which it cannot change", async () => {
    const { appId: doomed, appConfigId } = await connectedBusiness(t, m.headers);
    // The codes of the tests before spent this phone's budget of five in ten minutes.
    t.clock.advance(10 * 60_000);
    expect(
      (await t.call({ method: "GET", url: `/api/otp/init/deleteApp/${doomed}`, headers: m.headers })).statusCode,
    ).toBe(200);
    const res = await t.call({
      method: "DELETE",
      url: `/api/app/${doomed}/${await lastCode(t, m.mobilePhone)}`,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("disabled");
    const change = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: settings({ appId: doomed, configId: appConfigId }),
    });
    expect(change.statusCode).toBe(409);
    expect(
      (await t.call({ method: "GET", url: `/api/otp/init/updateKey/${doomed}`, headers: m.headers })).statusCode,
    ).toBe(409);
  });

  it("answers 404 to another account for every application call", async () => {
    const other = await signedInMerchant(t);
    const logo = multipartFile("file", "logo.jpeg", "image/jpeg", JPEG);
    const calls = [
      { method: "GET" as const, url: `/api/apps/${appId}` },
      { method: "PUT" as const, url: "/api/config", payload: settings() },
      {
        method: "PUT" as const,
        url: `/api/config/hotel/update?appId=${appId}`,
        payload: logo.payload,
        headers: logo.headers,
      },
      { method: "GET" as const, url: `/api/apps/${appId}/qr` },
      { method: "GET" as const, url: `/api/otp/init/updateKey/${appId}` },
      { method: "GET" as const, url: `/api/appKey/${appId}/123456` },
      { method: "GET" as const, url: `/api/otp/init/deleteApp/${appId}` },
      { method: "DELETE" as const, url: `/api/app/${appId}/123456` },
      { method: "PATCH" as const, url: `/api/application-verify/switch/review/business/${appId}` },
      { method: "GET" as const, url: `/api/application-verify/view-contract/account/business/${appId}` },
      { method: "GET" as const, url: `/api/application-verify/contract/${appId}` },
      {
        method: "POST" as const,
        url: "/api/application-verify/asan-login",
        payload: { appId, phone: "+994501112233", userId: "123456" },
      },
      { method: "GET" as const, url: `/api/application-verify/verification-code/auth/${appId}` },
      { method: "GET" as const, url: `/api/application-verify/verification-code/sign/${appId}` },
      { method: "POST" as const, url: "/api/application-verify/sign-contract", payload: { appId, transactionId: "x" } },
      { method: "GET" as const, url: `/api/application-verify/download-signed-contract-file/${appId}` },
    ];
    for (const c of calls) {
      const res = await t.call({ ...c, headers: { ...other.headers, ...c.headers } });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("texts a new key code at once when the last one was used or burnt", async () => {
    // A fresh SMS window for the phone: the tests before spent its budget.
    t.clock.advance(10 * 60_000);
    const ask = () => t.call({ method: "GET", url: `/api/otp/init/updateKey/${appId}`, headers: m.headers });
    const rotate = (code: string) => t.call({ method: "GET", url: `/api/appKey/${appId}/${code}`, headers: m.headers });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    expect((await rotate(await lastCode(t, m.mobilePhone))).statusCode).toBe(200);

    expect((await ask()).statusCode).toBe(200);
    const code = await lastCode(t, m.mobilePhone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await rotate(wrong)).statusCode).toBe(422);

    expect((await ask()).statusCode).toBe(200);
    expect((await rotate(await lastCode(t, m.mobilePhone))).statusCode).toBe(200);
  });
});
