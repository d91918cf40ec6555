import type { AuthUser, Wallet, Withdrawal, WithdrawalQuote, WithdrawCodeSent } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { BAKU_BOOKS, CASPIAN, operation, operationPage, wallet, walletPayingFees, wallets } from "../test-fixtures";
import { notInLiveRegion } from "@/testing/live-region";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const CODE = "123456";

/** Caspian Tours' AZN wallet withdraws to an IBAN at another bank: each withdrawal pays the fee. */
const payingFees = () => [walletPayingFees(), ...wallets().slice(1)];

/** No withdrawal account set up for the application. */
const noAccount = {
  withdrawal: { method: "iban", account: null, bankName: null, freeOfFees: false },
} satisfies Partial<Wallet>;

/** 100.00 to that IBAN, as the server quotes it. */
const quote = (overrides: Partial<WithdrawalQuote> = {}): WithdrawalQuote => ({
  method: "iban",
  account: "AZ21 **** 1944",
  bankName: "PASHA Bank",
  amount: 100,
  fee: 1,
  amountWithFee: 101,
  currency: "AZN",
  ...overrides,
});

const codeSent = (overrides: Partial<WithdrawalQuote> = {}): WithdrawCodeSent => ({
  phoneHint: "+994 ** *** ** 67",
  resendIn: 60,
  quote: quote(overrides),
});

const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: "4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f70",
  appId: CASPIAN,
  status: "sent",
  failureReason: null,
  quote: quote(),
  description: "May payout",
  createdAt: "2026-05-20T10:00:00.000Z",
  payoutBalance: 1099,
  ...overrides,
});

type Handler = (request: Request) => Response | Promise<Response>;

/** The wallet screen's calls and the withdrawal's; once a withdrawal is confirmed the wallets answer with Caspian Tours' AZN balance lowered. */
function stubApi({
  list = payingFees,
  send,
  confirm,
  user = sessionUser(),
}: { list?: () => Wallet[]; send?: Handler; confirm?: Handler; user?: AuthUser } = {}) {
  let confirmed = false;
  return stubFetch({
    "GET /api/session": () => json(200, user),
    "GET /api/user/wallets": () => {
      const [first, ...rest] = list();
      return json(200, confirmed ? [{ ...first!, balance: 1149, payoutBalance: 1099 }, ...rest] : [first, ...rest]);
    },
    [`GET /api/wallets/${CASPIAN}`]: () => json(200, operationPage([operation()])),
    "POST /api/otp/init/withdraw": send ?? (() => json(200, codeSent())),
    [`POST /api/user/withdraw/${CODE}`]: async (request) => {
      const answer = await (confirm ?? (() => json(200, withdrawal())))(request);
      confirmed ||= answer.ok;
      return answer;
    },
  });
}

const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

async function openWithdraw() {
  renderRoute("/billing/wallet");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Withdraw from Caspian Tours (AZN)" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Withdraw funds" }));
  const amount = dialog.getByRole("textbox", { name: "Amount" });
  const description = dialog.getByRole("textbox", { name: "Description" });
  return { user, dialog, amount, description };
}

/** Up to the code step, with the amount sent and the code typed. */
async function toCode(amountText: string) {
  const opened = await openWithdraw();
  const { user, dialog, amount } = opened;
  await user.type(amount, amountText);
  await user.click(dialog.getByRole("button", { name: "Send code" }));
  await user.type(await dialog.findByRole("textbox", { name: "Verification code" }), CODE);
  return opened;
}

