import { randomUUID } from "node:crypto";
import { type Permission, permissions } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInvoices, companies, users } from "@/db/schema";
import {
  businessConnect,
  createdInvoice,
  invoiceBody,
  liveApplication,
  paidTransaction,
  signedInMerchant,
  signedInSubUser,
} from "@/test-support/flows";
import { apiOperations, nameOf, type Operation, type Parameter, urlOf } from "@/test-support/openapi";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** Tables that change on every call whatever its outcome: the session's last call, rate counters, the audit trail. */
const VOLATILE = new Set(["sessions", "rate_limit_counters", "rate_limit_blocks", "audit_events"]);

type Caller = "noSession" | "otherMerchant" | "withoutPermission" | "withoutApplication" | "withBoth" | "mainUser";
const callers: Caller[] = [
  "noSession",
  "otherMerchant",
  "withoutPermission",
  "withoutApplication",
  "withBoth",
  "mainUser",
];

/** Everything of the account's application A that a caller without it must not reach or see. */
interface AppA {
  appId: string;
  invoiceId: string;
  transactionId: string;
  payButtonId: string;
  /** A webhook endpoint of A (it listens to an event the matrix never causes) and the delivery of a test event to it. */
  endpointId: string;
  deliveryId: string;
  /** A sub-user who acts on A alone: a manager without A may not act on them or read what they did. */
  userId: string;
}

/**
 * The authorisation matrix (issue "Users and permissions"): every operation of the OpenAPI
 * document, called as six callers, against an account with applications A and B:
 * (a) no session → 401; (b) the main user of another merchant → 404 for A's records, and
 * none of A in any answer; (c) a sub-user without the operation's permission → 403;
 * (d) a sub-user with it but only application B → 404 (or 403) for A's records, none of A
 * in any answer; (e) a sub-user with both, and (f) the main user → never 403. A refused
 * call changes no record. The operations and what each demands come from the document
 * (`x-access`, `x-permissions`), so a new route joins without editing this test.
 */
