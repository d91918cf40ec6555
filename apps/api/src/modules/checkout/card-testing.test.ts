import { createHash } from "node:crypto";
import { leadingZeroBits, type ProofChallenge, proofInput } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "@/db/schema";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { createdInvoice, daysFromNow, invoiceBody, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const card = (outcome: (typeof sandboxTestCards)[number]["outcome"]) =>
  sandboxTestCards.find((c) => c.outcome === outcome)!.number;
const APPROVE = card("approve");
const DECLINE = card("decline");

/** Unused test numbers of one BIN (Luhn-valid), which the sandbox declines. */
function luhnValid(prefix: string, n: number): string {
  const body = `${prefix}${String(n).padStart(15 - prefix.length, "0")}`;
  for (let check = 0; check < 10; check++) {
    const digits = `${body}${check}`;
    const sum = [...digits].reverse().reduce((acc, d, i) => {
      const v = Number(d) * (i % 2 ? 2 : 1);
      return acc + (v > 9 ? v - 9 : v);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error("unreachable");
}

/** What a browser does with PROOF_REQUIRED: find the nonce. */
function solve(challenge: ProofChallenge) {
  for (let nonce = 0; ; nonce++) {
    if (
      leadingZeroBits(createHash("sha256").update(proofInput(challenge.salt, nonce)).digest()) >= challenge.difficulty
    )
      return { ...challenge, nonce };
  }
}

/** Card testing, the amount a customer agrees to, and 3-D Secure bound to the payer (docs/security.md). */
describe.each(backends)("checkout abuse on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    // The card-testing counters name cards by a keyed hash: no number anywhere.
    const logs = t.logs();
    for (const number of [APPROVE, DECLINE, luhnValid("411111", 1)]) expect(logs).not.toContain(number);
    await t.close();
  });

  const payment = (cardNumber: string, overrides: Record<string, unknown> = {}) => ({
    cardNumber,
    expiry: "12/30",
    cvv: "123",
    cardHolder: "LEYLA ALIYEVA",
    amount: 125.5,
    currency: "AZN",
    ...overrides,
  });
  const pay = (code: string, body: object, from: string, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: `/api/checkout/${code}/pay`, payload: body, remoteAddress: from, headers });
  /** Pays as the checkout page does: a PROOF_REQUIRED is solved and the call sent again. */
  async function payAsBrowser(code: string, body: object, from: string) {
    const first = await pay(code, body, from);
    return first.statusCode === 428 ? pay(code, { ...body, proof: solve(first.json().proof) }, from) : first;
  }
  /** Another merchant with a live application: its own decline counts. */
  async function otherMerchant() {
    const merchant = await signedInMerchant(t);
    return { headers: merchant.headers, appId: await liveApplication(t, merchant.headers) };
  }

  it("refuses to charge an amount other than the one the customer saw", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const edit = await t.call({
      method: "PUT",
      url: `/api/booking/invoice/${invoice.id}`,
      headers: m.headers,
      payload: { ...invoiceBody(t, appId), amount: "3999.00" },
    });
    expect(edit.statusCode).toBe(200);
    const res = await pay(invoice.invoiceCode, payment(APPROVE), "198.51.100.10");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("AMOUNT_CHANGED");
    expect(await t.db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))).toEqual([]);
    expect(
      (await pay(invoice.invoiceCode, payment(APPROVE, { currency: "USD", amount: 3999 }), "198.51.100.10")).json()
        .code,
    ).toBe("AMOUNT_CHANGED");
    const paid = await pay(invoice.invoiceCode, payment(APPROVE, { amount: "3999.00" }), "198.51.100.10");
    expect(paid.json()).toMatchObject({ status: "success" });
  });

  it("refuses an edit while the customer's payment is in progress", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const started = await pay(invoice.invoiceCode, payment(card("challenge")), "198.51.100.11");
    expect(started.json().challenge).toBe(true);
    const edit = await t.call({
      method: "PUT",
      url: `/api/booking/invoice/${invoice.id}`,
      headers: m.headers,
      payload: { ...invoiceBody(t, appId), amount: "3999.00" },
    });
    expect(edit.statusCode).toBe(409);
  });

  it("asks a client with repeated declines for a proof of work, and takes a solved one once", async () => {
    const from = "198.51.100.20";
    const invoice = await createdInvoice(t, m.headers, appId);
    for (let i = 0; i < 3; i++)
      expect((await pay(invoice.invoiceCode, payment(DECLINE), from)).json().status).toBe("declined");
    const asked = await pay(invoice.invoiceCode, payment(APPROVE), from, {
      "idempotency-key": `proof-${invoice.invoiceCode}`,
    });
    expect(asked.statusCode).toBe(428);
    const { proof } = asked.json();
    expect(proof).toMatchObject({ algorithm: "SHA-256", difficulty: 16 });
    // A made-up challenge, an easier one, or a wrong nonce do not pass.
    expect(
      (await pay(invoice.invoiceCode, payment(APPROVE, { proof: { ...solve({ ...proof, difficulty: 4 }) } }), from))
        .statusCode,
    ).toBe(428);
    expect((await pay(invoice.invoiceCode, payment(APPROVE, { proof: { ...proof, nonce: 0 } }), from)).statusCode).toBe(
      428,
    );
    const solved = solve(proof);
    const paid = await pay(invoice.invoiceCode, payment(APPROVE, { proof: solved }), from, {
      "idempotency-key": `proof-${invoice.invoiceCode}`,
    });
    expect(paid.json()).toMatchObject({ status: "success" });
    // The same solution twice is refused.
    const other = await createdInvoice(t, m.headers, appId);
    expect((await pay(other.invoiceCode, payment(APPROVE, { proof: solved }), from)).statusCode).toBe(428);
  });

  it("refuses a card after five declines in an hour, whoever tries it", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const number = luhnValid("520000", 7);
    for (let i = 0; i < 5; i++)
      expect((await pay(invoice.invoiceCode, payment(number), `198.51.101.${i + 1}`)).json().status).toBe("declined");
    const refused = await pay(invoice.invoiceCode, payment(number), "198.51.101.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("This card cannot be used right now");
  });

  it("refuses a whole BIN after thirty declines in an hour", async () => {
    // Spread over three merchants and thirty addresses, so no other limit or proof of work steps in first.
    const shops = [await otherMerchant(), await otherMerchant(), await otherMerchant()];
    const invoices = await Promise.all(shops.map((shop) => createdInvoice(t, shop.headers, shop.appId)));
    for (let i = 0; i < 30; i++) {
      const res = await pay(invoices[i % 3]!.invoiceCode, payment(luhnValid("411111", i + 1)), `198.51.102.${i + 1}`);
      expect(res.json().status, String(i)).toBe("declined");
    }
    const refused = await pay(invoices[0]!.invoiceCode, payment(luhnValid("411111", 1)), "198.51.102.200");
    expect(refused.statusCode).toBe(429);
    // Other ranges still pay.
    expect((await pay(invoices[0]!.invoiceCode, payment(APPROVE), "198.51.102.201")).json().status).toBe("success");
  });

  it("asks every payer of a merchant with many declines for a proof of work", async () => {
    const shop = await otherMerchant();
    const invoices = [
      await createdInvoice(t, shop.headers, shop.appId),
      await createdInvoice(t, shop.headers, shop.appId),
    ];
    for (let i = 0; i < 20; i++)
      await pay(invoices[i % 2]!.invoiceCode, payment(luhnValid("520001", i + 1)), `198.51.105.${i + 1}`);
    const fresh = await pay(invoices[0]!.invoiceCode, payment(APPROVE), "198.51.105.200");
    expect(fresh.statusCode).toBe(428);
    expect((await payAsBrowser(invoices[0]!.invoiceCode, payment(APPROVE), "198.51.105.201")).json().status).toBe(
      "success",
    );
  });

  it("caps the attempts one client starts across links", async () => {
    const from = "198.51.103.1";
    const shop = await otherMerchant();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const invoice = await createdInvoice(t, shop.headers, shop.appId);
      codes.push((await pay(invoice.invoiceCode, payment(APPROVE), from)).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it("binds the 3-D Secure challenge to the browser that paid", async () => {
    const shop = await otherMerchant();
    const invoice = await createdInvoice(t, shop.headers, shop.appId);
    const started = (
      await pay(invoice.invoiceCode, payment(card("challenge")), "198.51.104.1", {
        "idempotency-key": `3ds-${invoice.invoiceCode}`,
      })
    ).json();
    const publicView = (await t.call({ method: "GET", url: `/api/checkout/${invoice.invoiceCode}` })).json();
    expect(publicView.challengePending).toBe(true);
    expect(JSON.stringify(publicView)).not.toContain(started.transactionId);
    const url = `/api/checkout/${invoice.invoiceCode}/challenge/${started.transactionId}`;
    for (const challengeToken of ["", "x".repeat(43)]) {
      const res = await t.call({ method: "POST", url: `${url}/cancel`, payload: { challengeToken } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // The paying browser retrying its call (same key) gets a fresh token; the first one dies.
    const replay = (
      await pay(invoice.invoiceCode, payment(card("challenge")), "198.51.104.1", {
        "idempotency-key": `3ds-${invoice.invoiceCode}`,
      })
    ).json();
    expect(replay.challengeToken).not.toBe(started.challengeToken);
    expect(
      (await t.call({ method: "POST", url, payload: { code: "123456", challengeToken: started.challengeToken } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: "POST", url, payload: { code: "123456", challengeToken: replay.challengeToken } })).json()
        .status,
    ).toBe("success");
  });

  it("takes payment links of at most a year, and no date past the century", async () => {
    const tooLong = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, appId, { linkExpirationDate: daysFromNow(t, 366) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.linkExpirationDate).toBe("validation.linkExpirationMax");
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/bookings",
          headers: m.headers,
          payload: invoiceBody(t, appId, { linkExpirationDate: daysFromNow(t, 365) }),
        })
      ).statusCode,
    ).toBe(201);
    for (const field of ["linkExpirationDate", "dueDate", "checkInDate"]) {
      const res = await t.call({
        method: "POST",
        url: "/api/bookings",
        headers: m.headers,
        payload: invoiceBody(t, appId, { [field]: "9999-12-31" }),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]).toBe("validation.date");
    }
  });
});
