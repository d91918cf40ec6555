import type { Transaction, TransactionOperation } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction, transactionOperation } from "@/testing/transaction";

// The detail screen and a dialog with a form: under a busy machine jsdom takes seconds.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

type Handlers = Parameters<typeof stubFetch>[0];

const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString();
const paid = (overrides: Partial<Transaction> = {}) =>
  transaction({
    amount: 100,
    capturedAmount: 100,
    refundableAmount: 69.75,
    totalRefunded: 30.25,
    status: "partialRefunded",
    cardNumber: "416973******0001",
    ...overrides,
  });
const hold = (overrides: Partial<Transaction> = {}) =>
  transaction({
    amount: 100,
    capturedAmount: 0,
    refundableAmount: 0,
    status: "preAuth",
    completionDate: null,
    preAuthExpiresAt: inThreeDays(),
    ...overrides,
  });

/** The API of one transaction; `state` is what the GETs answer, so an operation's handler can change it. */
function stubTransaction(initial: Transaction, handlers: Handlers = {}, user = sessionUser()) {
  const state: { transaction: Transaction; operations: TransactionOperation[] } = {
    transaction: initial,
    operations: [],
  };
  const requests = stubFetch({
    "GET /api/session": () => json(200, user),
    [`GET /api/transactions/${initial.id}`]: () => json(200, state.transaction),
    [`GET /api/transactions/${initial.id}/operations`]: () => json(200, state.operations),
    ...handlers,
  });
  return { requests, state };
}

async function openDetail(t: Transaction) {
  renderRoute(`/billing/operations/${t.id}`);
  await screen.findByText(t.orderId, { selector: "h1" });
  return userEvent.setup();
}

const posts = (requests: Request[], path: string) =>
  requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === path);
const actions = () => screen.queryByRole("group", { name: "Operations on this payment" });
const amountField = (dialog: HTMLElement, label: string) => within(dialog).getByRole("textbox", { name: label });

async function openRefund(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(actions()!).getByRole("button", { name: "Refund" }));
  return screen.findByRole("dialog", { name: "Refund ORD-20260514-0001" });
}

