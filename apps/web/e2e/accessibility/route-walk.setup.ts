import { type APIRequestContext, expect, test as setup } from "@playwright/test";
import { paths } from "../../src/light/paths";
import { invoiceFor, paidInvoice, payButtonFor } from "../support/checkout";
import { confirmedMerchant, phoneConfirmedMerchant } from "../support/flows";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo, lastMessageTo, verifyEmailTokenSentTo } from "../support/outbox";
import {
  type Account,
  ACCOUNTS,
  LANGUAGES,
  UNKNOWN_TOKEN,
  type WalkFixtures,
  fill,
  routeParams,
  routeTable,
  saveFixtures,
  stateFile,
} from "./walk";

/**
 * The accessibility walk's setup (the `route-walk-setup` project, which `route-walk` depends on):
 * made once per run through the API, then saved for every test of the walk: the records behind
 * the routes' `:params`, and each account's signed-in state per language (Playwright storage
 * states), so no test signs in.
 */

type Credentials = { email: string; password: string; mobilePhone: string };

/** The code in the next message to `to`, after `send` (an earlier message's code, already used, is not taken for it). */
async function nextCodeTo(request: APIRequestContext, to: string, send: () => Promise<void>) {
  const before = await lastMessageTo(request, to);
  await send();
  await expect.poll(() => lastMessageTo(request, to)).not.toBe(before);
  return codeSentTo(request, to);
}

/** Signs in through the API (a new session: a device of its own) and returns the bearer token. */
async function tokenOf(request: APIRequestContext, user: Credentials) {
  const code = await nextCodeTo(request, user.mobilePhone, async () => {
    expect(
      (await request.post("/api/login", { data: { username: user.email, password: user.password } })).status(),
    ).toBe(200);
  });
  const approved = await request.post(`/api/approveLogin/${code}/${encodeURIComponent(user.email)}`);
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { accessToken: string }).accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of the newest single-use link of `route` (`unlock`, `undo-change`…) in the messages sent to `to`. */
async function linkTokenSentTo(request: APIRequestContext, to: string, route: string) {
  const link = new RegExp(`/auth/${route}/([A-Za-z0-9_-]{43})`);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
        text: string;
      }[];
      return (token = messages.map((m) => link.exec(m.text)?.[1]).find(Boolean));
    })
    .toBeTruthy();
  return token!;
}