describe("wallet withdraw", { timeout: 30000 }, () => {
  it("shows where the money goes, and the fee and the amount with it as the amount is typed", async () => {
    stubApi();
    const { user, dialog, amount } = await openWithdraw();

    await waitFor(() => expect(amount).toHaveFocus());
    expect(dialog.getByText("Bank account (IBAN)")).toBeVisible();
    expect(dialog.getByText("AZ21 **** 1944")).toBeVisible();
    expect(dialog.getByText("PASHA Bank")).toBeVisible();
    expect(dialog.getByText("Available, fee included: 1,200.00 AZN")).toBeVisible();
    expect(
      dialog.getByText("Fee: 1.00 AZN up to 650.00 AZN inclusive, 0.15% of the whole amount above that."),
    ).toBeVisible();

    await user.type(amount, "100");
    const cost = within(dialog.getByRole("status"));
    expect(cost.getByText("Fee: 1.00 AZN")).toBeVisible();
    expect(cost.getByText("Amount with fee: 101.00 AZN")).toBeVisible();

    // Above 650.00: 0.15% of the whole amount.
    await user.clear(amount);
    await user.type(amount, "1000.00");
    expect(cost.getByText("Fee: 1.50 AZN")).toBeVisible();
    expect(cost.getByText("Amount with fee: 1,001.50 AZN")).toBeVisible();
  });

  it("shows no fee to a Kapital Bank card", async () => {
    stubApi({ list: wallets });
    const { user, dialog, amount } = await openWithdraw();

    expect(dialog.getByText("Card")).toBeVisible();
    expect(dialog.getByText("416973******1234")).toBeVisible();
    const cost = within(dialog.getByRole("status"));
    expect(cost.getByText("No fee: Kapital Bank")).toBeVisible();
    await user.type(amount, "100");
    expect(cost.getByText("Amount with fee: 100.00 AZN")).toBeVisible();
    expect(cost.getByText("No fee: Kapital Bank")).toBeVisible();
  });

  it("refuses an amount whose fee takes it over the payout balance, in the specification's words, and sends nothing", async () => {
    const requests = stubApi();
    const { user, dialog, amount } = await openWithdraw();

    // 1,199.00 and its fee of 1.80 (0.15%) is more than the 1,200.00 there is.
    await user.type(amount, "1199");
    expect(await dialog.findByText("The entered amount cannot exceed your card balance.")).toBeVisible();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByText("Fee: 1.80 AZN")).toBeVisible();
    expect(dialog.getByText("Amount with fee: 1,200.80 AZN")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Send code" }));
    expect(dialog.getByText("The entered amount cannot exceed your card balance.")).toBeVisible();
    expect(calls(requests, "POST", "/api/otp/init/withdraw")).toEqual([]);

    // With its fee it is all there is: it may go.
    await user.clear(amount);
    await user.type(amount, "1198.20");
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "false"));
    expect(dialog.getByText("Amount with fee: 1,200.00 AZN")).toBeVisible();
  });

  it("sends a code, says what will leave the wallet and where, and withdraws with the code; the wallets refresh", async () => {
    const requests = stubApi();
    const { user, dialog, amount, description } = await openWithdraw();

    await user.type(amount, "100");
    await user.type(description, "May payout");
    await user.keyboard("{Enter}");

    expect(
      await dialog.findByText(
        "101.00 AZN (100.00 and a fee of 1.00) will leave the wallet of Caspian Tours for AZ21 **** 1944 (PASHA Bank).",
      ),
    ).toBeVisible();
    expect(dialog.getByText("Description: May payout")).toBeVisible();
    expect(dialog.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(dialog.getByRole("button", { name: "Resend code" })).toBeDisabled();
    const code = dialog.getByRole("textbox", { name: "Verification code" });
    await waitFor(() => expect(code).toHaveFocus());

    const sent = calls(requests, "POST", "/api/otp/init/withdraw");
    expect(sent).toHaveLength(1);
    const body = { appId: CASPIAN, currency: "AZN", amount: 100, description: "May payout" };
    expect(await sent[0]!.clone().json()).toEqual(body);

    const walletLoads = calls(requests, "GET", "/api/user/wallets").length;
    await user.type(code, CODE);
    await user.click(dialog.getByRole("button", { name: "Confirm withdrawal" }));

    expect(
      await screen.findByText("Withdrawn 100.00 AZN to AZ21 **** 1944", { ignore: notInLiveRegion }),
    ).toBeVisible();
    // Said to screen readers too, once the dialog no longer hides the page.
    await waitFor(() =>
      expect(document.querySelector("[data-live-region='polite']")).toHaveTextContent(
        "Withdrawn 100.00 AZN to AZ21 **** 1944",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const confirmed = calls(requests, "POST", `/api/user/withdraw/${CODE}`);
    expect(confirmed).toHaveLength(1);
    expect(await confirmed[0]!.clone().json()).toEqual(body);
    expect(confirmed[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    // Amount and fee left: the wallets are asked for again, and show it.
    await waitFor(() => expect(calls(requests, "GET", "/api/user/wallets").length).toBeGreaterThan(walletLoads));
    // The refreshed figures describe the wallet's button (they sit beside it: its name is what it shows).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Caspian Tours AZN" })).toHaveAccessibleDescription(/1,099\.00 AZN/),
    );
  });

  it("says a withdrawal the bank settles later is on its way", async () => {
    // To the Kapital Bank card, whose bank the server does not name.
    const toCard = { method: "card", account: "416973******1234", bankName: null, fee: 0, amountWithFee: 100 } as const;
    stubApi({
      list: wallets,
      send: () => json(200, codeSent(toCard)),
      confirm: () => json(200, withdrawal({ status: "inProgress", quote: quote(toCard) })),
    });
    const { user, dialog } = await toCode("100");

    expect(
      dialog.getByText("100.00 AZN will leave the wallet of Caspian Tours for 416973******1234, with no fee."),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByText("Withdrawal of 100.00 AZN is on its way: the bank will confirm it")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open when the bank refuses, with the reason, and refreshes the wallets", async () => {
    const requests = stubApi({
      confirm: () =>
        json(
          200,
          withdrawal({ status: "failed", failureReason: "The receiving account is closed.", payoutBalance: 1200 }),
        ),
    });
    const walletLoads = () => calls(requests, "GET", "/api/user/wallets").length;
    const { user, dialog } = await toCode("100");
    const loadsBefore = walletLoads();
    await user.click(dialog.getByRole("button", { name: "Confirm withdrawal" }));

    expect(await dialog.findByText("Withdraw failed.")).toBeVisible();
    expect(dialog.getByText("The receiving account is closed.")).toBeVisible();
    expect(dialog.getByText("Nothing has left the wallet: the amount and the fee are back in it.")).toBeVisible();
    expect(screen.queryByText(/^Withdrawn/)).not.toBeInTheDocument();
    // Amount and fee left and came back: the operations list shows both, so the wallets refresh too.
    await waitFor(() => expect(walletLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole("dialog", { name: "Withdraw funds" })).toBeVisible();

    const close = dialog.getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(requests, "POST", `/api/user/withdraw/${CODE}`)).toHaveLength(1);
  });

  it("says so when the server finds no withdrawal account", async () => {
    stubApi({
      send: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "This application has no withdrawal account.",
          fields: { appId: "validation.withdrawalAccountMissing" },
        }),
    });
    const { user, dialog, amount } = await openWithdraw();

    await user.type(amount, "100");
    await user.click(dialog.getByRole("button", { name: "Send code" }));

    expect(await dialog.findByText("Withdraw failed.")).toBeVisible();
    expect(dialog.getByText("This application has no withdrawal account. Set one up in its settings.")).toBeVisible();
    expect(dialog.queryByRole("textbox", { name: "Verification code" })).not.toBeInTheDocument();
  });

  it("is offered only on the wallets with money that may leave now and a withdrawal account to go to", async () => {
    // Baku Books has money now, but no withdrawal account.
    stubApi({
      list: () => [
        ...payingFees().slice(0, 2),
        wallet({ appId: BAKU_BOOKS, appName: "Baku Books", payoutBalance: 40, ...noAccount }),
      ],
    });
    renderRoute("/billing/wallet");
    const cards = within(await screen.findByRole("list", { name: "Wallets" }));
    expect(await cards.findByRole("button", { name: "Withdraw from Caspian Tours (AZN)" })).toBeVisible();
    expect(cards.getByRole("button", { name: "Withdraw from Caspian Tours (USD)" })).toBeVisible();
    expect(cards.getByRole("button", { name: "Transfer from Baku Books (AZN)" })).toBeVisible();
    expect(cards.queryByRole("button", { name: "Withdraw from Baku Books (AZN)" })).not.toBeInTheDocument();
    expect(cards.getByRole("link", { name: "Set it up in the application's settings" })).toBeVisible();
  });

  it("is not offered on a wallet with nothing to pay out", async () => {
    stubApi({ list: () => [walletPayingFees({ balance: 0, payoutBalance: 0, reserved: { refunds: 0, payouts: 0 } })] });
    renderRoute("/billing/wallet");
    expect(await screen.findByRole("button", { name: "Caspian Tours AZN" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Withdraw/ })).not.toBeInTheDocument();
  });

  it("is not there for a sub-user without the Payout payment permission", async () => {
    stubApi({ user: sessionUser({ userType: "sub", privileges: ["refundTransaction", "createLink"] }) });
    renderRoute("/billing/wallet");
    expect(await screen.findByRole("button", { name: "Caspian Tours AZN" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Withdraw/ })).not.toBeInTheDocument();
  });
});