describe("operations on a transaction", { timeout: 60000 }, () => {
  it("refunds part of a payment, then shows its new status and the refund in the operation history", async () => {
    const before = paid({ status: "success", refundableAmount: 100, totalRefunded: 0 });
    const { requests, state } = stubTransaction(before, {
      "POST /api/refund": () => {
        state.transaction = { ...before, status: "partialRefunded", totalRefunded: 20, refundableAmount: 80 };
        state.operations = [transactionOperation({ amount: 20, actorName: "Demo Merchant" })];
        return json(200, state.transaction);
      },
    });
    const user = await openDetail(before);
    expect(await screen.findByText("No completion, refund or cancellation yet.")).toBeVisible();

    const dialog = await openRefund(user);
    const field = amountField(dialog, "Amount to refund");
    // The whole refundable amount, ready to confirm or change; the field has the focus.
    expect(field).toHaveValue("100.00");
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription("Up to 100.00 AZN can be refunded.");
    expect(
      within(dialog).getByText("100.00 AZN goes back to card 416973******0001. Your wallet is debited now."),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, "20");
    expect(
      within(dialog).getByText("20.00 AZN goes back to card 416973******0001. Your wallet is debited now."),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));

    expect(await screen.findByText("20.00 AZN refunded to card 416973******0001.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [refund] = posts(requests, "/api/refund");
    expect(await refund!.json()).toEqual({ transactionId: before.id, amount: "20" });
    expect(refund!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    // The detail and its history were fetched again.
    expect(await screen.findByText("Partial refunded", { selector: "h1 ~ * *" })).toBeVisible();
    const history = within(screen.getByRole("region", { name: "Operation history" }));
    expect(await history.findByRole("heading", { level: 3, name: "Refund · 20.00 AZN" })).toBeVisible();
    expect(history.getByText("Done")).toBeVisible();
    expect(history.getByText(/^Demo Merchant · /)).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Captured, refunds and reversals" })).getByText("80.00 AZN"),
    ).toBeVisible();
  });

  it("sends the reason picked for a refund, and shows it in the operation history", async () => {
    const before = paid({ status: "success", refundableAmount: 100, totalRefunded: 0 });
    const { requests, state } = stubTransaction(before, {
      "POST /api/refund": () => {
        state.transaction = { ...before, status: "refunded", totalRefunded: 100, refundableAmount: 0 };
        state.operations = [transactionOperation({ amount: 100, reason: "duplicate" })];
        return json(200, state.transaction);
      },
    });
    const user = await openDetail(before);
    const dialog = await openRefund(user);
    const reason = within(dialog).getByRole("combobox", { name: "Reason for the refund" });
    // None given unless the merchant picks one.
    expect(reason).toHaveDisplayValue("No reason given");
    await user.selectOptions(reason, "Duplicate payment");
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [refund] = posts(requests, "/api/refund");
    expect(await refund!.json()).toEqual({ transactionId: before.id, amount: "100.00", reason: "duplicate" });
    const history = within(screen.getByRole("region", { name: "Operation history" }));
    expect(await history.findByText("Reason: Duplicate payment")).toBeVisible();
  });

  it("sends the same Idempotency-Key again when the first Confirm got no answer, and a new one for a new opening", async () => {
    let calls = 0;
    const before = paid();
    const { requests } = stubTransaction(before, {
      "POST /api/refund": () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json(200, before);
      },
    });
    const user = await openDetail(before);

    let dialog = await openRefund(user);
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The server did not answer, so it is not known whether this was done. Confirm again",
    );
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    expect(await screen.findByText("69.75 AZN refunded to card 416973******0001.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await openRefund(user);
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    await waitFor(() => expect(posts(requests, "/api/refund")).toHaveLength(3));

    const [first, retry, next] = posts(requests, "/api/refund").map((r) => r.headers.get("Idempotency-Key"));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("sends one request for a double click", async () => {
    const before = paid();
    const { requests } = stubTransaction(before, { "POST /api/refund": () => json(200, before) });
    const user = await openDetail(before);
    const dialog = await openRefund(user);

    await user.dblClick(within(dialog).getByRole("button", { name: "Confirm refund" }));
    expect(await screen.findByText("69.75 AZN refunded to card 416973******0001.")).toBeVisible();
    expect(posts(requests, "/api/refund")).toHaveLength(1);
  });

  it("refuses an empty, zero, over-precise or too large amount without asking the server", async () => {
    const { requests } = stubTransaction(paid());
    const user = await openDetail(paid());
    const dialog = await openRefund(user);
    const field = amountField(dialog, "Amount to refund");

    for (const [typed, message] of [
      ["", "Don't send empty value."],
      ["0", "Amount cannot be 0."],
      ["1.005", "Amount can have at most two decimal places."],
      ["69.76", "The amount is higher than what can still be refunded."],
    ] as const) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
      expect(await within(dialog).findByText(message)).toBeVisible();
      expect(field).toHaveAttribute("aria-invalid", "true");
      // What will happen is said only of an amount that can be sent.
      expect(within(dialog).queryByText(/goes back to card/)).not.toBeInTheDocument();
    }
    expect(posts(requests, "/api/refund")).toHaveLength(0);
  });

  it("puts the server's word on the amount on the field", async () => {
    stubTransaction(paid(), {
      "POST /api/refund": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "The amount is not valid for this operation.",
          fields: { amount: "validation.amountAboveRefundable" },
        }),
    });
    const user = await openDetail(paid());
    const dialog = await openRefund(user);
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));

    const field = amountField(dialog, "Amount to refund");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(/The amount is higher than what can still be refunded\./);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when the wallet cannot cover the refund, and stays open for another try with a new key", async () => {
    const { requests } = stubTransaction(paid(), {
      "POST /api/refund": () =>
        json(422, { code: "INSUFFICIENT_BALANCE", message: "The wallet's balance cannot cover this refund." }),
    });
    const user = await openDetail(paid());
    const dialog = await openRefund(user);
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The wallet's balance cannot cover this refund.",
    );
    expect(screen.getByRole("dialog", { name: "Refund ORD-20260514-0001" })).toBeVisible();

    // The server answered, so the next Confirm is a new request.
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    await waitFor(() => expect(posts(requests, "/api/refund")).toHaveLength(2));
    const [first, second] = posts(requests, "/api/refund").map((r) => r.headers.get("Idempotency-Key"));
    expect(second).not.toBe(first);
  });

  it("cannot be dismissed while its request runs", async () => {
    let answer!: () => void;
    const before = paid();
    stubTransaction(before, {
      "POST /api/refund": () => new Promise<Response>((resolve) => (answer = () => resolve(json(200, before)))),
    });
    const user = await openDetail(before);
    const dialog = await openRefund(user);
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Confirm refund" })).toBeDisabled());

    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Refund ORD-20260514-0001" })).toBeVisible();
    answer();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("completes part of a hold, saying what is taken and what is released", async () => {
    const before = hold();
    const { requests } = stubTransaction(before, {
      "POST /api/completeOrder": () =>
        json(200, { ...before, status: "success", capturedAmount: 60, totalReversed: 40, refundableAmount: 60 }),
    });
    const user = await openDetail(before);

    await user.click(within(actions()!).getByRole("button", { name: "Complete hold" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete the hold on ORD-20260514-0001" });
    expect(within(dialog).getByText("100.00 AZN is held on card 416973******1234.")).toBeVisible();
    const field = amountField(dialog, "Amount to take");
    expect(field).toHaveValue("100.00");
    expect(within(dialog).getByText("100.00 AZN is taken and credited to your wallet.")).toBeVisible();

    await user.clear(field);
    await user.click(within(dialog).getByRole("button", { name: "Confirm completion" }));
    expect(await within(dialog).findByText("Don't send empty value.")).toBeVisible();
    await user.type(field, "100.01");
    expect(await within(dialog).findByText("The requested amount is higher than transaction amount.")).toBeVisible();

    await user.clear(field);
    await user.type(field, "60");
    expect(
      await within(dialog).findByText(
        "60.00 AZN is taken and credited to your wallet; 40.00 AZN is released to the card.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Confirm completion" }));

    expect(await screen.findByText("Hold completed: 60.00 AZN credited to your wallet.")).toBeVisible();
    const [complete] = posts(requests, "/api/completeOrder");
    expect(await complete!.json()).toEqual({ transactionId: before.id, amount: "60" });
    expect(complete!.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("asks before cancelling a hold, and Escape keeps it", async () => {
    const before = hold();
    const { requests } = stubTransaction(before, {
      [`POST /api/reverse/${before.id}`]: () => json(200, { ...before, status: "reversed", totalReversed: 100 }),
    });
    const user = await openDetail(before);

    await user.click(within(actions()!).getByRole("button", { name: "Cancel hold" }));
    let dialog = await screen.findByRole("dialog", { name: "Cancel the hold on ORD-20260514-0001?" });
    expect(
      within(dialog).getByText(
        "The whole held amount, 100.00 AZN, is released to card 416973******1234, and invoice INV-000042 is cancelled. This cannot be undone.",
      ),
    ).toBeVisible();
    // The safe choice has the focus.
    expect(within(dialog).getByRole("button", { name: "Keep the hold" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(requests, `/api/reverse/${before.id}`)).toHaveLength(0);

    await user.click(within(actions()!).getByRole("button", { name: "Cancel hold" }));
    dialog = await screen.findByRole("dialog", { name: "Cancel the hold on ORD-20260514-0001?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel hold" }));

    expect(await screen.findByText("Hold cancelled: 100.00 AZN released to the card.")).toBeVisible();
    const [reverse] = posts(requests, `/api/reverse/${before.id}`);
    expect(reverse!.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it.each([
    ["a hold", hold(), ["Complete hold", "Cancel hold"]],
    ["a captured payment", paid({ status: "success" }), ["Refund"]],
    ["a payment being refunded", paid({ status: "refundInProgress" }), ["Refund"]],
    ["a lapsed hold", hold({ preAuthExpiresAt: new Date(Date.now() - 60_000).toISOString() }), []],
    ["a refunded payment", paid({ status: "refunded", refundableAmount: 0, totalRefunded: 100 }), []],
    ["a declined attempt", transaction({ status: "declined", capturedAmount: 0, refundableAmount: 0 }), []],
  ] as const)("offers for %s only what its state allows", async (_name, t, offered) => {
    stubTransaction(t);
    await openDetail(t);

    for (const name of ["Refund", "Complete hold", "Cancel hold"]) {
      const button = screen.queryByRole("button", { name });
      if ((offered as readonly string[]).includes(name)) expect(button).toBeVisible();
      else expect(button).not.toBeInTheDocument();
    }
    // The receipt is for any transaction and any user.
    expect(screen.getByRole("button", { name: "Download receipt" })).toBeVisible();
  });

  it("offers nothing a sub-user has no permission for", async () => {
    stubTransaction(hold(), {}, sessionUser({ userType: "sub", privileges: [] }));
    await openDetail(hold());
    expect(actions()).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download receipt" })).toBeVisible();
  });

  it("offers a sub-user only the operations it was granted", async () => {
    stubTransaction(
      hold(),
      {},
      sessionUser({ userType: "sub", privileges: ["unblockTransaction", "refundTransaction"] }),
    );
    await openDetail(hold());
    expect(within(actions()!).getByRole("button", { name: "Cancel hold" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Complete hold" })).not.toBeInTheDocument();
  });

  it("speaks Azerbaijani", async () => {
    await i18n.changeLanguage("az");
    stubTransaction(paid());
    const user = await openDetail(paid());

    await user.click(
      within(screen.getByRole("group", { name: "Bu ödəniş üzrə əməliyyatlar" })).getByRole("button", {
        name: "Geri qaytar",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "ORD-20260514-0001 ödənişinin geri qaytarılması" });
    expect(amountField(dialog, "Qaytarılacaq məbləğ")).toHaveAccessibleDescription(
      "Ən çox 69,75 AZN geri qaytarıla bilər.",
    );
    expect(within(dialog).getByText(/kartına qaytarılır\. Məbləğ pul kisənizdən dərhal silinir\.$/)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Qaytarmanı təsdiqlə" })).toBeVisible();
  });

  it("speaks Russian", async () => {
    await i18n.changeLanguage("ru");
    stubTransaction(hold());
    const user = await openDetail(hold());

    await user.click(
      within(screen.getByRole("group", { name: "Операции с этим платежом" })).getByRole("button", {
        name: "Завершить блокировку",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Завершение блокировки по ORD-20260514-0001" });
    const field = amountField(dialog, "Сумма списания");
    await user.clear(field);
    await user.type(field, "60");
    expect(
      await within(dialog).findByText(
        /^60,00 AZN списывается и зачисляется в ваш кошелёк; 40,00 AZN разблокируется на карте\.$/,
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Отмена" })).toBeVisible();
  });
});
