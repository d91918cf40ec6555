import type { AuthUser, Payout, TopUpCodeSent } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { CASPIAN, operation, operationPage, wallet, wallets } from "../test-fixtures";
import { notInLiveRegion } from "@/testing/live-region";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const CODE = "123456";
const PHONE = "+994551234567";

/** The mobile wallet as the bank names it: masked, and free of fees. */
const recipient = { kind: "phone", account: "+994 ** *** ** 67", bankName: null, freeOfFees: true } as const;

const codeSent = (): TopUpCodeSent => ({
  phoneHint: "+994 ** *** ** 67",
  resendIn: 60,
  recipient: { ...recipient, maskedFullName: "Ay*** Mə***" },
});

/** The top-up as `POST api/mpay/topup/{OTP}` answers: a payout of kind `topUp`, paid at once. */
const topUp = (overrides: Partial<Payout> = {}): Payout => ({
  id: "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a90",
  kind: "topUp",
  appId: CASPIAN,
  appName: "Caspian Tours",
  status: "sent",
  reviewReasons: [],
  recipient: { ...recipient, maskedFullName: "Ay*** Mə***" },
  amount: 25,
  fee: 0,
  amountWithFee: 25,
  currency: "AZN",
  description: "Bonus",
  failureReason: null,
  createdBy: { id: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: "Demo Merchant" },
  reviewedBy: null,
  reviewedAt: null,
  createdAt: "2026-05-20T10:00:00.000Z",
  payoutBalance: 1175,
  ...overrides,
});

type Handler = (request: Request) => Response | Promise<Response>;

/** The wallet screen's calls and the top-up's; once a top-up went through the wallets answer with Caspian Tours' balance lowered. */
function stubApi({ send, confirm, user = sessionUser() }: { send?: Handler; confirm?: Handler; user?: AuthUser } = {}) {
  let toppedUp = false;
  return stubFetch({
    "GET /api/session": () => json(200, user),
    "GET /api/user/wallets": () =>
      json(200, toppedUp ? [wallet({ balance: 1225, payoutBalance: 1175 }), ...wallets().slice(1)] : wallets()),
    [`GET /api/wallets/${CASPIAN}`]: () => json(200, operationPage([operation()])),
    "POST /api/mpay/topup": send ?? (() => json(200, codeSent())),
    [`POST /api/mpay/topup/${CODE}`]: async (request) => {
      const answer = await (confirm ?? (() => json(200, topUp())))(request);
      toppedUp ||= answer.ok;
      return answer;
    },
  });
}

const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

async function openTopUp() {
  renderRoute("/billing/wallet");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Top up a mobile wallet from Caspian Tours (AZN)" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Top up a mobile wallet" }));
  const fields = {
    phone: dialog.getByRole("textbox", { name: "Mobile wallet phone number" }),
    amount: dialog.getByRole("textbox", { name: "Amount" }),
    description: dialog.getByRole("textbox", { name: "Description" }),
  };
  return { user, dialog, ...fields };
}

/** Up to the code step, with the code typed. */
async function toCode() {
  const opened = await openTopUp();
  const { user, dialog, phone, amount } = opened;
  await user.type(phone, PHONE);
  await user.type(amount, "25");
  await user.click(dialog.getByRole("button", { name: "Send code" }));
  await user.type(await dialog.findByRole("textbox", { name: "Verification code" }), CODE);
  return opened;
}

