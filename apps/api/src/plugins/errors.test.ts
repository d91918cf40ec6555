import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMerchant, invoiceBody } from "@/test-support/merchant-api";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/** Fastify's router answered these itself, in its own shape (found by fuzz.test.ts). */
describe("errors the router finds before any route runs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answer a broken escape or an overlong path parameter with the error shape", async () => {
    for (const url of ["/api/checkout/%ZZ", "/api/invoices/%ED%A0%80/qr", `/api/booking/invoice/${"x".repeat(101)}`]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(Object.keys(res.json()).sort(), url).toEqual(["code", "message", "requestId"]);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers a body in a format the call does not read with 415 and its own code", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Send the request body as application/json.",
      requestId: expect.any(String),
    });
  });
});

describe("field errors a server can log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const register = (language: string) =>
    t.call({
      method: "POST",
      url: "/api/register",
      headers: { "accept-language": language },
      payload: { fullName: "", email: "aysel@example.az", password: "Str0ng!Passw0rd-2026", mobilePhone: "12" },
    });

  it("keeps each field's key, says it in English, and on a portal call in the caller's language too", async () => {
    const az = (await register("az")).json();
    expect(az.code).toBe("VALIDATION_ERROR");
    expect(az.fields.mobilePhone).toBe("validation.phone");
    expect(az.fieldMessages.mobilePhone).toBe("Invalid phone number.");
    expect(az.localFieldMessages.mobilePhone).toBe("Telefon nömrəsi yanlışdır.");
    expect(Object.keys(az.fieldMessages).sort()).toEqual(Object.keys(az.fields).sort());

    const ru = (await register("ru-RU,ru;q=0.9")).json();
    expect(ru.localFieldMessages.mobilePhone).toBe("Неверный номер телефона.");
    // A required field names itself where the screen would show its label.
    expect(ru.fields.fullName).toBe("validation.required");
    expect(ru.fieldMessages.fullName).toBe("fullName is required");
    expect(ru.localFieldMessages.fullName).toBe("Поле «fullName» обязательно для заполнения");

    const en = (await register("en")).json();
    expect(en.fieldMessages.mobilePhone).toBe("Invalid phone number.");
    expect(en).not.toHaveProperty("localFieldMessages");
  });

  it("answers the merchant API in English only, whatever language the client asks for", async () => {
    const m = await apiMerchant(t);
    const res = await m.api("POST", "/invoices", { ...invoiceBody(t), phone: "12" }, { "accept-language": "ru" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { phone: "validation.phone" },
      fieldMessages: { phone: "Invalid phone number." },
    });
    expect(res.json()).not.toHaveProperty("localFieldMessages");
  });
});
