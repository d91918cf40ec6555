import { type Payout, type PayoutPage, type Wallet, type WalletOperationPage, toMajorNumber } from "@portal/contracts";
import { eq, like, or } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payouts, users } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { SANDBOX_SETTLE_AFTER_MS } from "@/providers/payout-bank/sandbox-payout-bank";
import { liveApplication, paidTransaction, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { payoutWithSeededCode } from "@/test-support/payouts";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { payoutsService } from "./payouts.service";

/** Another bank's IBAN (NABZ): the fee applies. */
const OTHER_IBAN = "AZ21NABZ00000000137010001944";
/** A Kapital Bank IBAN (bank code AIIB): free. */
const KAPITAL_IBAN = "AZ78AIIB38090019441100522119";
/** Another bank's card (not on the Kapital Bank BIN list). */
const OTHER_CARD = "5412340000047788";
/** The sandbox bank refuses this card (`416973******0401`). */
const REFUSED_CARD = "4169730000060401";

describe.each(backends)("payouts on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  /** The main user, as the payout calls need them: their id binds the seeded codes. */
  let main: { id: string; headers: Record<string, string> };
  let keys = 0;

  const withApp = (headers: Record<string, string>, id = appId) => ({ ...headers, "x-app-key": id });
  // Each payout is confirmed with a code for exactly it; what a code is bound to is payout-confirmation.test.ts's.
  const pay = (payload: object, who = main, key = `payout-test-${(keys += 1)}`) =>
    payoutWithSeededCode(t, who, appId, payload, key);
  const paid = async (payload: object, who = main) => {
    const res = await pay(payload, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Payout;
  };
  const balance = () => walletBalance(t.db, appId, "AZN");
  const body = (overrides: Record<string, unknown> = {}) => ({
    kind: "iban",
    account: OTHER_IBAN,
    amount: 100,
    description: "Supplier",
    ...overrides,
  });
  const walletOf = async (headers = m.headers) =>
    ((await t.call({ method: "GET", url: "/api/user/wallets", headers })).json() as Wallet[]).find(
      (w) => w.appId === appId,
    )!;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    const [user] = await t.db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.email, m.email));
    accountId = user!.accountId;
    main = { id: user!.id, headers: m.headers };
    for (let n = 0; n < 4; n++) await paidTransaction(t, m.headers, appId, { amount: "2000.00" });
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("finds the recipient, masks the account and the name, and says where payouts are free", async () => {
    const search = (payload: object) =>
      t.call({ method: "POST", url: "/api/wallets/payout/by-search", payload, headers: withApp(m.headers) });
    const name = (payload: object) =>
      t.call({ method: "POST", url: "/api/wallets/masked-fullName", payload, headers: withApp(m.headers) });

    expect((await search({ kind: "iban", account: OTHER_IBAN })).json()).toEqual({
      kind: "iban",
      account: "AZ21 **** 1944",
      bankName: "Sandbox Bank",
      freeOfFees: false,
    });
    expect((await search({ kind: "iban", account: KAPITAL_IBAN })).json()).toMatchObject({
      bankName: "Kapital Bank",
      freeOfFees: true,
    });
    expect((await search({ kind: "card", account: "4169 7310 0008 0001" })).json()).toEqual({
      kind: "card",
      account: "416973******0001",
      bankName: "Kapital Bank",
      freeOfFees: true,
    });
    expect((await search({ kind: "phone", account: "+994551112233" })).json()).toMatchObject({
      account: "+994 ** *** ** 33",
      freeOfFees: true,
    });
    expect((await name({ kind: "card", account: REFUSED_CARD })).json()).toEqual({ maskedFullName: "Ni*** Hə***" });
    expect((await name({ kind: "iban", account: OTHER_IBAN })).json()).toEqual({ maskedFullName: "Ay*** Mə***" });

    const unknown = await search({ kind: "phone", account: "+994550000404" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "NOT_FOUND", fields: { account: "validation.recipientUnknown" } });
  });

  it("sends at once below the threshold: amount and fee leave the wallet, the card number is never kept, a retry pays nothing twice", async () => {
    const before = await balance();
    const done = await paid(body());
    expect(done).toMatchObject({
      kind: "payout",
      status: "sent",
      amount: 100,
      fee: 1,
      amountWithFee: 101,
      recipient: { kind: "iban", account: "AZ21 **** 1944", maskedFullName: "Ay*** Mə***", freeOfFees: false },
      createdBy: { name: m.fullName },
      reviewedBy: null,
    });
    expect(await balance()).toBe(before - 10_100n);
    const [latest, previous] = (
      (await t.call({ method: "GET", url: `/api/wallets/${appId}`, headers: m.headers })).json() as WalletOperationPage
    ).content;
    expect([latest, previous].map((o) => o!.kind).sort()).toEqual(["payout", "payoutFee"]);
    expect(latest).toMatchObject({ counterparty: "Ay*** Mə*** · AZ21 **** 1944", description: "Supplier" });

    const card = await paid(body({ kind: "card", account: OTHER_CARD, amount: 10 }));
    expect(card).toMatchObject({ status: "sent", fee: 1, recipient: { account: "541234******7788" } });
    const withNumber = await t.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(or(like(payouts.destination, `%${OTHER_CARD}%`), like(payouts.recipientAccount, `%${OTHER_CARD}%`)));
    expect(withNumber).toEqual([]);

    const key = "payout-retry-1";
    const first = (await pay(body({ amount: 5 }), main, key)).json() as Payout;
    const again = await pay(body({ amount: 5 }), main, key);
    expect(again.json()).toMatchObject({ id: first.id, status: "sent" });
    expect(await balance()).toBe(before - 10_100n - 1_100n - 600n);
    expect((await pay(body({ amount: 6 }), main, key)).statusCode).toBe(409);
  });

  it("gives the money back when the bank refuses, and settles a slow one when the job asks after a minute", async () => {
    const before = await balance();
    const refused = await paid(body({ kind: "card", account: REFUSED_CARD, amount: 20 }));
    expect(refused).toMatchObject({ status: "failed", failureReason: "The card's bank refused the transfer.", fee: 0 });
    expect(await balance()).toBe(before);

    const slow = await paid(body({ account: "AZ46NABZ00000000000000000505", amount: 30 }));
    expect(slow.status).toBe("inProgress");
    expect(await balance()).toBe(before - 3_100n);
    t.clock.advance(SANDBOX_SETTLE_AFTER_MS + 1_000);
    await payoutsService(t.app).settlePending();
    expect((await t.db.select().from(payouts).where(eq(payouts.id, slow.id)))[0]).toMatchObject({ status: "sent" });
    expect(await balance()).toBe(before - 3_100n);
  });

  it("waits for a second person above the threshold: held, approved by a reviewer, never by its maker", async () => {
    // A day later: the payouts above leave the rolling 24 hours, and the threshold is judged on these alone.
    t.clock.advance(24 * 60 * 60_000 + 60_000);
    const setThreshold = (reviewThreshold: number, headers = m.headers) =>
      t.call({ method: "PUT", url: "/api/wallets/payout-settings", payload: { reviewThreshold }, headers });
    expect((await t.call({ method: "GET", url: "/api/wallets/payout-settings", headers: m.headers })).json()).toEqual({
      reviewThreshold: 5000,
      reviewNewRecipients: false,
      dailyCap: 20000,
      last24Hours: [],
    });
    expect((await setThreshold(500)).json()).toMatchObject({ reviewThreshold: 500 });

    const reviewer = await signedInSubUser(t, accountId, ["payoutReview"]);
    const maker = await signedInSubUser(t, accountId, ["payoutPayment"]);
    expect((await setThreshold(100, reviewer.headers)).statusCode).toBe(403);

    const before = await balance();
    const atThreshold = await paid(body({ amount: 500 }), maker);
    expect(atThreshold).toMatchObject({ status: "sent", reviewReasons: [] });
    const big = await paid(body({ amount: 800 }), maker);
    // 0.15% of 800.00 is 1.20.
    expect(big).toMatchObject({
      status: "review",
      reviewReasons: ["threshold"],
      fee: 1.2,
      createdBy: { id: maker.id, name: maker.fullName },
    });
    const wallet = await walletOf();
    expect(wallet.reserved.payouts).toBe(801.2);
    expect(wallet.payoutBalance).toBe(Number(before - 50_100n - 80_120n) / 100);
    expect(wallet.balance).toBe(Number(before - 50_100n) / 100);

    const approve = (id: string, headers: Record<string, string>) =>
      t.call({ method: "POST", url: `/api/wallets/payouts/${id}/approve`, headers });
    expect((await approve(big.id, maker.headers)).statusCode).toBe(403);
    const own = await paid(body({ amount: 700 }));
    expect((await approve(own.id, m.headers)).json()).toMatchObject({ code: "FORBIDDEN" });

    const approved = await approve(big.id, reviewer.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "sent", reviewedBy: { id: reviewer.id, name: reviewer.fullName } });
    expect((await approve(big.id, reviewer.headers)).json()).toMatchObject({ code: "INVALID_STATE" });

    const reject = (payload: object) =>
      t.call({ method: "POST", url: `/api/wallets/payouts/${own.id}/reject`, payload, headers: reviewer.headers });
    expect((await reject({ reason: " " })).json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { reason: "validation.required" },
    });
    const rejected = await reject({ reason: "Wrong supplier" });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      failureReason: "Wrong supplier",
      reviewedBy: { id: reviewer.id },
    });
    expect(await balance()).toBe(before - 50_100n - 80_120n);
    expect((await walletOf()).reserved.payouts).toBe(0);
    await setThreshold(5000);
  });

  it("lists payouts newest first with filters, ten a page, and only the account's own", async () => {
    const list = async (query: string, headers = m.headers) => {
      const res = await t.call({ method: "GET", url: `/api/wallets/payouts?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PayoutPage;
    };
    for (let n = 0; n < 4; n++) await paid(body({ kind: "iban", account: KAPITAL_IBAN, amount: 1 }));
    const all = await list("");
    expect(all.size).toBe(10);
    expect(all.totalElements).toBeGreaterThan(10);
    expect(all.content.map((p) => p.createdAt)).toEqual([...all.content.map((p) => p.createdAt)].sort().reverse());
    expect((await list("status=rejected")).content.map((p) => p.failureReason)).toEqual(["Wrong supplier"]);
    expect((await list("amount=800")).content.map((p) => p.status)).toEqual(["sent"]);
    expect((await list("recipient=7788")).content.map((p) => p.recipient.account)).toEqual(["541234******7788"]);
    expect((await list("recipient=ni***")).content.map((p) => p.status)).toEqual(["failed"]);
    expect((await list("kind=topUp")).totalElements).toBe(0);
    expect((await list("from=2000-01-01&to=2000-01-31")).totalElements).toBe(0);
    expect((await list("page=1")).content.length).toBe(all.totalElements - 10);
    expect(
      (await t.call({ method: "GET", url: "/api/wallets/payouts?status=lost", headers: m.headers })).statusCode,
    ).toBe(400);

    const other = await signedInMerchant(t);
    expect((await list("", other.headers)).totalElements).toBe(0);
    expect(
      (await t.call({ method: "GET", url: `/api/wallets/payouts/${all.content[0]!.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it("takes an IBAN typed in lower case and in groups, and keeps it upper-cased, as SPEC §5 spells it", async () => {
    const done = await paid(body({ account: ` ${OTHER_IBAN.toLowerCase().replace(/(.{4})/g, "$1 ")} `, amount: 2 }));
    expect(done).toMatchObject({ status: "sent", fee: 1, recipient: { kind: "iban", account: "AZ21 **** 1944" } });
    const [row] = await t.db.select({ destination: payouts.destination }).from(payouts).where(eq(payouts.id, done.id));
    expect(row!.destination).toBe(OTHER_IBAN);
  });

  it("refuses what it cannot do, with the field and the rule, and moves nothing", async () => {
    const before = await balance();
    const over = await pay(body({ amount: toMajorNumber(before) }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      fields: { amount: "validation.amountAboveBalance" },
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ account: "AZ00NABZ00000000137010001944" }, "account", "validation.iban"],
      [{ account: "az00nabz00000000137010001944" }, "account", "validation.iban"],
      [{ kind: "card", account: "5412340000047789" }, "account", "validation.cardNumber"],
      [{ kind: "phone", account: "0551234567" }, "account", "validation.phone"],
      [{ amount: 0.5 }, "amount", "validation.amountMin"],
      [{ description: "x".repeat(141) }, "description", "validation.tooLong"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await pay(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toMatchObject({ [field]: message });
    }
    const noApp = await t.call({ method: "POST", url: "/api/wallets/payout", payload: body(), headers: m.headers });
    expect(noApp.statusCode).toBe(400);

    // `X-App-Key` selects; it does not open another account's wallet.
    const other = await signedInMerchant(t);
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/wallets/payout",
          payload: { ...body(), OTP: "123456" },
          headers: withApp(other.headers),
        })
      ).statusCode,
    ).toBe(404);
    const onlyReviews = await signedInSubUser(t, accountId, ["payoutReview"]);
    expect((await pay(body(), onlyReviews)).statusCode).toBe(403);
    const nobody = await signedInSubUser(t, accountId, []);
    expect((await t.call({ method: "GET", url: "/api/wallets/payouts", headers: nobody.headers })).statusCode).toBe(
      403,
    );
    expect(await balance()).toBe(before);
  });
});
