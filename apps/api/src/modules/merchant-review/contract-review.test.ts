import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { connectedBusiness, signedInMerchant } from "@/test-support/flows";
import { multipartFile } from "@/test-support/multipart";
import { setUpOperator } from "@/test-support/operators";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Op = Awaited<ReturnType<typeof setUpOperator>>;

describe.each(backends)("contracts signed on paper (ESIGN=manual) on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let risk: Op;
  let support: Op;
  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: "warn", ESIGN: "manual", REVIEW: "operators" });
    m = await signedInMerchant(t);
    risk = await setUpOperator(t, "risk");
    support = await setUpOperator(t, "support");
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const upload = (appId: string, content: Buffer, type = "application/pdf") =>
    t.call({
      method: "POST",
      url: `/api/application-verify/upload-signed-contract/${appId}`,
      ...(() => {
        const body = multipartFile("file", "signed.pdf", type, content);
        return { payload: body.payload, headers: { ...m.headers, ...body.headers } };
      })(),
    });
  const state = async (appId: string) =>
    (await t.call({ method: "GET", url: `/api/application-verify/contract/${appId}`, headers: m.headers })).json();
  const ops = (op: Op, method: "GET" | "POST", url: string, payload?: object) =>
    t.call({ method, url: `/api/ops${url}`, headers: op.headers, ...(payload && { payload }) });
  const mailsTo = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];

  it("takes the signed PDF, which a risk operator refuses with a reason or confirms; the application goes live with review", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    expect(await state(appId)).toMatchObject({ status: "unsigned", method: "manual" });
    const mobile = await t.call({
      method: "POST",
      url: "/api/application-verify/asan-login",
      headers: m.headers,
      payload: { appId, phone: "+994501112233", userId: "123456" },
    });
    expect(mobile.statusCode).toBe(409);

    // The merchant downloads the contract, signs it and sends it back (here: the very file, as a scan would be).
    const contract = await t.call({
      method: "GET",
      url: `/api/application-verify/view-contract/account/business/${appId}`,
      headers: m.headers,
    });
    const signed = contract.rawPayload;
    expect((await upload(appId, Buffer.from("not a pdf at all"))).json().code).toBe("UNSUPPORTED_FILE");
    const scripted = Buffer.concat([
      Buffer.from("%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n"),
      Buffer.from("%%EOF\n"),
    ]);
    expect((await upload(appId, scripted)).statusCode).toBe(415);
    expect(
      (
        await t.call({
          method: "POST",
          url: `/api/application-verify/upload-signed-contract/${appId}`,
          headers: m.headers,
          payload: { file: "x" },
        })
      ).json().code,
    ).toBe("MULTIPART_REQUIRED");

    const uploaded = await upload(appId, signed);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ status: "uploaded", uploadedAt: expect.any(String) });

    const queue = await ops(support, "GET", "/contracts");
    expect(queue.json().content).toContainEqual(expect.objectContaining({ appId, merchantName: "Xəzər Turizm MMC" }));
    const file = await ops(support, "GET", `/contracts/${appId}/uploaded`);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(signed)).toBe(true);
    const generated = await ops(support, "GET", `/contracts/${appId}/generated`);
    expect(generated.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await ops(support, "POST", `/contracts/${appId}/decision`, { decision: "confirm" })).statusCode).toBe(403);
    expect((await ops(risk, "POST", `/contracts/${appId}/decision`, { decision: "refuse" })).json().fields).toEqual({
      reason: "validation.required",
    });

    const reason = "The second page is not signed.";
    const refused = await ops(risk, "POST", `/contracts/${appId}/decision`, { decision: "refuse", reason });
    expect(refused.json()).toEqual({ appId, contractStatus: "refused", applicationStatus: "draft" });
    expect(await state(appId)).toMatchObject({ status: "refused", refusalReason: reason });
    expect((await mailsTo(m.email))[0]!.text).toContain(reason);
    expect((await ops(risk, "POST", `/contracts/${appId}/decision`, { decision: "confirm" })).statusCode).toBe(409);

    await upload(appId, signed);
    await t.call({
      method: "PATCH",
      url: `/api/application-verify/switch/review/business/${appId}`,
      headers: m.headers,
    });
    await ops(risk, "POST", `/reviews/${appId}/decision`, { decision: "approve" });
    const confirmed = await ops(risk, "POST", `/contracts/${appId}/decision`, { decision: "confirm" });
    expect(confirmed.json()).toEqual({ appId, contractStatus: "signed", applicationStatus: "live" });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(row!.status).toBe("live");
    const download = await t.call({
      method: "GET",
      url: `/api/application-verify/download-signed-contract-file/${appId}`,
      headers: m.headers,
    });
    expect(download.rawPayload.equals(signed)).toBe(true);
    expect((await upload(appId, signed)).statusCode).toBe(409);
  });
});
