import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; $ref?: string };

/** Every property of the 200 answer of `method path`, by its dotted name. */
function propertiesOf(doc: { paths: Record<string, Record<string, unknown>> }, method: string, path: string) {
  const op = doc.paths[path]![method] as { responses: Record<string, { content: Record<string, { schema: Schema }> }> };
  const found: Record<string, Schema> = {};
  const walk = (schema: Schema, prefix: string) => {
    for (const [name, inner] of Object.entries(schema.properties ?? {})) {
      found[`${prefix}${name}`] = inner;
      walk(inner.items ?? inner, `${prefix}${name}.`);
    }
  };
  const answer = op.responses["200"]!.content["application/json"]!.schema;
  walk(answer.items ?? answer, "");
  return found;
}

/**
 * The answers' amounts are minor units inside the server and decimals on the wire
 * (docs/money.md "Amounts in answers"): the portal's document must still say what is sent,
 * a number, not the `{}` a bigint would leave there.
 */
describe("amounts in the portal's answers", () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    t = await startTestApp("pglite");
    doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json();
  });
  afterAll(() => t.close());

  it.each([
    ["get", "/api/transactions/{id}", ["amount", "capturedAmount", "totalRefunded", "netAmount", "refundableAmount"]],
    ["get", "/api/meta-data-transactions", ["totals.received", "totals.net"]],
    ["get", "/api/transactions/{id}/operations", ["amount"]],
    ["get", "/api/user/wallets", ["balance", "payoutBalance", "reserved.refunds", "reserved.payouts"]],
    ["get", "/api/wallets/{appId}", ["content.amount", "content.balanceAfter"]],
    ["post", "/api/user/withdraw/{OTP}", ["quote.amount", "quote.fee", "payoutBalance"]],
    ["post", "/api/apps/transfer/{OTP}", ["amount", "payoutBalance"]],
    ["post", "/api/wallets/payout", ["amount", "fee", "amountWithFee", "payoutBalance"]],
    ["get", "/api/wallets/payout-settings", ["reviewThreshold", "dailyCap", "last24Hours.sent", "last24Hours.left"]],
    ["get", "/api/dashboard/totals", ["current.received", "current.refunded", "previous.net", "held.amount"]],
    ["get", "/api/dashboard/report-monthly-activity", ["content.received", "content.refunded"]],
    ["get", "/api/dashboard/recent-activity", ["content.amount"]],
    ["get", "/api/booking/invoice/{id}", ["amount", "paidAmount", "refundedAmount"]],
    ["get", "/api/invoices", ["content.amount", "content.paidAmount"]],
    ["get", "/api/pay-buttons", ["content.paymentsSum"]],
  ])("%s %s documents its amounts as numbers", (method, path, names) => {
    const properties = propertiesOf(doc, method, path);
    for (const name of names) expect(properties[name], name).toMatchObject({ type: "number" });
    // None is left undescribed, as a value with no JSON form would be.
    for (const [name, schema] of Object.entries(properties)) expect(Object.keys(schema), name).not.toEqual([]);
  });
});
