import { createHash, randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessConnect,
  createdInvoice,
  invoiceBody,
  liveApplication,
  newMerchant,
  signedInMerchant,
} from "@/test-support/flows";
import { fuzzRequests } from "@/test-support/fuzz-inputs";
import {
  apiOperations,
  errorShapeProblem,
  nameOf,
  type Operation,
  type Parameter,
  urlOf,
} from "@/test-support/openapi";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** Inputs per operation; ~60 operations, tuned to finish in about a minute on PGlite on two cores. */
const INPUTS_PER_OPERATION = 250;
const SEED = 20_260_101;

/**
 * Calls whose every valid input costs real work (argon2 hashing of a password, a PDF drawn):
 * fewer inputs, the same kinds. None is left out.
 */
const costly: Record<string, number> = {
  "POST /api/register": 60,
  "POST /api/login": 60,
  "POST /api/confirm-password/{guid}": 60,
  "GET /api/application-verify/view-contract/account/{accountType}/{appId}": 60,
};

const seedOf = (op: Operation) =>
  createHash("sha256")
    .update(`${SEED}:${nameOf(op)}`)
    .digest()
    .readUInt32BE(0);

/** The merchant's records the walk aims at, and a valid body of each JSON call to mutate. */
async function recordsOf(t: TestApp) {
  const m = await signedInMerchant(t);
  const appId = await liveApplication(t, m.headers);
  const company = (await t.call({ method: "GET", url: "/api/companies", headers: m.headers })).json()[0] as {
    id: string;
  };
  const app = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json() as {
    configId: string;
  };
  const invoice = await createdInvoice(t, m.headers, appId);
  // The checkout pays invoices of its own (the check of the valid bodies pays the first): a paid
  // one could no longer be edited, sent or cancelled.
  const [checked, payable] = [await createdInvoice(t, m.headers, appId), await createdInvoice(t, m.headers, appId)];
  const buttonBody = {
    appId,
    name: "Fuzz",
    amountMode: "customer",
    minAmount: "1",
    maxAmount: "100",
    currency: "AZN",
    description: "Fuzz",
    language: "az",
    style: {
      textPreset: null,
      customText: "Ödə",
      background: "#4DBDC6",
      textColour: "#FFFFFF",
      size: "small",
      shape: "pill",
    },
  };
  const button = (
    await t.call({ method: "POST", url: "/api/pay-buttons", headers: m.headers, payload: buttonBody })
  ).json() as {
    id: string;
    buttonId: string;
  };
  const ids: Record<string, string> = {
    appId,
    accountType: "business",
    invoiceCode: payable.invoiceCode,
    transactionId: randomUUID(),
    OTP: "123456",
    email: m.email,
    token: "A".repeat(43),
    guid: randomUUID(),
    buttonId: button.buttonId,
  };
  const recordOf = (op: Operation) =>
    op.path.startsWith("/api/company/") ? company.id : op.path.startsWith("/api/pay-buttons/") ? button.id : invoice.id;
  const known = (op: Operation) => (p: Parameter) => (p.name === "id" ? recordOf(op) : ids[p.name]);

  const card = { cardNumber: "4169 7310 0008 0001", expiry: "12/30", cardHolder: "LEYLA ALIYEVA" };
  const { appId: _app, ...invoiceFields } = invoiceBody(t, appId);
  const validBodies: Record<string, unknown> = {
    "POST /api/register": newMerchant(),
    "POST /api/login": { username: m.email, password: m.password, rememberMe: true },
    "POST /api/confirmAccount/{OTP}": { email: m.email },
    "POST /api/forgot-password": { email: m.email },
    "POST /api/confirm-password/{guid}": { password: "Fresh#2026x", confirmPassword: "Fresh#2026x" },
    "PUT /api/config": {
      appId,
      configId: app.configId,
      app: businessConnect().app,
      defaultSmsTemplate: "Pay {amount}: {paymentUrl}",
      applicationMail: "",
      withdrawalMethod: "iban",
    },
    "POST /api/merchant-connect": businessConnect(),
    "POST /api/user/paymentCard": { ...card, merchant: appId },
    "POST /api/company/{id}/bank-account": { companyId: company.id, bankDetails: businessConnect().bankDetails },
    "POST /api/application-verify/asan-login": { appId, phone: "+994501112233", userId: "123456" },
    "POST /api/application-verify/sign-contract": { appId, transactionId: "x" },
    "POST /api/bookings": invoiceBody(t, appId),
    "POST /api/bookings/send-invoice": { invoiceId: invoice.id, sms: true, email: true },
    "PUT /api/booking/invoice/{id}": invoiceFields,
    // A declined card leaves the invoice payable, so the walk meets the checkout's guards too.
    "POST /api/checkout/{invoiceCode}/pay": {
      ...card,
      cardNumber: "4169 7310 0007 0002",
      cvv: "123",
      amount: 125.5,
      currency: "AZN",
      language: "az",
    },
    "POST /api/checkout/{invoiceCode}/challenge/{transactionId}": { challengeToken: "x", code: "123456" },
    "POST /api/checkout/{invoiceCode}/challenge/{transactionId}/cancel": { challengeToken: "x" },
    // The sandbox acquirer takes the card on the page: the hosted style's calls refuse, 409 and 404.
    "POST /api/checkout/{invoiceCode}/hosted-payment": { amount: 125.5, currency: "AZN", language: "az" },
    "POST /api/checkout/{invoiceCode}/hosted-payment/{transactionId}/result": { payerToken: "x" },
    "POST /api/pay-buttons": buttonBody,
    // An event the walk never causes: its endpoints are made, changed and listed, and sent nothing.
    "POST /api/apps/{appId}/webhooks": {
      url: "http://127.0.0.1:9/fuzz",
      description: "Fuzz",
      events: ["invoice.expired"],
    },
    "PATCH /api/pay-buttons/{id}": { status: "active" },
    "PUT /api/settlement-reports/{appId}/schedule": { frequency: "monthly", format: "xlsx" },
    "POST /api/checkout/button/{buttonId}": { amount: "12.50", fullName: "Leyla Əliyeva", phone: "+994551234567" },
  };
  const checkedKnown = (op: Operation) => (p: Parameter) =>
    p.name === "invoiceCode" ? checked.invoiceCode : known(op)(p);
  return { session: m.headers, known, checkedKnown, validBodies };
}

