import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { CASPIAN, calls, payout, payoutCodeSent, stubPayoutsApi, wallet } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

/** Another bank's IBAN, paid at once in the sandbox. */
const IBAN = "AZ21NABZ00000000137010001944";
/** Kapital Bank's: no fee. */
const KAPITAL_IBAN = "AZ33AIIB00000000137010001944";
const KAPITAL_CARD = "4169731000080001";
const OTHER_CARD = "4111111111111111";

async function openNewPayout() {
  renderRoute("/billing/payouts");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "New payout" }));
  const dialog = within(await screen.findByRole("dialog", { name: "New payout" }));
  return {
    user,
    dialog,
    amount: dialog.getByRole("textbox", { name: "Amount" }),
    description: dialog.getByRole("textbox", { name: "Description" }),
  };
}

/** The code texted to the user in these tests. */
const CODE = "123456";

/** The recipient found for `IBAN`, the amount typed, the code asked for, and on to where it is typed. */
async function toCode(amountText: string) {
  const opened = await openNewPayout();
  const { user, dialog, amount } = opened;
  await user.type(dialog.getByRole("textbox", { name: "IBAN" }), IBAN);
  await user.type(amount, amountText);
  await user.click(dialog.getByRole("button", { name: "Send code" }));
  await dialog.findByRole("button", { name: "Send payout" });
  return opened;
}

/** Types the code and sends the payout. */
async function sendWithCode(opened: Awaited<ReturnType<typeof openNewPayout>>, code = CODE) {
  const { user, dialog } = opened;
  const field = dialog.getByRole("textbox", { name: "Verification code" });
  await user.clear(field);
  await user.type(field, code);
  await user.click(dialog.getByRole("button", { name: "Send payout" }));
}