/** Connects a messenger with the code the sandbox "sent" (to `chat`: the Telegram id, or the WhatsApp number). */
async function connectMessenger(
  request: APIRequestContext,
  token: string,
  subscription: Record<string, string>,
  chat: string,
) {
  const code = await nextCodeTo(request, chat, async () => {
    const started = await request.post("/api/subscribe", { headers: bearer(token), data: subscription });
    expect(started.status(), await started.text()).toBe(200);
  });
  const confirmed = await request.post("/api/subscribe/confirm", {
    headers: bearer(token),
    data: { subscriptionType: subscription.subscriptionType, code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

setup("the walk's accounts and records, and their signed-in states per language", async ({ page, request }) => {
  setup.setTimeout(180_000);
  const main = await liveMerchantPage(page, request);
  const mainToken = main.headers.authorization.replace("Bearer ", "");

  const invoice = await invoiceFor(request, main);
  for (const [amount, fullName] of [
    ["12.50", "Nigar Məmmədova"],
    ["240.00", "Kamran Həsənov"],
  ] as const) {
    await invoiceFor(request, main, { amount, fullName, bookingId: `BK-A11Y-${amount}` });
  }
  const paid = await paidInvoice(request, main, { amount: "150.00", bookingId: "BK-A11Y-PAID" });
  const { buttonId } = await payButtonFor(request, main);
  const apps = (await (await request.get("/api/apps", { headers: main.headers })).json()) as {
    id: string;
    configId: string;
    merchantId: string;
  }[];
  const app = apps.find((a) => a.id === main.appId)!;

  // A bulk upload: the sample spreadsheet the screen offers, uploaded as it is.
  const sample = await request.get("/api/bulk/sample", { headers: main.headers });
  expect(sample.status()).toBe(200);
  const uploaded = await request.post(`/api/bulk/upload/${main.appId}`, {
    headers: main.headers,
    multipart: {
      file: {
        name: "invoices.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: await sample.body(),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { id: bulkInvoiceId } = (await uploaded.json()) as { id: string };

  // A viewer (the most limited role) who has set a password from the e-mailed link.
  const tag = Date.now().toString(36);
  const viewer = {
    email: `viewer.${tag}@example.az`,
    mobilePhone: `+99470${String(Date.now()).slice(-7)}`,
    password: "Baxis#2026",
  };
  expect((await request.get("/api/otp/init/sub-user", { headers: main.headers })).status()).toBe(200);
  const created = await request.post(`/api/user/registerPmd/${await codeSentTo(request, main.mobilePhone)}`, {
    headers: main.headers,
    data: {
      firstName: "Aysel",
      lastName: "Rzayeva",
      email: viewer.email,
      mobilePhone: viewer.mobilePhone,
      role: "viewer",
      permissions: [],
      applicationIds: [main.appId],
    },
  });
  expect(created.status()).toBe(201);
  let guid = "";
  await expect
    .poll(
      async () =>
        (guid = /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(await lastMessageTo(request, viewer.email))?.[1] ?? ""),
    )
    .not.toBe("");
  expect(
    (
      await request.post(`/api/confirm-password/${guid}`, {
        data: { password: viewer.password, confirmPassword: viewer.password },
      })
    ).status(),
  ).toBe(200);
  const viewerToken = await tokenOf(request, viewer);

  // Settings with everything in it, as the main user sees it: another signed-in device (its
  // Sign out), Telegram and WhatsApp connected (their test message and Disconnect), and a new
  // e-mail address waiting for its link (the proof of who the user is comes first).
  await tokenOf(request, main);
  const telegramId = String(Date.now()).slice(-9);
  await connectMessenger(request, mainToken, { subscriptionType: "telegram", telegramId }, telegramId);
  await connectMessenger(request, mainToken, { subscriptionType: "whatsapp" }, main.mobilePhone);
  expect(
    (await request.post("/api/reauthenticate", { headers: main.headers, data: { password: main.password } })).status(),
  ).toBe(200);
  const newEmail = `moving.${tag}@example.az`;
  const moved = await request.post("/api/updateProfile", { headers: main.headers, data: { email: newEmail } });
  expect(moved.status(), await moved.text()).toBe(200);
  // Its links, which the walk opens without answering their question: the one that confirms the
  // new address, and the one sent to the current address that stops the change.
  const confirmEmailToken = await linkTokenSentTo(request, newEmail, "confirm-email");
  const undoChangeToken = await linkTokenSentTo(request, main.email, "undo-change");

  const empty = await confirmedMerchant(request);
  const emptyToken = await tokenOf(request, empty);
  const changer = await confirmedMerchant(request);
  const changerToken = await tokenOf(request, changer);

  // Links e-mailed to a new account: a live reset link and a live confirmation link. The unlock
  // link needs an account locked by ten wrong passwords, and one address is made to wait after
  // five: the walk opens it with an unknown token (its "no longer works" screen; its question is
  // the one of the links above).
  const fresh = await phoneConfirmedMerchant(request);
  const verifyToken = await verifyEmailTokenSentTo(request, fresh.email);
  expect((await request.post("/api/forgot-password", { data: { email: fresh.email } })).status()).toBe(200);
  let resetGuid = "";
  await expect
    .poll(
      async () =>
        (resetGuid =
          /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(await lastMessageTo(request, fresh.email))?.[1] ?? ""),
    )
    .not.toBe("");

  const fixtures: WalkFixtures = {
    params: {
      "auth.resetPassword": { guid: resetGuid },
      "auth.verifyEmail": { token: verifyToken },
      "auth.unlock": { token: UNKNOWN_TOKEN },
      "auth.confirmEmail": { token: confirmEmailToken },
      "auth.undoChange": { token: undoChangeToken },
      "applications.configure": { appId: app.id, appConfigId: app.configId },
      "billing.bulkInvoiceDetail": { bulkInvoiceId },
      "billing.history": { id: invoice.id },
      "billing.operations": { id: paid.transactionId },
    },
    publicPages: [`/pay/${invoice.invoiceCode}`, `/pay/merchant/${app.merchantId}`, `/pay/button/${buttonId}`],
    accounts: {
      main: { token: mainToken, password: main.password, email: main.email },
      empty: { token: emptyToken, password: empty.password, email: empty.email },
      viewer: { token: viewerToken, password: viewer.password, email: viewer.email },
      changer: { token: changerToken, password: changer.password, email: changer.email },
    },
  };
  // Every route of the table with params is filled here: a new one fails the setup, by name, until it is.
  for (const { route } of routeParams(routeTable())) fill(route, fixtures.params);
  saveFixtures(fixtures);

  // The signed-in states, saved from the portal's own origin as the portal stores them.
  await page.goto(paths.auth.forgotPassword);
  const save = async (who: Account | "signedOut", token: string | null) => {
    for (const lang of LANGUAGES) {
      await page.evaluate(
        ({ lang, token }) => {
          localStorage.clear();
          localStorage.setItem("lang", JSON.stringify(lang.toUpperCase()));
          if (token) localStorage.setItem("accessToken", token);
        },
        { lang, token },
      );
      await page.context().storageState({ path: stateFile(who, lang) });
    }
  };
  for (const who of ACCOUNTS) await save(who, fixtures.accounts[who].token);
  await save("signedOut", null);
});