describe.each(backends)("the authorisation matrix on %s", (backend) => {
  let t: TestApp;
  let operations: Operation[];
  let a: AppA;
  let appB: string;
  let headersOf: (caller: Caller, op: Operation) => Promise<Record<string, string>>;
  let valueOf: (op: Operation) => (p: Parameter) => string;
  let bodyOf: (op: Operation) => unknown;
  let queryOf: (op: Operation) => string;

  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: "warn", ESIGN_SANDBOX_DELAY_MS: "0" });
    // The operator console's calls are another realm, with a matrix of their own (operator-matrix.test.ts).
    operations = (await apiOperations(t)).filter((op) => op.access !== "public" && op.access !== "operator");
    const m = await signedInMerchant(t);
    const other = await signedInMerchant(t);
    const otherApp = await liveApplication(t, other.headers);
    const { merchantId } = (
      await t.call({ method: "GET", url: `/api/apps/${otherApp}`, headers: other.headers })
    ).json() as { merchantId: string };
    const appA = await liveApplication(t, m.headers);
    appB = await liveApplication(t, m.headers);
    const [mainRow] = await t.db.select().from(users).where(eq(users.email, m.email));
    const accountId = mainRow!.accountId;
    const transaction = await paidTransaction(t, m.headers, appA);
    const invoice = await createdInvoice(t, m.headers, appA);
    const [company] = await t.db.select().from(companies).where(eq(companies.accountId, accountId));
    // The user the Users calls act on: an ordinary sub-user with little, on A.
    const victim = await signedInSubUser(t, accountId, ["createLink"], [appA]);
    // A bulk invoice of A with no valid row: processing it is refused (409) after the access checks, so no job runs behind the matrix's back.
    const [bulk] = await t.db
      .insert(bulkInvoices)
      .values({
        accountId,
        appId: appA,
        fileName: "a.xlsx",
        headers: [],
        columnIndexes: {},
        totalRows: 1,
        validRows: 0,
        language: "en",
        createdByName: "A",
        createdAt: t.clock.now(),
      })
      .returning();
    const buttonBody = {
      appId: appA,
      name: "Matrix",
      amountMode: "fixed",
      amount: "5.00",
      currency: "AZN",
      description: "Matrix",
      language: "en",
      style: {
        textPreset: "pay",
        customText: null,
        background: "#4DBDC6",
        textColour: "#FFFFFF",
        size: "medium",
        shape: "rounded",
      },
    };
    const payButton = (
      await t.call({ method: "POST", url: "/api/pay-buttons", headers: m.headers, payload: buttonBody })
    ).json() as { id: string };
    const webhookBody = { url: "http://127.0.0.1:9/matrix", events: ["invoice.expired"] };
    const webhook = (
      await t.call({ method: "POST", url: `/api/apps/${appA}/webhooks`, headers: m.headers, payload: webhookBody })
    ).json() as {
      endpoint: { id: string };
    };
    const delivery = (
      await t.call({ method: "POST", url: `/api/webhooks/${webhook.endpoint.id}/test`, headers: m.headers })
    ).json() as { id: string };
    a = {
      appId: appA,
      invoiceId: invoice.id,
      transactionId: transaction.id,
      payButtonId: payButton.id,
      endpointId: webhook.endpoint.id,
      deliveryId: delivery.id,
      userId: victim.id,
    };
    const config = (await t.call({ method: "GET", url: `/api/apps/${appA}`, headers: m.headers })).json() as {
      configId: string;
    };

    // Sub-users are made once per permission set and kept.
    const made = new Map<string, Record<string, string>>();
    async function subUser(perms: readonly Permission[], apps: string[], role: "administrator" | "viewer") {
      const key = `${[...perms].sort().join(",")}|${apps.join(",")}|${role}`;
      if (!made.has(key)) {
        const sub = await signedInSubUser(t, accountId, [...perms], apps);
        await t.db.update(users).set({ role }).where(eq(users.id, sub.id));
        made.set(key, sub.headers);
      }
      return made.get(key)!;
    }
    const needed = (op: Operation) => (op.permissions.length > 0 ? op.permissions : []);
    headersOf = async (caller, op) => {
      const manager = op.access === "userManager" ? "administrator" : "viewer";
      switch (caller) {
        case "noSession":
          return {};
        case "otherMerchant":
          return other.headers;
        case "withoutPermission":
          // Everything but what the operation asks for; for the main user's and managers' calls, all thirteen without being either.
          return subUser(
            permissions.filter((p) => !needed(op).includes(p)),
            [appA, appB],
            "viewer",
          );
        case "withoutApplication":
          return subUser(permissions, [appB], manager);
        case "withBoth":
          return subUser(permissions, [appA, appB], manager);
        case "mainUser":
          return m.headers;
      }
    };
    const byPrefix: [string, string][] = [
      ["/api/company/", company!.id],
      ["/api/user", victim.id],
      ["/api/transactions/", a.transactionId],
      ["/api/reverse/", a.transactionId],
      ["/api/booking/invoice/", a.invoiceId],
      ["/api/invoice", a.invoiceId],
      ["/api/pay-buttons/", a.payButtonId],
    ];
    const known: Record<string, string> = {
      appId: appA,
      bulkInvoiceId: bulk!.id,
      endpointId: a.endpointId,
      deliveryId: a.deliveryId,
      accountType: "business",
      OTP: "123456",
      email: m.email,
    };
    valueOf = (op) => (p) =>
      p.name === "id"
        ? (byPrefix.find(([prefix]) => op.path.startsWith(prefix))?.[1] ?? randomUUID())
        : (known[p.name] ?? (p.schema.format === "uuid" ? randomUUID() : "123456"));

    const wallet = { fromAppId: appA, amount: 1, currency: "AZN", description: "Matrix" };
    const access = { userId: victim.id, role: "cashier", permissions: ["createLink"], applicationIds: [appA] };
    const bodies: Record<string, unknown> = {
      "PUT /api/config": {
        appId: appA,
        configId: config.configId,
        app: businessConnect().app,
        defaultSmsTemplate: "Pay {amount}: {paymentUrl}",
        applicationMail: "",
        withdrawalMethod: "iban",
      },
      "POST /api/merchant-connect": businessConnect(),
      "POST /api/user/paymentCard": {
        cardNumber: "4169 7310 0008 0001",
        expiry: "12/30",
        cardHolder: "LEYLA ALIYEVA",
        merchant: appA,
      },
      "POST /api/company/{id}/bank-account": { companyId: company!.id, bankDetails: businessConnect().bankDetails },
      "POST /api/application-verify/asan-login": { appId: appA, phone: "+994501112233", userId: "123456" },
      "POST /api/application-verify/sign-contract": { appId: appA, transactionId: "x" },
      "POST /api/bookings": invoiceBody(t, appA),
      "POST /api/bulk/process/{bulkInvoiceId}": { sms: true, email: false },
      "POST /api/bookings/send-invoice": { invoiceId: a.invoiceId, sms: true, email: false },
      "PUT /api/booking/invoice/{id}": (({ appId: _app, ...fields }) => fields)(invoiceBody(t, appA)),
      "POST /api/refund": { transactionId: a.transactionId, amount: "1.00" },
      "POST /api/completeOrder": { transactionId: a.transactionId, amount: "1.00" },
      "POST /api/apps/transfer": { ...wallet, toMerchant: merchantId },
      "POST /api/apps/transfer/{OTP}": { ...wallet, toMerchant: merchantId },
      "POST /api/wallets/payouts/{id}/reject": { reason: "Wrong recipient" },
      "POST /api/pay-buttons": buttonBody,
      "PATCH /api/pay-buttons/{id}": { status: "active" },
      "POST /api/apps/{appId}/webhooks": webhookBody,
      "POST /api/saved-views": { list: "transactions", name: "Matrix", filters: {} },
      "PATCH /api/saved-views/{id}": { name: "Matrix 2" },
      "POST /api/otp/init/withdraw": { appId: appA, amount: 1, currency: "AZN" },
      "POST /api/user/withdraw/{OTP}": { appId: appA, amount: 1, currency: "AZN" },
      "POST /api/mpay/topup": { ...wallet, phoneNumber: "+994551234567" },
      "POST /api/mpay/topup/{OTP}": { ...wallet, phoneNumber: "+994551234567" },
      "POST /api/wallets/payout/by-search": { kind: "iban", account: "AZ21NABZ00000000137010001944" },
      "POST /api/wallets/masked-fullName": { kind: "iban", account: "AZ21NABZ00000000137010001944" },
      "POST /api/otp/init/payout": { kind: "iban", account: "AZ21NABZ00000000137010001944", amount: 1 },
      "POST /api/wallets/payout": { kind: "iban", account: "AZ21NABZ00000000137010001944", amount: 1, OTP: "123456" },
      "PUT /api/wallets/payout-settings": { reviewThreshold: 6000 },
      "PUT /api/settlement-reports/{appId}/schedule": { frequency: "weekly", format: "csv" },
      "POST /api/user/access": access,
      "POST /api/user/registerPmd/{OTP}": {
        ...access,
        firstName: "Aysel",
        lastName: "Kərimova",
        email: `m-${randomUUID()}@merchant.az`,
        mobilePhone: "+994559998877",
      },
    };
    bodyOf = (op) => bodies[nameOf(op)] ?? (op.body ? {} : undefined);
    const queries: Record<string, string> = {
      "GET /api/saved-views": "?list=transactions",
      "GET /api/settlement-reports/{appId}": "?from=2026-05-01&to=2026-05-31",
      "GET /api/settlement-reports/{appId}/export": "?from=2026-05-01&to=2026-05-31&format=csv",
    };
    queryOf = (op) => queries[nameOf(op)] ?? "";
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fingerprint of every record, to show a refused call wrote nothing. */
  async function fingerprint(): Promise<string> {
    const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) =>
      ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    // Plain and partitioned tables, not their partitions: a partitioned table's rows hold its months'.
    const tables = await rowsOf<{ tablename: string }>(
      sql.raw(`select c.relname as tablename from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`),
    );
    const digests = tables
      .filter(({ tablename }) => !VOLATILE.has(tablename))
      .map(
        ({ tablename }) =>
          `select '${tablename}:' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${tablename}" x`,
      );
    return (await rowsOf<{ h: string }>(sql.raw(digests.join(" union all ")))).map((r) => r.h).join(",");
  }

  /** A's records, which no answer to a caller without A may show. */
  const recordsOfA = () => [a.appId, a.invoiceId, a.transactionId, a.payButtonId, a.endpointId, a.deliveryId];
  const mentionsA = (text: string) => recordsOfA().some((id) => text.includes(id));
  const refersToA = (text: string) => mentionsA(text) || text.includes(a.userId);
  const jsonText = (res: LightMyRequestResponse) =>
    String(res.headers["content-type"] ?? "").startsWith("application/json") ? res.body : "";

  it("answers every operation as each caller may, and a refusal changes nothing", { timeout: 900_000 }, async () => {
    // What ends records goes last: deleting, disabling, then signing out.
    const lateness = (op: Operation) => (op.path === "/api/logout" ? 2 : op.method === "DELETE" ? 1 : 0);
    const ops = [...operations].sort((x, y) => lateness(x) - lateness(y));
    const unexpected: string[] = [];
    let checked = 0;
    for (const op of ops) {
      const url = urlOf(op, valueOf(op)) + queryOf(op);
      const payload = bodyOf(op);
      const aboutA = refersToA(url) || (payload !== undefined && refersToA(JSON.stringify(payload)));
      for (const caller of callers) {
        if (caller === "withoutPermission" && op.access === "session" && op.permissions.length === 0) continue;
        const refusal = expectedRefusal(op, caller, aboutA);
        const headers = { ...(await headersOf(caller, op)), "x-app-key": a.appId };
        const before = refusal ? await fingerprint() : "";
        const res = await t.call({ method: op.method, url, headers, payload: payload as object | undefined });
        checked += 1;
        const what = `${nameOf(op)} as ${caller}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (refusal) {
          if (!refusal.includes(res.statusCode)) unexpected.push(`${what} (expected ${refusal.join(" or ")})`);
          else if ((await fingerprint()) !== before) unexpected.push(`${what}: a record changed`);
        } else if (res.statusCode === 403 || res.statusCode === 401) {
          unexpected.push(`${what} (expected not 401/403)`);
        } else if ((caller === "otherMerchant" || caller === "withoutApplication") && mentionsA(jsonText(res))) {
          unexpected.push(`${what}: the answer shows application A's records`);
        }
      }
    }
    console.info(
      `authorisation matrix on ${backend}: ${ops.length} operations, ${checked} calls; ${unexpected.length} unexpected`,
    );
    expect(unexpected).toEqual([]);
  });

  /** The statuses a refused call may answer, or null when the caller may call it. */
  function expectedRefusal(op: Operation, caller: Caller, aboutA: boolean): number[] | null {
    if (caller === "noSession") return [401];
    if (op.access === "mainUser" && caller !== "mainUser" && caller !== "otherMerchant") return [403];
    switch (caller) {
      case "otherMerchant":
        return aboutA ? [404] : null;
      case "withoutPermission":
        return [403];
      case "withoutApplication":
        return aboutA ? [404, 403] : null;
      default:
        return null;
    }
  }
});