describe("new payout", { timeout: 30000 }, () => {
  it("checks the account as typed with the specification's messages, by where the money goes", async () => {
    const requests = stubPayoutsApi();
    const { user, dialog } = await openNewPayout();
    const iban = dialog.getByRole("textbox", { name: "IBAN" });
    await waitFor(() => expect(iban).toHaveFocus());

    await user.click(dialog.getByRole("button", { name: "Send code" }));
    expect(await dialog.findByText("IBAN is required")).toBeVisible();

    // Lower case is no mistake: the IBAN is upper-cased (SPEC §5 keeps no lower-case letter), not refused.
    await user.type(iban, IBAN.toLowerCase());
    await user.tab();
    await waitFor(() => expect(iban).toHaveAttribute("aria-invalid", "false"));
    expect(dialog.queryByText("Invalid IBAN.")).not.toBeInTheDocument();
    await user.clear(iban);
    await user.type(iban, "az00nabz00000000137010001944");
    expect(await dialog.findByText("Invalid IBAN.")).toBeVisible();

    await user.click(dialog.getByRole("radio", { name: "Another bank's card" }));
    const card = dialog.getByRole("textbox", { name: "Card number" });
    await user.clear(card);
    await user.type(card, "4111111111111112");
    expect(await dialog.findByText("Invalid card number.")).toBeVisible();

    // A Kapital Bank card was chosen for no fee: the number must be one.
    await user.click(dialog.getByRole("radio", { name: "Kapital Bank card" }));
    await user.clear(card);
    await user.type(card, OTHER_CARD);
    expect(await dialog.findByText("This is not a Kapital Bank card: choose Another bank's card.")).toBeVisible();
    await user.clear(card);
    await user.type(card, KAPITAL_CARD);
    await waitFor(() => expect(card).toHaveAttribute("aria-invalid", "false"));

    expect(calls(requests, "POST", "/api/wallets/payout/by-search")).toEqual([]);
  });

  it("finds the recipient at the bank, then their masked name, with the application as X-App-Key, and shows them", async () => {
    const requests = stubPayoutsApi();
    const { user, dialog } = await openNewPayout();
    await user.type(dialog.getByRole("textbox", { name: "IBAN" }), IBAN);
    await user.click(dialog.getByRole("button", { name: "Find" }));

    expect(await dialog.findByText("Ay*** Mə***")).toBeVisible();
    expect(dialog.getByText("AZ21 **** 1944")).toBeVisible();
    expect(dialog.getByText("Sandbox Bank")).toBeVisible();
    const [search] = calls(requests, "POST", "/api/wallets/payout/by-search");
    const [name] = calls(requests, "POST", "/api/wallets/masked-fullName");
    for (const call of [search!, name!]) {
      expect(call.headers.get("X-App-Key")).toBe(CASPIAN);
      expect(await call.clone().json()).toEqual({ kind: "iban", account: IBAN });
    }

    // Another account is another recipient: the one found goes.
    await user.type(dialog.getByRole("textbox", { name: "IBAN" }), "0");
    expect(dialog.queryByText("Ay*** Mə***")).not.toBeInTheDocument();
  });

  it("says at the account when the bank knows no such account", async () => {
    stubPayoutsApi({
      find: () =>
        json(404, { code: "NOT_FOUND", message: "No account.", fields: { account: "validation.recipientUnknown" } }),
    });
    const { user, dialog } = await openNewPayout();
    const iban = dialog.getByRole("textbox", { name: "IBAN" });
    await user.type(iban, IBAN);
    await user.click(dialog.getByRole("button", { name: "Find" }));

    expect(await dialog.findByText("No account was found for this number.")).toBeVisible();
    expect(iban).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(iban).toHaveFocus());
  });

  it("shows the fee and the amount with it as they are typed, free to Kapital Bank, and refuses more than the payout balance", async () => {
    stubPayoutsApi();
    const { user, dialog, amount } = await openNewPayout();
    expect(dialog.getByText("Available, fee included: 1,200.00 AZN")).toBeVisible();
    expect(
      dialog.getByText(
        "Fee: 1.00 AZN up to 650.00 AZN inclusive, 0.15% of the whole amount above that; none to Kapital Bank.",
      ),
    ).toBeVisible();

    const iban = dialog.getByRole("textbox", { name: "IBAN" });
    await user.type(iban, IBAN);
    await user.type(amount, "100");
    expect(dialog.getByText("Fee: 1.00 AZN")).toBeVisible();
    expect(dialog.getByText("Amount with fee: 101.00 AZN")).toBeVisible();
    await user.clear(amount);
    await user.type(amount, "1000.00");
    expect(dialog.getByText("Fee: 1.50 AZN")).toBeVisible();
    expect(dialog.getByText("Amount with fee: 1,001.50 AZN")).toBeVisible();

    // 1,199.00 and its fee of 1.80 is more than the 1,200.00 there is.
    await user.clear(amount);
    await user.type(amount, "1199");
    expect(await dialog.findByText("The entered amount cannot exceed your card balance.")).toBeVisible();

    // To Kapital Bank the same amount is all there is: no fee.
    await user.clear(iban);
    await user.type(iban, KAPITAL_IBAN);
    expect(await dialog.findByText("No fee: Kapital Bank")).toBeVisible();
    expect(dialog.getByText("Amount with fee: 1,199.00 AZN")).toBeVisible();
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "false"));
  });

  it("texts a code for exactly this payout, says what will leave the wallet and for whom, then sends it with the code, X-App-Key and an Idempotency-Key", async () => {
    let sends = 0;
    // The first send gets no answer at all: the retry must carry the same key.
    const requests = stubPayoutsApi({
      send: () =>
        ++sends === 1
          ? Promise.reject(new TypeError("Failed to fetch"))
          : json(200, payout({ description: "May rent" })),
    });
    const opened = await openNewPayout();
    const { user, dialog, description } = opened;
    await user.type(dialog.getByRole("textbox", { name: "IBAN" }), IBAN);
    await user.type(dialog.getByRole("textbox", { name: "Amount" }), "100");
    await user.type(description, "May rent");
    await user.keyboard("{Enter}");

    expect(
      await dialog.findByText(
        "101.00 AZN (100.00 and a fee of 1.00) will leave the wallet of Caspian Tours for Ay*** Mə***.",
      ),
    ).toBeVisible();
    expect(dialog.getByText("Description: May rent")).toBeVisible();
    expect(dialog.getByText(/\+994 \*\* \*\*\* \*\* 67/)).toBeVisible();
    expect(dialog.queryByText(/will wait until another user/)).not.toBeInTheDocument();
    const [codeRequest] = calls(requests, "POST", "/api/otp/init/payout");
    expect(await codeRequest!.clone().json()).toEqual({
      kind: "iban",
      account: IBAN,
      amount: 100,
      currency: "AZN",
      description: "May rent",
    });
    expect(codeRequest!.headers.get("X-App-Key")).toBe(CASPIAN);
    expect(calls(requests, "POST", "/api/wallets/payout")).toEqual([]);
    const listLoads = calls(requests, "GET", "/api/wallets/payouts").length;

    await sendWithCode(opened);
    expect(
      await dialog.findByText(
        "The server did not answer, so it is not known whether the payout was made. Send again: it will not be made twice.",
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Send payout" }));

    expect(await screen.findByText("Paid out 100.00 AZN to Ay*** Mə***")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = calls(requests, "POST", "/api/wallets/payout");
    expect(sent).toHaveLength(2);
    expect(await sent[1]!.clone().json()).toEqual({
      kind: "iban",
      account: IBAN,
      amount: 100,
      currency: "AZN",
      description: "May rent",
      OTP: CODE,
    });
    expect(sent[1]!.headers.get("X-App-Key")).toBe(CASPIAN);
    expect(sent[1]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.headers.get("Idempotency-Key")).toBe(sent[0]!.headers.get("Idempotency-Key"));
    await waitFor(() => expect(calls(requests, "GET", "/api/wallets/payouts").length).toBeGreaterThan(listLoads));
  });

  it("says at the code when it is wrong, and sends nothing else", async () => {
    const requests = stubPayoutsApi({
      send: () => json(422, { code: "OTP_INVALID", message: "The code is not correct.", attemptsLeft: 4 }),
    });
    const opened = await toCode("100");
    await sendWithCode(opened, "654321");
    expect(await opened.dialog.findByText("Wrong code. Attempts left: 4.")).toBeVisible();
    expect(calls(requests, "POST", "/api/wallets/payout")).toHaveLength(1);
  });

  it("says a payout that takes the day past the review threshold will wait for review, and that it does once sent", async () => {
    stubPayoutsApi({
      wallets: [wallet({ payoutBalance: 10000, balance: 10000 })],
      code: () =>
        json(200, payoutCodeSent({ amount: 6000, fee: 9, amountWithFee: 6009, reviewReasons: ["threshold"] })),
      send: () =>
        json(
          200,
          payout({ status: "review", reviewReasons: ["threshold"], amount: 6000, fee: 9, amountWithFee: 6009 }),
        ),
    });
    const opened = await toCode("6000");
    const { dialog } = opened;

    expect(
      dialog.getByText(
        "6,009.00 AZN (6,000.00 and a fee of 9.00) will leave the wallet of Caspian Tours for Ay*** Mə***.",
      ),
    ).toBeVisible();
    expect(
      dialog.getByText(
        "With this payout, more than 5,000.00 AZN will have been sent in 24 hours: it will wait until another user allowed to review payouts approves it. Its money is held meanwhile.",
      ),
    ).toBeVisible();
    await sendWithCode(opened);
    expect(await screen.findByText("Payout of 6,000.00 AZN is waiting for review by another user")).toBeVisible();
  });

  it("says a first payout to a new recipient will wait when the account asks for it", async () => {
    stubPayoutsApi({ code: () => json(200, payoutCodeSent({ reviewReasons: ["newRecipient"] })) });
    const { dialog } = await toCode("100");
    expect(
      dialog.getByText(
        "This is the first payout to this recipient: your account asks another user allowed to review payouts to approve it first. Its money is held meanwhile.",
      ),
    ).toBeVisible();
  });

  it("says at the amount when the payout would pass the daily limit, and texts no code", async () => {
    stubPayoutsApi({
      code: () =>
        json(422, {
          code: "PAYOUT_DAILY_CAP",
          message: "Over the daily limit.",
          fields: { amount: "validation.payoutDailyCap" },
        }),
    });
    const { user, dialog, amount } = await openNewPayout();
    await user.type(dialog.getByRole("textbox", { name: "IBAN" }), IBAN);
    await user.type(amount, "900");
    await user.click(dialog.getByRole("button", { name: "Send code" }));
    expect(
      await dialog.findByText("This amount is above what the daily payout limit leaves for the next 24 hours."),
    ).toBeVisible();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(amount).toHaveFocus());
    expect(dialog.queryByRole("textbox", { name: "Verification code" })).not.toBeInTheDocument();
  });

  it("keeps the dialog open when the bank refuses, with its reason, and goes back to the form as it was", async () => {
    stubPayoutsApi({
      send: () =>
        json(
          200,
          payout({
            status: "failed",
            failureReason: "The receiving bank refused the transfer: the account is closed.",
          }),
        ),
    });
    const opened = await toCode("100");
    const { user, dialog } = opened;

    // Back keeps what was typed and the recipient found.
    await user.click(dialog.getByRole("button", { name: "Back" }));
    expect(dialog.getByRole("textbox", { name: "Amount" })).toHaveValue("100");
    expect(dialog.getByText("Ay*** Mə***")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Send code" }));
    await dialog.findByRole("button", { name: "Send payout" });
    await sendWithCode(opened);

    expect(await dialog.findByText("Transfer failed.")).toBeVisible();
    expect(dialog.getByText("The receiving bank refused the transfer: the account is closed.")).toBeVisible();
    expect(dialog.getByText("Nothing has left the wallet: the amount and the fee are back in it.")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says a payout the bank settles later is on its way, with no fee to a Kapital Bank card", async () => {
    const kapitalCard = {
      kind: "card",
      account: "416973******0001",
      bankName: "Kapital Bank",
      freeOfFees: true,
    } as const;
    const requests = stubPayoutsApi({
      find: () => json(200, kapitalCard),
      code: () =>
        json(
          200,
          payoutCodeSent({ recipient: { ...kapitalCard, maskedFullName: "Ay*** Mə***" }, fee: 0, amountWithFee: 100 }),
        ),
      send: () => json(200, payout({ status: "inProgress", fee: 0, amountWithFee: 100 })),
    });
    const opened = await openNewPayout();
    const { user, dialog, amount } = opened;
    await user.click(dialog.getByRole("radio", { name: "Kapital Bank card" }));
    await user.type(dialog.getByRole("textbox", { name: "Card number" }), KAPITAL_CARD);
    await user.type(amount, "100");
    await user.click(dialog.getByRole("button", { name: "Send code" }));

    expect(
      await dialog.findByText("100.00 AZN will leave the wallet of Caspian Tours for Ay*** Mə***, with no fee."),
    ).toBeVisible();
    expect(dialog.getByText("416973******0001")).toBeVisible();
    await sendWithCode(opened);
    expect(await screen.findByText("Payout of 100.00 AZN is on its way: the bank will confirm it")).toBeVisible();
    expect(await calls(requests, "POST", "/api/wallets/payout")[0]!.clone().json()).toMatchObject({
      kind: "card",
      account: KAPITAL_CARD,
      OTP: CODE,
    });
  });

  it("is not offered with nothing to pay out", async () => {
    stubPayoutsApi({ wallets: [wallet({ payoutBalance: 0, balance: 0 })] });
    renderRoute("/billing/payouts");
    expect(await screen.findByRole("button", { name: "New payout" })).toBeDisabled();
    expect(screen.getByText("Nothing to pay out yet: the payout balance is empty.")).toBeVisible();
  });
});
