import { formatRegionTime } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { pdfText } from "@/test-support/documents";
import { connectedBusiness, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const DELAY_MS = 3000;

describe.each(backends)("contract and mobile e-signature on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  beforeAll(async () => {
    t = await startTestApp(backend, { ESIGN_SANDBOX_DELAY_MS: String(DELAY_MS) });
    m = await signedInMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.call({ method, url: `/api/application-verify${url}`, headers: m.headers, payload });

  it("renders the contract as a PDF with the company's details, in the user's language", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    const en = await t.call({
      method: "GET",
      url: `/api/application-verify/view-contract/account/business/${appId}`,
      headers: m.headers,
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers["content-type"]).toBe("application/pdf");
    expect(en.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(en.rawPayload);
    expect(text).toContain("Merchant service agreement");
    expect(text).toContain("Xəzər Turizm MMC");
    expect(text).toContain("1234567891");

    const az = await t.call({
      method: "GET",
      url: `/api/application-verify/view-contract/account/business/${appId}`,
      headers: { ...m.headers, "accept-language": "az" },
    });
    expect(await pdfText(az.rawPayload)).toContain("Tacir xidmət müqaviləsi");
    const ru = await t.call({
      method: "GET",
      url: `/api/application-verify/view-contract/account/business/${appId}`,
      headers: { ...m.headers, "accept-language": "ru" },
    });
    expect(await pdfText(ru.rawPayload)).toContain("Договор об обслуживании мерчанта");

    const wrongType = await t.call({
      method: "GET",
      url: `/api/application-verify/view-contract/account/individual/${appId}`,
      headers: m.headers,
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it("signs: sign in on the phone, sign there, store the signed file, go live", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    await t.call({
      method: "PATCH",
      url: `/api/application-verify/switch/review/business/${appId}`,
      headers: m.headers,
    });

    const none = await call("GET", `/download-signed-contract-file/${appId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NOT_FOUND", message: "The contract is not signed yet." });

    const login = await call("POST", "/asan-login", { appId, phone: "+994501112233", userId: "123456" });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      status: "started",
      step: "auth",
      waiting: true,
      verificationCode: expect.stringMatching(/^\d{4}$/),
    });
    const { transactionId } = login.json();

    expect((await call("GET", `/verification-code/auth/${appId}`)).json().waiting).toBe(true);
    const tooEarly = await call("POST", "/sign-contract", { appId, transactionId });
    expect(tooEarly.statusCode).toBe(409);

    t.clock.advance(DELAY_MS);
    const authed = await call("GET", `/verification-code/auth/${appId}`);
    expect(authed.json()).toMatchObject({ step: "auth", waiting: false, verificationCode: null });

    const signing = await call("GET", `/verification-code/sign/${appId}`);
    expect(signing.json()).toMatchObject({
      step: "sign",
      waiting: true,
      verificationCode: expect.stringMatching(/^\d{4}$/),
    });
    t.clock.advance(DELAY_MS);
    expect((await call("GET", `/verification-code/sign/${appId}`)).json()).toMatchObject({
      step: "sign",
      waiting: false,
    });

    const signed = await call("POST", "/sign-contract", { appId, transactionId });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: "signed", step: "done", signedAt: expect.any(String) });
    const [app] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(app!.status).toBe("live");

    const file = await call("GET", `/download-signed-contract-file/${appId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(file.rawPayload);
    expect(text).toContain("+994501112233");
    expect(text).toContain(transactionId);
    // When it was signed, on Baku's clock and saying so (DESIGN §3), as the portal shows it.
    expect(text).toContain(
      `${formatRegionTime(signed.json().signedAt, "en", "default", { timeStyle: "short" })} (Baku, GMT+4)`,
    );

    const again = await call("POST", "/asan-login", { appId, phone: "+994501112233", userId: "123456" });
    expect(again.statusCode).toBe(409);
  });

  it("records a refusal on the phone as a failed signature, and can start again", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    await call("POST", "/asan-login", { appId, phone: "+994501112233", userId: "000000" });
    t.clock.advance(DELAY_MS);
    const failed = await call("GET", `/verification-code/auth/${appId}`);
    expect(failed.json()).toMatchObject({ status: "failed", waiting: false, failureReason: expect.any(String) });
    expect((await call("GET", `/verification-code/sign/${appId}`)).json().status).toBe("failed");
    expect((await call("GET", `/download-signed-contract-file/${appId}`)).statusCode).toBe(404);

    const retry = await call("POST", "/asan-login", { appId, phone: "+994501112233", userId: "123456" });
    expect(retry.json()).toMatchObject({ status: "started", step: "auth" });
  });

  it("lets a person answer for the signer at /sandbox/esign", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    const { transactionId } = (
      await call("POST", "/asan-login", { appId, phone: "+994501112233", userId: "654321" })
    ).json();
    const page = await t.call({ method: "GET", url: "/sandbox/esign" });
    expect(page.body).toContain("+994501112233");
    await t.call({ method: "POST", url: `/sandbox/esign/${transactionId}`, payload: { decision: "refused" } });
    expect((await call("GET", `/verification-code/auth/${appId}`)).json().status).toBe("failed");
  });

  it("validates the signer's phone and user id", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    const res = await call("POST", "/asan-login", { appId, phone: "0501112233", userId: "12" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ phone: "validation.phone", userId: "validation.asanUserId" });
  });
});