describe("wallet top-up", { timeout: 30000 }, () => {
  it("sends a code, names the mobile wallet's owner (masked) and tops it up with the code; the wallets refresh", async () => {
    const requests = stubApi();
    const { user, dialog, phone, amount, description } = await openTopUp();

    await waitFor(() => expect(phone).toHaveFocus());
    expect(dialog.getByText("Available: 1,200.00 AZN")).toBeVisible();
    // People group the digits as they say them; the number sent is the plain one.
    await user.type(phone, "+994 55 123 45 67");
    await user.type(amount, "25");
    await user.type(description, "Bonus");
    await user.keyboard("{Enter}");

    expect(
      await dialog.findByText(
        "25.00 AZN will go from the wallet of Caspian Tours to the mobile wallet of Ay*** Mə*** (+994 ** *** ** 67), with no fee.",
      ),
    ).toBeVisible();
    expect(dialog.getByText("Description: Bonus")).toBeVisible();
    expect(dialog.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    const body = { fromAppId: CASPIAN, currency: "AZN", phoneNumber: PHONE, amount: 25, description: "Bonus" };
    const sent = calls(requests, "POST", "/api/mpay/topup");
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.clone().json()).toEqual(body);

    await user.type(dialog.getByRole("textbox", { name: "Verification code" }), CODE);
    await user.click(dialog.getByRole("button", { name: "Confirm top-up" }));

    expect(
      await screen.findByText("Topped up the mobile wallet of Ay*** Mə*** with 25.00 AZN", { ignore: notInLiveRegion }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const confirmed = calls(requests, "POST", `/api/mpay/topup/${CODE}`);
    expect(confirmed).toHaveLength(1);
    expect(await confirmed[0]!.clone().json()).toEqual(body);
    expect(confirmed[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    // The refreshed figures describe the wallet's button (they sit beside it: its name is what it shows).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Caspian Tours AZN" })).toHaveAccessibleDescription(/1,175\.00 AZN/),
    );
  });

  it("refuses a wrong phone number and an amount above the payout balance in the specification's words, and sends nothing", async () => {
    const requests = stubApi();
    const { user, dialog, phone, amount } = await openTopUp();

    await user.type(phone, "+99455123");
    await user.type(amount, "1200.01");
    await user.click(dialog.getByRole("button", { name: "Send code" }));

    expect(await dialog.findByText("Invalid phone number.")).toBeVisible();
    expect(dialog.getByText("The entered amount cannot exceed your card balance.")).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(calls(requests, "POST", "/api/mpay/topup")).toEqual([]);
  });

  it("says so when no mobile wallet is registered to the number", async () => {
    stubApi({
      send: () =>
        json(404, {
          code: "NOT_FOUND",
          message: "No mobile wallet is registered to this number.",
          fields: { phoneNumber: "validation.recipientUnknown" },
        }),
    });
    const { user, dialog, phone, amount } = await openTopUp();

    await user.type(phone, "+994550000404");
    await user.type(amount, "25");
    await user.click(dialog.getByRole("button", { name: "Send code" }));

    expect(await dialog.findByText("Transfer failed.")).toBeVisible();
    expect(dialog.getByText("No account was found for this number.")).toBeVisible();
    expect(dialog.queryByRole("textbox", { name: "Verification code" })).not.toBeInTheDocument();
  });

  it("keeps the dialog open when the bank refuses, with the reason, and says the money is back", async () => {
    const requests = stubApi({
      confirm: () =>
        json(200, topUp({ status: "failed", failureReason: "The mobile wallet is blocked.", payoutBalance: 1200 })),
    });
    const { user, dialog } = await toCode();
    await user.click(dialog.getByRole("button", { name: "Confirm top-up" }));

    expect(await dialog.findByText("Transfer failed.")).toBeVisible();
    expect(dialog.getByText("The mobile wallet is blocked.")).toBeVisible();
    expect(dialog.getByText("Nothing has left the wallet: the amount is back in it.")).toBeVisible();
    expect(screen.queryByText(/^Topped up/)).not.toBeInTheDocument();

    const close = dialog.getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(requests, "POST", `/api/mpay/topup/${CODE}`)).toHaveLength(1);
  });

  it("says a top-up the bank settles later is on its way", async () => {
    stubApi({ confirm: () => json(200, topUp({ status: "inProgress" })) });
    const { user, dialog } = await toCode();
    await user.click(dialog.getByRole("button", { name: "Confirm top-up" }));
    expect(await screen.findByText("Top-up of 25.00 AZN is on its way: the bank will confirm it")).toBeVisible();
  });

  it("is offered beside Transfer and Withdraw on the wallets with money that may leave now", async () => {
    stubApi();
    renderRoute("/billing/wallet");
    const cards = within(await screen.findByRole("list", { name: "Wallets" }));
    expect(await cards.findByRole("button", { name: "Top up a mobile wallet from Caspian Tours (AZN)" })).toBeVisible();
    expect(cards.getByRole("button", { name: "Top up a mobile wallet from Caspian Tours (USD)" })).toBeVisible();
    // Baku Books has nothing to pay out.
    expect(
      cards.queryByRole("button", { name: "Top up a mobile wallet from Baku Books (AZN)" }),
    ).not.toBeInTheDocument();
  });

  it("is not there for a sub-user without the Payout payment permission", async () => {
    stubApi({ user: sessionUser({ userType: "sub", privileges: ["refundTransaction"] }) });
    renderRoute("/billing/wallet");
    expect(await screen.findByRole("button", { name: "Caspian Tours AZN" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Top up/ })).not.toBeInTheDocument();
  });
});
