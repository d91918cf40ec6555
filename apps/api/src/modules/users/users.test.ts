import {
  type AccountUser,
  type AccountUserPage,
  type AuditPage,
  permissions,
  type SubUserCreated,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions, users } from "@/db/schema";
import {
  bearer,
  createdInvoice,
  invoiceBody,
  lastCode,
  liveApplication,
  signIn,
  signedInMerchant,
  signedInSubUser,
} from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("users and their access on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let accountId: string;
  let appA: string;
  let appB: string;
  let people = 0;

  const person = (overrides: Record<string, unknown> = {}) => {
    people += 1;
    return {
      firstName: "Leyla",
      lastName: `Həsənova ${people}`,
      email: `cashier-${people}-${Date.now()}@merchant.az`,
      mobilePhone: `+99455${String(people).padStart(7, "0")}`,
      role: "cashier",
      permissions: ["createLink", "sendLink"],
      applicationIds: [appA],
      ...overrides,
    };
  };

  /** Adds a sub-user as `headers`' user: the code to their phone, then the profile with it. */
  async function added(body: object, headers = m.headers, phone = m.mobilePhone) {
    // Past the phone's budget of codes (five in ten minutes): every test adds several users.
    t.clock.advance(10 * 60_000);
    const sent = await t.call({ method: "GET", url: "/api/otp/init/sub-user", headers });
    expect(sent.statusCode, sent.body).toBe(200);
    return t.call({ method: "POST", url: `/api/user/registerPmd/${await lastCode(t, phone)}`, payload: body, headers });
  }

  /** The set-password link e-mailed to a new user, used: their password, then a sign-in like anyone's. */
  async function acceptInvitation(email: string, mobilePhone: string) {
    const mails = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(email)}` })
    ).json() as { text: string }[];
    const guid = /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(mails[0]?.text ?? "")?.[1];
    expect(guid, "no set-password link").toBeDefined();
    const password = "Kassa#2026";
    const set = await t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password, confirmPassword: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { accessToken } = await signIn(t, { email, password, mobilePhone }, true);
    return bearer(accessToken);
  }

  const list = async (headers = m.headers, query = "") => {
    const res = await t.call({ method: "GET", url: `/api/users${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AccountUserPage;
  };
  const trail = async (query = "") =>
    (await t.call({ method: "GET", url: `/api/audit-events${query}`, headers: m.headers })).json() as AuditPage;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appA = await liveApplication(t, m.headers);
    appB = await liveApplication(t, m.headers);
    accountId = (await t.db.select().from(users).where(eq(users.email, m.email)))[0]!.accountId;
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("adds a cashier with a code: they set their own password from the e-mail, sign in, and act only as granted", async () => {
    const cashier = person();
    const res = await added(cashier);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as SubUserCreated;
    expect(created.passwordLinkSentTo).toBe(cashier.email);
    expect(created.user).toMatchObject({
      fullName: `Leyla ${cashier.lastName}`,
      role: "cashier",
      permissions: ["createLink", "sendLink"],
      status: "invited",
      accessGrantedBy: { fullName: m.fullName },
      applications: [{ id: appA }],
    });
    // The creator never typed a password: nobody can sign in before the link is used.
    const early = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: cashier.email, password: "Kassa#2026" },
    });
    expect(early.statusCode).toBe(401);

    const headers = await acceptInvitation(cashier.email, cashier.mobilePhone);
    const session = (await t.call({ method: "GET", url: "/api/session", headers })).json();
    expect(session).toMatchObject({
      userType: "sub",
      roles: ["cashier"],
      privileges: ["createLink", "sendLink"],
      emailVerified: true,
    });

    const invoice = await t.call({ method: "POST", url: "/api/bookings", headers, payload: invoiceBody(t, appA) });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const elsewhere = await t.call({ method: "POST", url: "/api/bookings", headers, payload: invoiceBody(t, appB) });
    expect(elsewhere.statusCode).toBe(404);
    const refund = await t.call({
      method: "POST",
      url: "/api/refund",
      headers,
      payload: { transactionId: created.user.id, amount: "1.00" },
    });
    expect(refund.statusCode).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/users", headers })).statusCode).toBe(403);

    const listed = (await list()).content.find((u) => u.id === created.user.id)!;
    expect(listed.status).toBe("active");
    expect(listed.lastSignInAt).not.toBeNull();
  });

  it("lists the main user first, finds by part of a name, and refuses a taken e-mail or phone without spending the code", async () => {
    const page = await list();
    expect(page.content[0]).toMatchObject({ userType: "main", role: null, fullName: m.fullName });
    expect(page.content[0]!.applications.map((a) => a.id).sort()).toEqual([appA, appB].sort());
    const found = await t.call({ method: "GET", url: "/api/user?fullName=HƏSƏNOVA 1", headers: m.headers });
    expect((found.json() as AccountUserPage).content.map((u) => u.fullName)).toEqual(["Leyla Həsənova 1"]);

    const taken = await added(person({ email: m.email }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ email: "validation.emailTaken" });
    const phone = await added(person({ mobilePhone: m.mobilePhone }));
    expect(phone.json().fields).toEqual({ mobilePhone: "validation.phoneTaken" });
    const bad = await added({
      firstName: "",
      email: "nope",
      mobilePhone: "12",
      role: "boss",
      permissions: ["everything"],
      applicationIds: ["x"],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(
      ["applicationIds.0", "email", "firstName", "lastName", "mobilePhone", "permissions.0", "role"].sort(),
    );
  });

  it("changes access with who allowed it, from the user's very next call; deactivation ends their sessions at once", async () => {
    const cashier = person();
    const { user } = (await added(cashier)).json() as SubUserCreated;
    const headers = await acceptInvitation(cashier.email, cashier.mobilePhone);
    const createOn = () => t.call({ method: "POST", url: "/api/bookings", headers, payload: invoiceBody(t, appA) });
    expect((await createOn()).statusCode).toBe(201);

    const changed = await t.call({
      method: "POST",
      url: "/api/user/access",
      headers: m.headers,
      payload: { userId: user.id, role: "viewer", permissions: [], applicationIds: [appA] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AccountUser).accessGrantedBy?.fullName).toBe(m.fullName);
    expect((await createOn()).statusCode).toBe(403);

    const off = await t.call({ method: "DELETE", url: `/api/user/${user.id}`, headers: m.headers });
    expect((off.json() as AccountUser).status).toBe("deactivated");
    expect((await t.call({ method: "GET", url: "/api/session", headers })).statusCode).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await list()).content.find((u) => u.id === user.id)?.status).toBe("deactivated");
  });

  it("deletes a user: off the list, e-mail free again, their name kept on what they did", async () => {
    const cashier = person();
    const { user } = (await added(cashier)).json() as SubUserCreated;
    const headers = await acceptInvitation(cashier.email, cashier.mobilePhone);
    await createdInvoice(t, headers, appA);
    const gone = await t.call({ method: "DELETE", url: `/api/user/delete/${user.id}`, headers: m.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await list()).content.some((u) => u.id === user.id)).toBe(false);
    expect((await t.call({ method: "GET", url: "/api/session", headers })).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: "deleted", fullName: user.fullName, mobilePhone: "", permissions: [] });
    const theirs = await trail(`?userId=${user.id}&action=invoice.created`);
    expect(theirs.content[0]?.actor).toEqual({ id: user.id, fullName: user.fullName });
    expect((await added(person({ email: cashier.email }))).statusCode).toBe(201);
  });

  it("refuses escalation: beyond one's own grants, one's own access, the main user, a stronger user, a deactivated user's session", async () => {
    const admin = await signedInSubUser(t, accountId, ["createLink", "sendLink", "refundTransaction"], [appA]);
    await t.db.update(users).set({ role: "administrator" }).where(eq(users.id, admin.id));
    // An administrator manages users with what they hold.
    const ok = await added(
      person({ permissions: ["createLink"], applicationIds: [appA] }),
      admin.headers,
      admin.mobilePhone,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const more = await added(person({ permissions: ["payoutPayment"] }), admin.headers, admin.mobilePhone);
    expect(more.statusCode).toBe(403);
    expect(more.json()).toMatchObject({
      code: "GRANT_BEYOND_OWN",
      fields: { permissions: "validation.grantBeyondOwn" },
    });
    const otherApp = await added(person({ applicationIds: [appB] }), admin.headers, admin.mobilePhone);
    expect(otherApp.json()).toMatchObject({
      code: "GRANT_BEYOND_OWN",
      fields: { applicationIds: "validation.grantBeyondOwn" },
    });
    const crown = await added(person({ role: "administrator", permissions: [] }), admin.headers, admin.mobilePhone);
    expect(crown.json()).toMatchObject({ code: "GRANT_BEYOND_OWN", fields: { role: "validation.grantBeyondOwn" } });

    const setAccess = (headers: Record<string, string>, userId: string, perms: string[]) =>
      t.call({
        method: "POST",
        url: "/api/user/access",
        headers,
        payload: { userId, role: "administrator", permissions: perms, applicationIds: [appA, appB] },
      });
    expect((await setAccess(admin.headers, admin.id, [...permissions])).statusCode).toBe(403);
    const main = (await list()).content[0]!;
    for (const call of [
      setAccess(m.headers, main.id, []),
      t.call({ method: "DELETE", url: `/api/user/${main.id}`, headers: admin.headers }),
      t.call({ method: "DELETE", url: `/api/user/delete/${main.id}`, headers: admin.headers }),
      t.call({ method: "DELETE", url: `/api/user/${main.id}`, headers: m.headers }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    const stronger = await signedInSubUser(t, accountId, ["payoutPayment"], [appA]);
    const touch = await t.call({ method: "DELETE", url: `/api/user/${stronger.id}`, headers: admin.headers });
    expect(touch.json().code).toBe("GRANT_BEYOND_OWN");
    // Nothing of the refused changes was written.
    const [mainRow] = await t.db.select().from(users).where(eq(users.id, main.id));
    expect(mainRow!.status).toBe("active");
    expect((await t.db.select().from(users).where(eq(users.id, stronger.id)))[0]!.status).toBe("active");

    // A deactivated user's session that was open is dead for every call, not only for sign-in.
    await t.call({ method: "DELETE", url: `/api/user/${admin.id}`, headers: m.headers });
    expect((await t.call({ method: "GET", url: "/api/otp/init/sub-user", headers: admin.headers })).statusCode).toBe(
      401,
    );
    expect((await t.call({ method: "GET", url: "/api/users", headers: admin.headers })).statusCode).toBe(401);
  });

  it("records who did what, refused attempts too; the main user reads the whole trail, a manager one user's part", async () => {
    const viewer = await signedInSubUser(t, accountId, [], [appA]);
    const refused = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: viewer.headers,
      payload: invoiceBody(t, appA),
    });
    expect(refused.statusCode).toBe(403);
    const page = await trail(`?userId=${viewer.id}`);
    expect(page.content[0]).toMatchObject({
      action: "invoice.created",
      outcome: "refused",
      errorCode: "FORBIDDEN",
      actor: { id: viewer.id },
    });
    const changes = await trail("?action=user.accessChanged");
    expect(changes.content.length).toBeGreaterThan(0);
    expect(changes.content.every((e) => e.outcome === "succeeded" || e.outcome === "refused")).toBe(true);
    const activity = await t.call({ method: "GET", url: `/api/users/${viewer.id}/activity`, headers: m.headers });
    expect((activity.json() as AuditPage).content[0]?.action).toBe("invoice.created");
    expect((await t.call({ method: "GET", url: "/api/audit-events", headers: viewer.headers })).statusCode).toBe(403);
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, viewer.id));
    expect(rows).toHaveLength(1);
  });

  it("exports the list as a workbook in the user's language, formula-safe", async () => {
    await added(person({ firstName: "=HYPERLINK(1)", lastName: "Kassir" }));
    const res = await t.call({
      method: "GET",
      url: "/api/users/export",
      headers: { ...m.headers, "accept-language": "az" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("İstifadəçilər")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Ad və soyad");
    expect(sheet.getRow(2).getCell(4).value).toBe("Əsas istifadəçi");
    // Its times are Baku's, and the headers over them say so (DESIGN §3).
    expect(sheet.getRow(1).getCell(8).value).toBe("Son giriş (Bakı, GMT+4)");
    expect(sheet.getRow(1).getCell(10).value).toBe("İcazə tarixi (Bakı, GMT+4)");
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain("'=HYPERLINK(1) Kassir");
    expect(sheet.rowCount - 1).toBe((await list()).totalElements);
  });
});
