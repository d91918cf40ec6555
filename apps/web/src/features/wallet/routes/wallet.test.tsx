import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIsoDate } from "@/lib/date-presets";
import { datePresetRange } from "@/lib/date-preset-range";
import { formatDateTime } from "@/lib/format";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { BAKU_BOOKS, CASPIAN, operation, operationPage, operations, wallet, wallets } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

type Handler = (params: URLSearchParams, appId: string) => Response;

function stubApi(list: Handler, walletList: () => Response = () => json(200, wallets())) {
  const operationsOf = (appId: string) => (request: Request) => list(new URL(request.url).searchParams, appId);
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/user/wallets": walletList,
    [`GET /api/wallets/${CASPIAN}`]: operationsOf(CASPIAN),
    [`GET /api/wallets/${BAKU_BOOKS}`]: operationsOf(BAKU_BOOKS),
  });
}

/** The operations requests made, as `{ appId, ...query }`. */
const operationRequests = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url))
    .filter((url) => url.pathname.startsWith("/api/wallets/"))
    .map((url) => ({ appId: url.pathname.slice("/api/wallets/".length), ...Object.fromEntries(url.searchParams) }));
const lastOperationRequest = (requests: Request[]) => operationRequests(requests).at(-1);

async function openWallet(path = "/billing/wallet") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

const walletCards = async () => within(await screen.findByRole("list", { name: "Wallets" })).getAllByRole("listitem");

