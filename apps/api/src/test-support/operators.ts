import type { OperatorRole } from "@portal/contracts";
import { generate } from "otplib";
import { expect } from "vitest";
import { operatorAccountsService } from "@/modules/operators/operator-accounts.service";
import { bearer } from "./flows";
import type { TestApp } from "./test-app";

let counter = 0;
const STEP_MS = 30_000;
export const OPERATOR_PASSWORD = "Long-operator-pass#2026";

/** The authenticator's code for now, as the operator's phone would show it. */
export const totpCode = (t: TestApp, secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** An operator made as the command makes one, with the token of its set-up link. */
export async function createdOperator(t: TestApp, role: OperatorRole) {
  counter += 1;
  const email = `${role}.${counter}.${Date.now().toString(36)}@provider.az`;
  const { operator, link } = await operatorAccountsService(t.app).create({ email, name: `${role} ${counter}`, role });
  return { id: operator.id, email, token: /#token=(\S+)$/.exec(link)![1]! };
}

/** Set up from the link (password and the authenticator's first code): signed in. */
export async function setUpOperator(t: TestApp, role: OperatorRole) {
  const created = await createdOperator(t, role);
  const start = await t.call({ method: "POST", url: "/api/ops/setup/start", payload: { token: created.token } });
  expect(start.statusCode, start.body).toBe(200);
  const secret: string = start.json().totpSecret;
  const finish = await t.call({
    method: "POST",
    url: "/api/ops/setup/finish",
    payload: { token: created.token, password: OPERATOR_PASSWORD, code: await totpCode(t, secret) },
  });
  expect(finish.statusCode, finish.body).toBe(200);
  // The next code must come from a later time step: a code works once.
  t.clock.advance(STEP_MS);
  return { ...created, secret, headers: bearer(finish.json().accessToken as string) };
}
