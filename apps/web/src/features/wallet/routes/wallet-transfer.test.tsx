import type { AuthUser, WalletTransfer, WalletTransferCodeSent } from "@portal/contracts";
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

const RECEIVER = "123456789012";
const CODE = "123456";

const codeSent = (): WalletTransferCodeSent => ({
  phoneHint: "+994 ** *** ** 67",
  resendIn: 60,
  receiver: { merchantId: RECEIVER, appName: "Baku Books", maskedFullName: "Ba*** Ki*** MM***" },
});

const transferDone = (): WalletTransfer => ({
  id: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  fromAppId: CASPIAN,
  receiver: { merchantId: RECEIVER, appName: "Baku Books", maskedFullName: "Ba*** Ki*** MM***" },
  amount: 30,
  currency: "AZN",
  description: "Shared booking",
  createdAt: "2026-05-20T10:00:00.000Z",
  payoutBalance: 1170,
});

type Handler = (request: Request) => Response | Promise<Response>;

/** The wallet screen's calls and the transfer's; after a transfer the wallets answer with Caspian Tours' balance lowered. */
function stubApi({
  find,
  send,
  confirm,
  user = sessionUser(),
}: { find?: Handler; send?: Handler; confirm?: Handler; user?: AuthUser } = {}) {
  let transferred = false;
  return stubFetch({
    "GET /api/session": () => json(200, user),
    "GET /api/user/wallets": () =>
      json(200, transferred ? [wallet({ balance: 1220, payoutBalance: 1170 }), ...wallets().slice(1)] : wallets()),
    [`GET /api/wallets/${CASPIAN}`]: () => json(200, operationPage([operation()])),
    "POST /api/apps/transfer/receiver": find ?? (() => json(200, codeSent().receiver)),
    "POST /api/apps/transfer": send ?? (() => json(200, codeSent())),
    [`POST /api/apps/transfer/${CODE}`]: async (request) => {
      const answer = await (confirm ?? (() => json(200, transferDone())))(request);
      transferred ||= answer.ok;
      return answer;
    },
  });
}

const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

async function openTransfer() {
  renderRoute("/billing/wallet");
  const user = userEvent.setup();
  const button = await screen.findByRole("button", { name: "Transfer from Caspian Tours (AZN)" });
  await user.click(button);
  const dialog = within(await screen.findByRole("dialog", { name: "Transfer to another merchant" }));
  const fields = {
    merchant: dialog.getByRole("textbox", { name: "Receiving merchant ID" }),
    amount: dialog.getByRole("textbox", { name: "Amount" }),
    description: dialog.getByRole("textbox", { name: "Description" }),
  };
  return { user, dialog, ...fields };
}