/**
 * Walks every call of the OpenAPI document (sandbox pages aside) with generated bad input,
 * signed in as a merchant whose application, company and invoice exist, and without a
 * session. No answer may be a 5xx, and every error must be DESIGN §5's `{code, message, fields?}`.
 * No call is left out; the few that cost real work get fewer inputs (`costly`).
 */
// One database is enough: PGlite and the server are the same PostgreSQL, so an input refuses or
// passes alike on both, and each module's own tests run on both. The server when there is one.
describe.each(backends.slice(-1))("every call, fuzzed, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only failures are logged; the sandbox e-signature answers at once.
    t = await startTestApp(backend, { LOG_LEVEL: "warn", ESIGN_SANDBOX_DELAY_MS: "0" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers bad input with a 4xx of the error shape, never a 5xx", { timeout: 600_000 }, async () => {
    const { session, known, checkedKnown, validBodies } = await recordsOf(t);
    // What ends the walk's records goes last: cancelling the invoice, then logging out of the session.
    const lateness = (op: Operation) => (nameOf(op) === "POST /api/logout" ? 2 : op.method === "DELETE" ? 1 : 0);
    const operations = (await apiOperations(t)).sort((a, b) => lateness(a) - lateness(b));
    // The mutations start from valid bodies: a body the schema refuses would leave the call's code untried.
    for (const op of operations.filter((o) => validBodies[nameOf(o)] !== undefined)) {
      const url = urlOf(op, (p) => checkedKnown(op)(p) ?? "");
      const res = await t.call({
        method: op.method,
        url,
        headers: session,
        payload: validBodies[nameOf(op)] as object,
      });
      expect(res.statusCode, `${nameOf(op)}: ${res.body}`).not.toBe(400);
    }

    // One entry a kind of failure (status and error code), with the calls it hit and its first example.
    const failures = new Map<string, { ops: Set<string>; example: string }>();
    const started = Date.now();
    let calls = 0;
    for (const op of operations) {
      const target = {
        op,
        validBody: validBodies[nameOf(op)],
        known: known(op),
        session,
        upload: nameOf(op) === "PUT /api/config/hotel/update",
      };
      const requests = fc.sample(fuzzRequests(target), {
        seed: seedOf(op),
        numRuns: costly[nameOf(op)] ?? INPUTS_PER_OPERATION,
      });
      for (const { options, label } of requests) {
        const res = await t.call(options);
        calls += 1;
        const problem = res.statusCode >= 500 ? res.body : res.statusCode >= 300 ? errorShapeProblem(res) : null;
        if (!problem) continue;
        const kind = `${res.statusCode} ${/"code":"(\w+)"/.exec(res.body)?.[1] ?? problem.slice(0, 60)}`;
        const seen = failures.get(kind) ?? {
          ops: new Set<string>(),
          example: `${problem.slice(0, 300)}\n    for ${label}`,
        };
        failures.set(kind, seen.ops.add(nameOf(op)) && seen);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz on ${backend}: ${operations.length} operations × ${INPUTS_PER_OPERATION} inputs (${Object.keys(costly).length} costly × ${Math.min(...Object.values(costly))}) = ${calls} calls in ${seconds} s; ${failures.size} kinds of failure`,
    );
    expect([...failures].map(([kind, { ops, example }]) => `${kind} on ${[...ops].join(", ")}\n  ${example}`)).toEqual(
      [],
    );
    expect(t.leaks).toEqual([]);
  });
});
