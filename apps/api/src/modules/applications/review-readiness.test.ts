import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, individuals } from "@/db/schema";
import { businessConnect, lastCode, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

describe.each(backends)("what review needs, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** A sole trader connected with the code texted to the phone as typed: the application exists, card-less. */
  async function connectedIndividual(m: Merchant, phone: string, sales?: { appUrl?: string; appInfo: string }) {
    const individual = { fullName: "Leyla Həsənova", fin: "5ZX9K2L", address: "Gəncə, Atatürk prospekti 5", phone };
    const body = { accountType: "individual", individual, agreementAccepted: true, ...(sales ? { app: sales } : {}) };
    const sent = await t.call({ method: "POST", url: "/api/merchant-connect", headers: m.headers, payload: body });
    expect(sent.statusCode, sent.body).toBe(202);
    const code = await lastCode(t, "+994557001122");
    const created = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: { ...body, otp: code },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { appId: string; appConfigId: string };
  }

  async function attachCard(m: Merchant, appId: string) {
    const card = { merchant: appId, cardNumber: "4169 7300 0000 0001", expiry: "12/29", cardHolder: "LEYLA HASANOVA" };
    expect(
      (await t.call({ method: "POST", url: "/api/user/paymentCard", headers: m.headers, payload: card })).statusCode,
    ).toBe(202);
    const otp = await lastCode(t, m.mobilePhone);
    expect(
      (await t.call({ method: "POST", url: "/api/user/paymentCard", headers: m.headers, payload: { ...card, otp } }))
        .statusCode,
    ).toBe(201);
  }

  const detail = async (m: Merchant, appId: string) =>
    (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json();
  const sendToReview = (m: Merchant, accountType: string, appId: string) =>
    t.call({
      method: "PATCH",
      url: `/api/application-verify/switch/review/${accountType}/${appId}`,
      headers: m.headers,
    });
  const status = async (appId: string) =>
    (await t.db.select().from(applications).where(eq(applications.id, appId)))[0]!.status;

  it("keeps a sole trader's draft out of review until its card and app info are there, naming what is missing", async () => {
    const m = await signedInMerchant(t);
    const { appId, appConfigId } = await connectedIndividual(m, "+994 55 700 11 22");
    // The phone is kept as the rules spell it, whatever spaces it was typed with.
    expect((await t.db.select().from(individuals).where(eq(individuals.appId, appId)))[0]!.phone).toBe("+994557001122");

    expect(await detail(m, appId)).toMatchObject({ payoutCard: null, missing: ["payoutCard", "app.appInfo"] });
    const refused = await sendToReview(m, "individual", appId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "APPLICATION_INCOMPLETE",
      fields: { payoutCard: "validation.required", "app.appInfo": "validation.required" },
    });
    expect(await status(appId)).toBe("draft");

    await attachCard(m, appId);
    expect(await detail(m, appId)).toMatchObject({
      payoutCard: { maskedPan: "416973******0001", brand: "visa", expiry: "12/29", cardHolder: "LEYLA HASANOVA" },
      missing: ["app.appInfo"],
    });
    const stillRefused = await sendToReview(m, "individual", appId);
    expect(stillRefused.statusCode).toBe(422);
    expect(stillRefused.json().fields).toEqual({ "app.appInfo": "validation.required" });

    const { appName, appUrl, category, defaultSmsTemplate, withdrawalMethod } = await detail(m, appId);
    const saved = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: {
        appId,
        configId: appConfigId,
        app: { appName, appUrl, appInfo: "Handmade carpets", category },
        defaultSmsTemplate,
        applicationMail: "",
        withdrawalMethod,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().missing).toEqual([]);
    const sent = await sendToReview(m, "individual", appId);
    expect(sent.statusCode).toBe(200);
    expect(await status(appId)).toBe("inReview");
  });

  it("sends a sole trader to review after the flow's own steps: what they sell was asked while connecting, a site need not exist", async () => {
    const m = await signedInMerchant(t);
    const { appId, appConfigId } = await connectedIndividual(m, "+994557001122", {
      appUrl: "",
      appInfo: "Handmade carpets, sold at the Sunday market",
    });
    expect(await detail(m, appId)).toMatchObject({
      appUrl: "",
      appInfo: "Handmade carpets, sold at the Sunday market",
      missing: ["payoutCard"],
    });
    await attachCard(m, appId);
    expect((await detail(m, appId)).missing).toEqual([]);

    const sent = await sendToReview(m, "individual", appId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await status(appId)).toBe("inReview");

    // Its settings still save without a site.
    const { appName, category, defaultSmsTemplate, withdrawalMethod } = await detail(m, appId);
    const saved = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: {
        appId,
        configId: appConfigId,
        app: { appName, appUrl: "", appInfo: "Carpets", category },
        defaultSmsTemplate,
        applicationMail: "",
        withdrawalMethod,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("judges a sole trader's site, when given, as any address", async () => {
    const m = await signedInMerchant(t);
    const body = {
      accountType: "individual",
      individual: { fullName: "Leyla Həsənova", fin: "5ZX9K2L", address: "Gəncə", phone: "+994557001122" },
      agreementAccepted: true,
      app: { appUrl: "carpets", appInfo: " " },
    };
    const res = await t.call({ method: "POST", url: "/api/merchant-connect", headers: m.headers, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ "app.appUrl": "validation.url", "app.appInfo": "validation.required" });
  });

  it("still needs a business's address when its settings are saved", async () => {
    const m = await signedInMerchant(t);
    const { appId, appConfigId } = (
      await t.call({ method: "POST", url: "/api/merchant-connect", headers: m.headers, payload: businessConnect() })
    ).json();
    const { appName, appInfo, category, defaultSmsTemplate, withdrawalMethod } = await detail(m, appId);
    const refused = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: {
        appId,
        configId: appConfigId,
        app: { appName, appUrl: "", appInfo, category },
        defaultSmsTemplate,
        applicationMail: "",
        withdrawalMethod,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { "app.appUrl": "validation.required" } });
    expect((await detail(m, appId)).appUrl).toBe("https://caspian-tours.az");
  });

  it("judges a business's details by the same rules", async () => {
    const m = await signedInMerchant(t);
    const res = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: businessConnect(),
    });
    const { appId } = res.json();
    expect((await detail(m, appId)).missing).toEqual([]);
    // An application created before the rule, or changed behind the portal's back.
    await t.db.update(applications).set({ appInfo: " ", appUrl: "caspian" }).where(eq(applications.id, appId));

    const refused = await sendToReview(m, "business", appId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ "app.appUrl": "validation.url", "app.appInfo": "validation.required" });
    expect(await status(appId)).toBe("draft");
  });

  it("refuses a new company without its category, with the required message", async () => {
    const m = await signedInMerchant(t);
    const { category: _category, ...company } = businessConnect().company;
    for (const payload of [businessConnect({ company }), businessConnect({ company: { ...company, category: "" } })]) {
      const res = await t.call({ method: "POST", url: "/api/merchant-connect", headers: m.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields["company.category"]).toBe("validation.required");
    }
  });
});