describe("wallet transfer", { timeout: 30000 }, () => {
  it("sends a code, says what will happen, and transfers with the code; the wallets and operations refresh", async () => {
    let confirmations = 0;
    // The first confirmation gets no answer at all: the retry must carry the same key.
    const requests = stubApi({
      confirm: () =>
        ++confirmations === 1 ? Promise.reject(new TypeError("Failed to fetch")) : json(200, transferDone()),
    });
    const { user, dialog, merchant, amount, description } = await openTransfer();

    await waitFor(() => expect(merchant).toHaveFocus());
    expect(dialog.getByText("Available: 1,200.00 AZN")).toBeVisible();
    await user.type(merchant, RECEIVER);
    await user.type(amount, "30");
    await user.type(description, "Shared booking");
    await user.keyboard("{Enter}");

    expect(
      await dialog.findByText(
        "30.00 AZN will go from Caspian Tours to Baku Books (Ba*** Ki*** MM***, merchant 123456789012).",
      ),
    ).toBeVisible();
    expect(dialog.getByText("Description: Shared booking")).toBeVisible();
    expect(dialog.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(dialog.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(dialog.getByText(/^You can request a new code in [01]:\d\d$/)).toBeVisible();
    const code = dialog.getByRole("textbox", { name: "Verification code" });
    await waitFor(() => expect(code).toHaveFocus());

    const sent = calls(requests, "POST", "/api/apps/transfer");
    expect(sent).toHaveLength(1);
    const body = {
      fromAppId: CASPIAN,
      currency: "AZN",
      toMerchant: RECEIVER,
      amount: 30,
      description: "Shared booking",
    };
    expect(await sent[0]!.clone().json()).toEqual(body);

    await user.type(code, CODE);
    await user.click(dialog.getByRole("button", { name: "Confirm transfer" }));
    expect(
      await dialog.findByText(/The server did not answer, so it is not known whether the transfer was made/),
    ).toBeVisible();
    expect(dialog.getByText("Transfer failed.")).toBeVisible();

    const walletLoads = calls(requests, "GET", "/api/user/wallets").length;
    const operationLoads = calls(requests, "GET", `/api/wallets/${CASPIAN}`).length;
    await user.click(dialog.getByRole("button", { name: "Confirm transfer" }));

    expect(await screen.findByText("Transferred 30.00 AZN to Baku Books", { ignore: notInLiveRegion })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const confirmed = calls(requests, "POST", `/api/apps/transfer/${CODE}`);
    expect(confirmed).toHaveLength(2);
    for (const request of confirmed) expect(await request.clone().json()).toEqual(body);
    const [firstKey, retryKey] = confirmed.map((r) => r.headers.get("Idempotency-Key"));
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(retryKey).toBe(firstKey);

    // The money left: the wallets and the operations are asked for again, and show it.
    await waitFor(() => expect(calls(requests, "GET", "/api/user/wallets").length).toBeGreaterThan(walletLoads));
    await waitFor(() =>
      expect(calls(requests, "GET", `/api/wallets/${CASPIAN}`).length).toBeGreaterThan(operationLoads),
    );
    // The refreshed figures describe the wallet's button (they sit beside it: its name is what it shows).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Caspian Tours AZN" })).toHaveAccessibleDescription(/1,170\.00 AZN/),
    );
  });

  it("shows who receives, the merchant's name masked, before any code is sent; Send code finds them first too", async () => {
    const requests = stubApi();
    const { user, dialog, merchant, amount } = await openTransfer();

    await user.type(merchant, RECEIVER);
    await user.click(dialog.getByRole("button", { name: "Find" }));
    expect(await dialog.findByText("Ba*** Ki*** MM***")).toBeVisible();
    expect(dialog.getByText("Baku Books, merchant 123456789012")).toBeVisible();
    expect(dialog.getByText("Receives")).toBeVisible();
    expect(calls(requests, "POST", "/api/apps/transfer")).toEqual([]);
    const [asked] = calls(requests, "POST", "/api/apps/transfer/receiver");
    expect(await asked!.clone().json()).toEqual({ fromAppId: CASPIAN, toMerchant: RECEIVER });

    // Another id: the one found no longer shows, and Send code finds the new one before the code.
    await user.clear(merchant);
    await user.type(merchant, "210987654321");
    expect(dialog.queryByText("Ba*** Ki*** MM***")).not.toBeInTheDocument();
    await user.type(amount, "30");
    await user.click(dialog.getByRole("button", { name: "Send code" }));
    expect(await dialog.findByRole("textbox", { name: "Verification code" })).toBeVisible();
    const found = calls(requests, "POST", "/api/apps/transfer/receiver");
    expect(found).toHaveLength(2);
    expect(await found[1]!.clone().json()).toEqual({ fromAppId: CASPIAN, toMerchant: "210987654321" });
  });

  it("puts an unknown receiver on its field when it is looked for, and sends no code", async () => {
    const requests = stubApi({
      find: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "No live merchant has this id.",
          fields: { toMerchant: "validation.merchantUnknown" },
        }),
    });
    const { user, dialog, merchant } = await openTransfer();
    await user.type(merchant, "999999999999");
    await user.click(dialog.getByRole("button", { name: "Find" }));

    await waitFor(() => expect(merchant).toHaveAttribute("aria-invalid", "true"));
    expect(merchant).toHaveAccessibleDescription(expect.stringContaining("No live merchant has this id."));
    expect(calls(requests, "POST", "/api/apps/transfer")).toEqual([]);
  });

  it("refuses an amount above the payout balance as it is typed, in the specification's words, and sends nothing", async () => {
    const requests = stubApi();
    const { user, dialog, merchant, amount } = await openTransfer();

    await user.type(merchant, RECEIVER);
    await user.type(amount, "1200.01");
    expect(await dialog.findByText("The entered amount cannot exceed your card balance.")).toBeVisible();
    expect(amount).toHaveAttribute("aria-invalid", "true");

    await user.click(dialog.getByRole("button", { name: "Send code" }));
    expect(dialog.getByText("The entered amount cannot exceed your card balance.")).toBeVisible();
    expect(calls(requests, "POST", "/api/apps/transfer")).toEqual([]);

    // All of it may go.
    await user.clear(amount);
    await user.type(amount, "1200");
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "false"));
  });

  it("puts the server's refusal of the receiver on its field", async () => {
    const requests = stubApi({
      // Found a moment ago; gone by the time the code is asked for.
      send: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "No live merchant has this id.",
          fields: { toMerchant: "validation.merchantUnknown" },
        }),
    });
    const { user, dialog, merchant, amount } = await openTransfer();

    await user.type(merchant, "999999999999");
    await user.type(amount, "30");
    await user.click(dialog.getByRole("button", { name: "Send code" }));

    expect(await dialog.findByText("Transfer failed.")).toBeVisible();
    expect(merchant).toHaveAttribute("aria-invalid", "true");
    expect(merchant).toHaveAccessibleDescription(expect.stringContaining("No live merchant has this id."));
    await waitFor(() => expect(merchant).toHaveFocus());
    expect(calls(requests, "POST", "/api/apps/transfer")).toHaveLength(1);
    expect(dialog.queryByRole("textbox", { name: "Verification code" })).not.toBeInTheDocument();
  });

  it("keeps the dialog open on a wrong code and says so at the code field; Back keeps the form, and Escape closes with nothing moved", async () => {
    const requests = stubApi({
      confirm: () => json(422, { code: "OTP_INVALID", message: "Wrong code.", attemptsLeft: 2 }),
    });
    const { user, dialog, merchant, amount } = await openTransfer();

    await user.type(merchant, RECEIVER);
    await user.type(amount, "30");
    await user.keyboard("{Enter}");
    const code = await dialog.findByRole("textbox", { name: "Verification code" });
    await user.type(code, CODE);
    await user.keyboard("{Enter}");

    expect(await dialog.findByText("Transfer failed.")).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("Wrong code. Attempts left: 2.");
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole("dialog", { name: "Transfer to another merchant" })).toBeVisible();
    expect(screen.queryByText(/^Transferred/)).not.toBeInTheDocument();

    // Another amount: back to the form as it was, and a new code for the new transfer.
    await user.click(dialog.getByRole("button", { name: "Back" }));
    expect(dialog.getByRole("textbox", { name: "Receiving merchant ID" })).toHaveValue(RECEIVER);
    const again = dialog.getByRole("textbox", { name: "Amount" });
    expect(again).toHaveValue("30");
    await user.clear(again);
    await user.type(again, "25.50");
    await user.click(dialog.getByRole("button", { name: "Send code" }));
    expect(
      await dialog.findByText(
        "25.50 AZN will go from Caspian Tours to Baku Books (Ba*** Ki*** MM***, merchant 123456789012).",
      ),
    ).toBeVisible();
    const sent = calls(requests, "POST", "/api/apps/transfer");
    expect(sent).toHaveLength(2);
    expect(await sent[1]!.clone().json()).toMatchObject({ amount: 25.5, toMerchant: RECEIVER });

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(requests, "POST", `/api/apps/transfer/${CODE}`)).toHaveLength(1);
  });

  it("is offered only on the wallets with money that may leave now", async () => {
    stubApi();
    renderRoute("/billing/wallet");
    const cards = within(await screen.findByRole("list", { name: "Wallets" }));
    expect(await cards.findByRole("button", { name: "Transfer from Caspian Tours (AZN)" })).toBeVisible();
    expect(cards.getByRole("button", { name: "Transfer from Caspian Tours (USD)" })).toBeVisible();
    // Baku Books' payout balance is 0.
    expect(cards.queryByRole("button", { name: "Transfer from Baku Books (AZN)" })).not.toBeInTheDocument();
  });

  it("is not there for a sub-user without the Payout payment permission", async () => {
    stubApi({ user: sessionUser({ userType: "sub", privileges: ["refundTransaction", "createLink"] }) });
    renderRoute("/billing/wallet");
    expect(await screen.findByRole("button", { name: "Caspian Tours AZN" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Transfer/ })).not.toBeInTheDocument();
  });
});
