import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { connectedBusiness, signedInMerchant } from "@/test-support/flows";
import { setUpOperator } from "@/test-support/operators";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;
type Op = Awaited<ReturnType<typeof setUpOperator>>;

describe.each(backends)("merchant review by operators (REVIEW=operators) on %s", (backend) => {
  let t: TestApp;
  let m: Merchant;
  let admin: Op;
  let risk: Op;
  let secondRisk: Op;
  let support: Op;
  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: "warn", REVIEW: "operators", ESIGN_SANDBOX_DELAY_MS: "0" });
    m = await signedInMerchant(t);
    [admin, risk, secondRisk, support] = [
      await setUpOperator(t, "admin"),
      await setUpOperator(t, "risk"),
      await setUpOperator(t, "risk"),
      await setUpOperator(t, "support"),
    ];
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const statusOf = async (appId: string) =>
    (await t.db.select().from(applications).where(eq(applications.id, appId)))[0]!.status;
  const sendToReview = (appId: string) =>
    t.call({ method: "PATCH", url: `/api/application-verify/switch/review/business/${appId}`, headers: m.headers });
  const decide = (op: Op, appId: string, payload: object) =>
    t.call({ method: "POST", url: `/api/ops/reviews/${appId}/decision`, headers: op.headers, payload });
  const queueIds = async (op: Op) =>
    (
      (await t.call({ method: "GET", url: "/api/ops/reviews", headers: op.headers })).json().content as {
        appId: string;
      }[]
    ).map((item) => item.appId);
  const mailsTo = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];

  async function signContract(appId: string) {
    const call = (method: "GET" | "POST", url: string, payload?: object) =>
      t.call({ method, url: `/api/application-verify${url}`, headers: m.headers, payload });
    const { transactionId } = (
      await call("POST", "/asan-login", { appId, phone: "+994501112233", userId: "123456" })
    ).json();
    await call("GET", `/verification-code/auth/${appId}`);
    await call("GET", `/verification-code/sign/${appId}`);
    await call("GET", `/verification-code/sign/${appId}`);
    const signed = await call("POST", "/sign-contract", { appId, transactionId });
    expect(signed.json().status).toBe("signed");
  }

  it("queues the application, sends it back for changes, and passes it once fixed; the contract makes it live", async () => {
    const { appId, appConfigId } = await connectedBusiness(t, m.headers);
    expect((await sendToReview(appId)).json().status).toBe("inReview");
    expect(await queueIds(risk)).toContain(appId);

    const detail = await t.call({ method: "GET", url: `/api/ops/reviews/${appId}`, headers: support.headers });
    expect(detail.json()).toMatchObject({
      application: { appName: "Caspian Tours", status: "inReview", submittedAt: expect.any(String) },
      account: { email: m.email, applications: 1 },
      company: { name: "Xəzər Turizm MMC", taxId: "1234567891", bank: { iban: "AZ21NABZ00000000137010001944" } },
      contract: { status: "unsigned" },
      approvals: 0,
      approvalsNeeded: 1,
    });

    // Support reads, never decides; a reason and the fields are required to send it back.
    expect((await decide(support, appId, { decision: "approve" })).statusCode).toBe(403);
    const bare = await decide(risk, appId, { decision: "requestChanges" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      reason: "validation.required",
      fields: "validation.reviewFieldsRequired",
    });

    const reason = "The site does not show the tours' prices.";
    const back = await decide(risk, appId, { decision: "requestChanges", reason, fields: ["app.appUrl"] });
    expect(back.statusCode).toBe(200);
    expect(back.json().application.status).toBe("changesRequested");
    expect(await queueIds(risk)).not.toContain(appId);
    const seen = await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers });
    expect(seen.json()).toMatchObject({
      status: "changesRequested",
      review: { decision: "requestChanges", reason, fields: ["app.appUrl"] },
    });
    expect((await mailsTo(m.email))[0]!.text).toContain(reason);

    // The merchant changes the address (unlocked while it is back with them) and sends it again.
    const current = seen.json();
    const configured = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: {
        appId,
        configId: appConfigId,
        app: {
          appName: current.appName,
          appUrl: "https://caspian-tours.az/prices",
          appInfo: current.appInfo,
          category: current.category,
        },
        defaultSmsTemplate: current.defaultSmsTemplate,
        applicationMail: current.applicationMail,
        withdrawalMethod: current.withdrawalMethod,
      },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    expect((await sendToReview(appId)).json()).toMatchObject({ status: "inReview", review: null });

    const approved = await decide(risk, appId, { decision: "approve" });
    expect(approved.json()).toMatchObject({ application: { status: "inReview" }, contract: { status: "unsigned" } });
    expect(await queueIds(risk)).not.toContain(appId);
    expect((await mailsTo(m.email))[0]!.text).toMatch(/passed review\. Sign the contract/);

    await signContract(appId);
    expect(await statusOf(appId)).toBe("live");
    const history = (await t.call({ method: "GET", url: `/api/ops/reviews/${appId}`, headers: admin.headers })).json()
      .history as { decision: string }[];
    expect(history.map((h) => h.decision)).toEqual(["requestChanges", "approve"]);
  });

  it("needs two different risk operators for a four-eyes category", async () => {
    await t.call({
      method: "PUT",
      url: "/api/ops/settings",
      headers: admin.headers,
      payload: { fourEyesCategories: ["tourism"] },
    });
    const { appId } = await connectedBusiness(t, m.headers);
    await signContract(appId);
    await sendToReview(appId);
    expect(await statusOf(appId)).toBe("inReview");

    const first = await decide(risk, appId, { decision: "approve" });
    expect(first.json()).toMatchObject({ approvals: 1, approvalsNeeded: 2, approvedByMe: true });
    const twice = await decide(risk, appId, { decision: "approve" });
    expect(twice.statusCode).toBe(409);
    expect(await statusOf(appId)).toBe("inReview");

    const second = await decide(secondRisk, appId, { decision: "approve" });
    expect(second.statusCode).toBe(200);
    expect(await statusOf(appId)).toBe("live");
    expect((await decide(secondRisk, appId, { decision: "reject", reason: "late" })).statusCode).toBe(409);

    const trail = (await t.call({ method: "GET", url: "/api/ops/audit", headers: admin.headers })).json().content as {
      action: string;
      targetId: string;
    }[];
    expect(trail.filter((e) => e.targetId === appId).map((e) => e.action)).toEqual([
      "review.approved",
      "review.approvalRecorded",
    ]);
  });

  it("rejects with a reason the merchant reads in their language; a rejected application stays so", async () => {
    const { appId } = await connectedBusiness(t, m.headers);
    await sendToReview(appId);
    await t.call({ method: "POST", url: "/api/updateProfile", headers: m.headers, payload: { language: "ru" } });
    const reason = "Деятельность не поддерживается.";
    const rejected = await decide(risk, appId, { decision: "reject", reason });
    expect(rejected.json().application.status).toBe("rejected");
    const seen = await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers });
    expect(seen.json().review).toMatchObject({ decision: "reject", reason, fields: [] });
    expect((await mailsTo(m.email))[0]!.text).toBe(`Ваше приложение Caspian Tours не одобрено: ${reason}`);
    expect((await sendToReview(appId)).statusCode).toBe(409);
    await signContract(appId);
    expect(await statusOf(appId)).toBe("rejected");
  });
});