describe("wallet", { timeout: 30000 }, () => {
  it("shows each wallet's figures and withdrawal account, and the first one's operations", async () => {
    const requests = stubApi(() => json(200, operationPage([operation()])));
    await openWallet();

    const [caspianAzn, caspianUsd, bakuBooks] = await walletCards();
    const first = within(caspianAzn!);
    expect(first.getByRole("button", { name: "Caspian Tours AZN" })).toHaveAttribute("aria-pressed", "true");
    // Named by exactly what the button shows (WCAG 2.5.3), described by the figures beside it.
    expect(first.getByRole("button", { name: "Caspian Tours AZN" })).toHaveAccessibleDescription(
      /^Payout balance\s*1,200\.00 AZN/,
    );
    expect(first.getByText("Payout balance")).toBeVisible();
    expect(first.getByText("1,200.00 AZN")).toBeVisible();
    expect(first.getByText("Balance: 1,250.00 AZN")).toBeVisible();
    expect(first.getByText("Held for refunds in progress: 50.00 AZN")).toBeVisible();
    expect(first.getByText("Card")).toBeVisible();
    expect(first.getByText("416973******1234")).toBeVisible();
    expect(first.getByText("Kapital Bank")).toBeVisible();

    // Nothing held: no line saying so.
    expect(within(caspianUsd!).getByRole("button", { name: "Caspian Tours USD" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(within(caspianUsd!).getByText("80.00 USD")).toBeVisible();
    expect(within(caspianUsd!).queryByText(/Held for refunds/)).not.toBeInTheDocument();

    // No account: where to set one up, the application's configure screen.
    const books = within(bakuBooks!);
    expect(books.getByText("Bank account (IBAN)")).toBeVisible();
    expect(books.getByText("No withdrawal account is set up.")).toBeVisible();
    expect(await books.findByRole("link", { name: "Set it up in the application's settings" })).toHaveAttribute(
      "href",
      `/applications/configure/${BAKU_BOOKS}/6a1e2d3c-4b5a-4c6d-8e7f-901a2b3c4d5e`,
    );

    expect(screen.getByRole("heading", { level: 2, name: "Operations: Caspian Tours · AZN" })).toBeVisible();
    expect(await screen.findByRole("table", { name: "Operations: Caspian Tours · AZN" })).toBeVisible();
    expect(lastOperationRequest(requests)).toEqual({ appId: CASPIAN, page: "0", offset: "10", currency: "AZN" });
    // Transfers, withdrawals and top-ups: wallet-transfer.test.tsx, wallet-withdraw.test.tsx, wallet-top-up.test.tsx.
  });

  it("says what payouts waiting for review hold back, as it says the refunds' share", async () => {
    stubApi(
      () => json(200, operationPage([operation()])),
      () => json(200, [wallet({ balance: 1301, reserved: { refunds: 0, payouts: 101 } })]),
    );
    await openWallet();

    const card = within((await walletCards())[0]!);
    expect(card.getByText("Balance: 1,301.00 AZN")).toBeVisible();
    expect(card.getByText("Held by payouts waiting for review: 101.00 AZN")).toBeVisible();
    expect(card.queryByText(/Held for refunds/)).not.toBeInTheDocument();
  });

  it("lists an operation with its kind, counterparty, links, signed amount and the balance it left", async () => {
    const refund = operation({
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c61",
      kind: "refund",
      amount: -10,
      balanceAfter: 1240,
      invoiceId: null,
      invoiceCode: null,
      description: null,
    });
    stubApi(() => json(200, operationPage([refund, operation()])));
    const { router, user } = await openWallet();

    const table = await screen.findByRole("table", { name: "Operations: Caspian Tours · AZN" });
    const [, refundRow, paymentRow] = within(table).getAllByRole("row");
    const payment = within(paymentRow!);
    expect(payment.getByText(formatDateTime(operation().createdAt, "en", "Asia/Baku"))).toBeVisible();
    expect(payment.getByText("Card payment")).toBeVisible();
    expect(payment.getByText("Aysel Mammadova")).toBeVisible();
    expect(payment.getByText("Room 204, two nights")).toBeVisible();
    expect(payment.getByRole("link", { name: "ORD-20260514-0001" })).toHaveAttribute(
      "href",
      `/billing/operations/${operation().transactionId}`,
    );
    expect(payment.getByRole("link", { name: "INV-7" })).toHaveAttribute(
      "href",
      `/billing/history/${operation().invoiceId}`,
    );
    // A credit is said to be one, not only signed.
    expect(payment.getByRole("cell", { name: "Credit +25.50 AZN" })).toBeVisible();
    expect(payment.getByText("1,250.00 AZN")).toBeVisible();

    const debit = within(refundRow!);
    expect(debit.getByText("Refund")).toBeVisible();
    expect(debit.getByRole("cell", { name: "Debit -10.00 AZN" })).toBeVisible();
    expect(debit.getByText("1,240.00 AZN")).toBeVisible();
    expect(debit.queryByRole("link", { name: /INV/ })).not.toBeInTheDocument();

    await user.click(debit.getByText("Refund"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/operations/${refund.transactionId}`));
  });

  it("shows another wallet's operations when it is chosen, by pointer or keyboard, and keeps the choice in the address", async () => {
    const requests = stubApi((params, appId) =>
      json(
        200,
        operationPage([operation({ orderId: `${appId === CASPIAN ? "CASPIAN" : "BOOKS"}-${params.get("currency")}` })]),
      ),
    );
    const { router, user } = await openWallet("/billing/wallet?page=1");
    await screen.findByRole("table", { name: "Operations: Caspian Tours · AZN" });

    await user.click(screen.getByRole("button", { name: "Baku Books AZN" }));
    expect(await screen.findByRole("link", { name: "BOOKS-AZN" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Baku Books AZN" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Caspian Tours AZN" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("heading", { level: 2, name: "Operations: Baku Books · AZN" })).toBeVisible();
    // Another wallet starts from its first page.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      app: BAKU_BOOKS,
      currency: "AZN",
    });
    expect(lastOperationRequest(requests)).toEqual({ appId: BAKU_BOOKS, page: "0", offset: "10", currency: "AZN" });

    screen.getByRole("button", { name: "Caspian Tours USD" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("link", { name: "CASPIAN-USD" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Caspian Tours USD" })).toHaveAttribute("aria-pressed", "true");
    expect(lastOperationRequest(requests)).toEqual({ appId: CASPIAN, page: "0", offset: "10", currency: "USD" });
  });

  it("starts from the wallet, dates and page of a bookmarked address", async () => {
    const requests = stubApi(() =>
      json(200, operationPage([operation({ currency: "USD" })], { page: 1, totalElements: 11, totalPages: 2 })),
    );
    await openWallet(`/billing/wallet?app=${CASPIAN}&currency=USD&from=2026-05-01&to=2026-05-20&page=1`);

    expect(await screen.findByText("11–11 of 11")).toBeVisible();
    expect(screen.getByRole("button", { name: "Caspian Tours USD" })).toHaveAttribute("aria-pressed", "true");
    const input = (label: string) => screen.getAllByLabelText(label).find((element) => element.tagName === "INPUT");
    expect(input("Created from")).toHaveValue("01/05/2026");
    expect(input("Created to")).toHaveValue("20/05/2026");
    expect(lastOperationRequest(requests)).toEqual({
      appId: CASPIAN,
      page: "1",
      offset: "10",
      currency: "USD",
      from: "2026-05-01",
      to: "2026-05-20",
    });
  });

  it("sends the dates chosen, and clears them", async () => {
    const requests = stubApi(() => json(200, operationPage([operation()])));
    const { router, user } = await openWallet();
    await screen.findByRole("table", { name: "Operations: Caspian Tours · AZN" });

    await user.click(screen.getByRole("button", { name: "This month" }));
    const { from, to } = datePresetRange("thisMonth", todayIsoDate());
    await waitFor(() =>
      expect(lastOperationRequest(requests)).toEqual({
        appId: CASPIAN,
        page: "0",
        offset: "10",
        currency: "AZN",
        from,
        to,
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from, to });
    expect(screen.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() =>
      expect(lastOperationRequest(requests)).toEqual({ appId: CASPIAN, page: "0", offset: "10", currency: "AZN" }),
    );
  });

  it("pages through the operations, the page in the address", async () => {
    const twelve = operations(12);
    const requests = stubApi((params) => {
      const page = Number(params.get("page"));
      return json(
        200,
        operationPage(twelve.slice(page * 10, page * 10 + 10), { page, totalElements: 12, totalPages: 2 }),
      );
    });
    const { router, user } = await openWallet();
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(pages.getByRole("button", { name: "First page" })).toBeDisabled();

    await user.click(pages.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(router.state.location.search).toBe("?page=1");
    expect(lastOperationRequest(requests)).toEqual({ appId: CASPIAN, page: "1", offset: "10", currency: "AZN" });
    expect(pages.getByRole("button", { name: "Last page" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "ORD-0989" })).toBeVisible();

    await user.click(pages.getByRole("button", { name: "First page" }));
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    expect(router.state.location.search).toBe("");
  });

  it("says a wallet has no operations yet, and in the specification's words when none fall in the dates chosen", async () => {
    stubApi(() => json(200, operationPage([])));
    const { router, user } = await openWallet();
    expect(await screen.findByRole("heading", { name: "No operations yet" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Baku Books AZN" }));
    await user.click(screen.getByRole("button", { name: "Last 3 months" }));
    expect(
      await screen.findByRole("heading", { name: "No payouts or transactions found for the selected date range." }),
    ).toBeVisible();

    // Clearing the dates keeps the wallet.
    await user.click(within(screen.getByRole("main")).getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        app: BAKU_BOOKS,
        currency: "AZN",
      }),
    );
    expect(await screen.findByRole("heading", { name: "No operations yet" })).toBeVisible();
  });

  it("says there is no wallet until an application is live, and leads to the applications", async () => {
    const requests = stubApi(
      () => json(200, operationPage([])),
      () => json(200, []),
    );
    await openWallet();

    expect(await screen.findByRole("heading", { name: "No wallets yet" })).toBeVisible();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Go to applications" })).toHaveAttribute(
      "href",
      "/applications",
    );
    expect(operationRequests(requests)).toEqual([]);
  });

  it("shows a failed load of the wallets, then of the operations, each with a way to try again", async () => {
    let walletCalls = 0;
    let operationCalls = 0;
    stubApi(
      () =>
        ++operationCalls === 1
          ? json(503, { code: "UNAVAILABLE", message: "Later." })
          : json(200, operationPage([operation()])),
      () => (++walletCalls === 1 ? json(503, { code: "UNAVAILABLE", message: "Later." }) : json(200, wallets())),
    );
    const { user } = await openWallet();

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Caspian Tours AZN" })).toBeVisible();

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "ORD-20260514-0001" })).toBeVisible();
  });

  it("opens on the bare billing path too", async () => {
    stubApi(() => json(200, operationPage([operation()])));
    renderRoute("/billing");
    expect(await screen.findByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    expect(await screen.findByRole("button", { name: "Caspian Tours AZN" })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("wallet on a phone", { timeout: 30000 }, () => {
  beforeEach(() => {
    // A 390 px wide window: every `min-width`/`max-width` query is answered for it.
    const width = 390;
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => {
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
        return {
          matches,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        };
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the wallets one column wide and the operations as cards, not a table wider than the screen", async () => {
    stubApi(() => json(200, operationPage(operations(2))));
    const { router, user } = await openWallet();

    // jsdom lays nothing out: the wallets' grid is checked not to ask for a column wider than the screen.
    expect(getComputedStyle(await screen.findByRole("list", { name: "Wallets" })).gridTemplateColumns).toMatch(
      /minmax\(min\(100%, \d+px\)/,
    );
    const list = await screen.findByRole("list", { name: "Operations: Caspian Tours · AZN" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByText("Card payment")).toBeVisible();
    expect(card.getByText("+25.50 AZN")).toBeVisible();
    expect(card.getByRole("link", { name: "ORD-1000" })).toBeVisible();
    expect(card.getByText("Balance after")).toBeVisible();

    await user.click(within(cards[1]!).getByText("Aysel Mammadova"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/billing/operations/${operations(2)[1]!.transactionId}`),
    );
  });
});
