import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appConfigs,
  applications,
  bankAccounts,
  companies,
  contracts,
  individuals,
  paymentCards,
  users,
} from "@/db/schema";
import { businessConnect, connectedBusiness, lastCode, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

// A card number that passes the Luhn check, and one that does not.
const GOOD_CARD = "4169 7300 0000 0001";
const BAD_CARD = "4169 7300 0000 0002";

describe.each(backends)("connect onboarding on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const rows = async (table: typeof companies | typeof applications | typeof bankAccounts) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;

  it("lists the twelve categories of the spec in order", async () => {
    const res = await t.call({ method: "GET", url: "/api/merchant-category", headers: m.headers });
    expect(res.json().map((c: { name: string }) => c.name)).toEqual([
      "Bank/Wallet",
      "Charity",
      "Electronics",
      "eCommerce",
      "Education",
      "Foods/drinks",
      "Government",
      "Insurance",
      "Tourism",
      "Transportation",
      "Restaurant",
      "Utility",
    ]);
  });

  it("creates the company, its bank account and a draft application together", async () => {
    const { appId, appConfigId, companyId } = await connectedBusiness(t, m.headers);
    const [app] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(app).toMatchObject({ status: "draft", accountType: "business", appName: "Caspian Tours", companyId });
    expect(app!.merchantId).toMatch(/^\d{12}$/);
    const [config] = await t.db.select().from(appConfigs).where(eq(appConfigs.id, appConfigId));
    expect(config!.appId).toBe(appId);
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.appId, appId));
    expect(contract!.status).toBe("unsigned");

    const banks = await t.call({ method: "GET", url: `/api/company/${companyId}/bank-account`, headers: m.headers });
    expect(banks.json()).toEqual([
      expect.objectContaining({ iban: "AZ21NABZ00000000137010001944", swift: "AIIBAZ2X" }),
    ]);
    const list = await t.call({ method: "GET", url: "/api/apps", headers: m.headers });
    expect(list.json()[0]).toMatchObject({
      id: appId,
      status: "draft",
      contractStatus: "unsigned",
      hasSecretKey: false,
      logoUrl: null,
    });
    const mine = await t.call({ method: "GET", url: "/api/companies", headers: m.headers });
    expect(mine.json().map((c: { id: string }) => c.id)).toContain(companyId);
  });

  it("upper-cases an IBAN typed in lower case or in groups, as SPEC §5 keeps it, instead of refusing it", async () => {
    const base = businessConnect();
    const res = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: { ...base, bankDetails: { ...base.bankDetails, iban: "az21 nabz 0000 0000 1370 1000 1944" } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [bank] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.companyId, res.json().companyId));
    expect(bank!.iban).toBe("AZ21NABZ00000000137010001944");
  });

  it("adds an application to a company the account already has", async () => {
    const { companyId } = await connectedBusiness(t, m.headers);
    const before = await rows(companies);
    const res = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: { ...businessConnect(), company: undefined, bankDetails: undefined, companyId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(companyId);
    expect(await rows(companies)).toBe(before);
  });

  it("writes nothing when the bank step fails", async () => {
    const before = {
      companies: await rows(companies),
      apps: await rows(applications),
      banks: await rows(bankAccounts),
    };
    // Make the database itself refuse bank accounts, after the company row was written.
    await t.db.execute(
      sql`create or replace function refuse_bank() returns trigger language plpgsql as $$ begin raise exception 'bank refused'; end $$`,
    );
    await t.db.execute(
      sql`create trigger refuse_bank before insert on bank_accounts for each row execute function refuse_bank()`,
    );
    try {
      const res = await t.call({
        method: "POST",
        url: "/api/merchant-connect",
        headers: m.headers,
        payload: businessConnect(),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: "INTERNAL",
        message: "Something went wrong, please try again!",
        requestId: expect.any(String),
      });
    } finally {
      await t.db.execute(sql`drop trigger refuse_bank on bank_accounts`);
    }
    expect({
      companies: await rows(companies),
      apps: await rows(applications),
      banks: await rows(bankAccounts),
    }).toEqual(before);
  });

  it("names each bad field and writes nothing", async () => {
    const before = await rows(applications);
    const base = businessConnect();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ app: { ...base.app, appName: "ab" } }, "app.appName", "validation.appNameLength"],
      [{ app: { ...base.app, appName: "x".repeat(31) } }, "app.appName", "validation.appNameLength"],
      [{ app: { ...base.app, appUrl: "not a url" } }, "app.appUrl", "validation.url"],
      [{ app: { ...base.app, category: "casino" } }, "app.category", "validation.required"],
      [{ company: { ...base.company, companyWebsite: "caspian" } }, "company.companyWebsite", "validation.url"],
      [{ company: { ...base.company, taxId: "" } }, "company.taxId", "validation.required"],
      [
        { bankDetails: { ...base.bankDetails, iban: "AZ21NABZ00000000137010001945" } },
        "bankDetails.iban",
        "validation.iban",
      ],
      [{ bankDetails: { ...base.bankDetails, swift: "AIIB" } }, "bankDetails.swift", "validation.swift"],
      [{ bankDetails: undefined }, "bankDetails", "validation.required"],
    ];
    for (const [override, field, message] of cases) {
      const res = await t.call({
        method: "POST",
        url: "/api/merchant-connect",
        headers: m.headers,
        payload: { ...base, ...override },
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(res.json().fields)).toBe(message);
    }
    expect(await rows(applications)).toBe(before);
  });

  it("connects a sole trader with a code sent to the phone, then attaches a card", async () => {
    const individual = {
      fullName: "Leyla Həsənova",
      fin: "5ZX9K2L",
      address: "Gəncə, Atatürk prospekti 5",
      phone: "+994557001122",
    };
    const first = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: { accountType: "individual", individual, agreementAccepted: true },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ status: "otpSent", phoneHint: "+994 ** *** ** 22" });
    const code = await lastCode(t, individual.phone);
    const wrong = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: {
        accountType: "individual",
        individual,
        agreementAccepted: true,
        otp: code === "000000" ? "111111" : "000000",
      },
    });
    expect(wrong.statusCode).toBe(422);
    const created = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: { accountType: "individual", individual, agreementAccepted: true, otp: code },
    });
    expect(created.statusCode).toBe(201);
    const { appId } = created.json();
    const [person] = await t.db.select().from(individuals).where(eq(individuals.appId, appId));
    expect(person).toMatchObject({ fin: "5ZX9K2L", phone: individual.phone });

    const bad = await t.call({
      method: "POST",
      url: "/api/user/paymentCard",
      headers: m.headers,
      payload: { merchant: appId, cardNumber: BAD_CARD, expiry: "12/29", cardHolder: "LEYLA HASANOVA" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.cardNumber).toBe("validation.cardNumber");
    // Money will leave to this card: a code texted to the user's own phone confirms it.
    const cardBody = { merchant: appId, cardNumber: GOOD_CARD, expiry: "12/29", cardHolder: "LEYLA HASANOVA" };
    const codeSent = await t.call({
      method: "POST",
      url: "/api/user/paymentCard",
      headers: m.headers,
      payload: cardBody,
    });
    expect(codeSent.statusCode).toBe(202);
    expect(codeSent.json()).toMatchObject({
      status: "otpSent",
      phoneHint: `+994 ** *** ** ${m.mobilePhone.slice(-2)}`,
    });
    expect(await t.db.select().from(paymentCards).where(eq(paymentCards.appId, appId))).toEqual([]);
    const cardCode = await lastCode(t, m.mobilePhone);
    const otherCard = await t.call({
      method: "POST",
      url: "/api/user/paymentCard",
      headers: m.headers,
      payload: { ...cardBody, cardNumber: "5412 3410 0003 0006", otp: cardCode },
    });
    expect(otherCard.json().code).toBe("OTP_EXPIRED");
    const card = await t.call({
      method: "POST",
      url: "/api/user/paymentCard",
      headers: m.headers,
      payload: { ...cardBody, otp: cardCode },
    });
    expect(card.statusCode).toBe(201);
    expect(card.json()).toMatchObject({ maskedPan: "416973******0001", brand: "visa" });
    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    expect(user).toMatchObject({ attachedCard: true, fin: "5ZX9K2L" });
    const session = await t.call({ method: "GET", url: "/api/session", headers: m.headers });
    expect(session.json().attachedCard).toBe(true);
    // The full number is nowhere in the table.
    const stored = JSON.stringify(await t.db.select().from(paymentCards));
    expect(stored).not.toContain("4169730000000001");
  });

  it("refuses an individual without the agreement or with a bad FIN", async () => {
    const individual = { fullName: "Leyla Həsənova", fin: "5zx9k2l", address: "Gəncə", phone: "+994557001199" };
    const res = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: m.headers,
      payload: { accountType: "individual", individual, agreementAccepted: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      agreementAccepted: "validation.agreement",
      "individual.fin": "validation.fin",
    });
  });

  it("shows a company's bank details only to the main user and users who may connect a business", async () => {
    const { companyId } = await connectedBusiness(t, m.headers);
    const [main] = await t.db.select().from(users).where(eq(users.email, m.email));
    const read = (headers: Record<string, string>) =>
      t.call({ method: "GET", url: `/api/company/${companyId}/bank-account`, headers });
    // A viewer with every other permission, on every application: the company is listed, its bank details are not.
    const viewer = await signedInSubUser(t, main!.accountId, [
      "createLink",
      "sendLink",
      "payoutPayment",
      "payoutReview",
      "userApplication",
    ]);
    const refused = await read(viewer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    for (const secret of [
      "AZ21NABZ00000000137010001944",
      "AIIBAZ2X",
      businessConnect().bankDetails.correspondentAccount,
    ]) {
      expect(refused.body).not.toContain(secret);
    }
    expect(
      (await t.call({ method: "GET", url: "/api/companies", headers: viewer.headers }))
        .json()
        .map((c: { id: string }) => c.id),
    ).toContain(companyId);
    const connector = await signedInSubUser(t, main!.accountId, ["addApplication"]);
    for (const headers of [connector.headers, m.headers]) {
      const whole = await read(headers);
      expect(whole.statusCode).toBe(200);
      expect(whole.json()).toEqual([
        expect.objectContaining({ iban: "AZ21NABZ00000000137010001944", swift: "AIIBAZ2X" }),
      ]);
    }
  });

  it("keeps every account's companies and applications to itself", async () => {
    const { appId, companyId } = await connectedBusiness(t, m.headers);
    const other = await signedInMerchant(t);
    const calls = [
      { method: "GET" as const, url: `/api/company/${companyId}/bank-account` },
      {
        method: "POST" as const,
        url: `/api/company/${companyId}/bank-account`,
        payload: { companyId, bankDetails: businessConnect().bankDetails },
      },
      { method: "POST" as const, url: "/api/merchant-connect", payload: { ...businessConnect(), companyId } },
      {
        method: "POST" as const,
        url: "/api/user/paymentCard",
        payload: { merchant: appId, cardNumber: GOOD_CARD, expiry: "12/29", cardHolder: "X Y" },
      },
    ];
    for (const c of calls) {
      const res = await t.call({ ...c, headers: other.headers });
      expect(res.statusCode, c.url).toBe(404);
    }
    expect((await t.call({ method: "GET", url: "/api/companies", headers: other.headers })).json()).toEqual([]);
    expect((await t.call({ method: "GET", url: "/api/apps", headers: other.headers })).json()).toEqual([]);
  });
});
