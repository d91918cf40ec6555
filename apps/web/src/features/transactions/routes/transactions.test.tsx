import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIsoDate } from "@/lib/date-presets";
import { datePresetRange } from "@/lib/date-preset-range";
import { formatDateTime } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction } from "@/testing/transaction";
import { meta, transactionPage, transactions } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render a page of it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

type Handler = (params: URLSearchParams) => Response;

function stubApi(list: Handler, metaData: Handler = () => json(200, meta())) {
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/saved-views": () => json(200, []),
    "GET /api/transactionsPageable": (request) => list(new URL(request.url).searchParams),
    "GET /api/meta-data-transactions": (request) => metaData(new URL(request.url).searchParams),
  });
}

const requestsTo = (requests: Request[], pathname: string) =>
  requests
    .filter((r) => new URL(r.url).pathname === pathname)
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));
const listRequests = (requests: Request[]) => requestsTo(requests, "/api/transactionsPageable");
const lastListRequest = (requests: Request[]) => listRequests(requests).at(-1);

/** Twelve attempts, ten a page, as the server pages them: by offset or by cursor. */
const twelve = transactions(12);
const pagedTwelve: Handler = (params) => {
  const cursor = params.get("cursor");
  const page =
    cursor === "last" || cursor === "after-page-0"
      ? 1
      : cursor === "before-page-1"
        ? 0
        : Number(params.get("page") ?? 0);
  return json(
    200,
    transactionPage(twelve.slice(page * 10, page * 10 + 10), {
      page,
      totalElements: 12,
      totalPages: 2,
      nextCursor: page === 0 ? "after-page-0" : null,
      previousCursor: page === 1 ? "before-page-1" : null,
    }),
  );
};

async function openList(path = "/billing/transactions") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

describe("transactions list", { timeout: 30000 }, () => {
  it("lists a page of attempts, each leading to its operation detail", async () => {
    const someoneElse = transaction({
      id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9999",
      orderId: "ORD-OTHER",
      cardHolder: "RASHAD ALIYEV",
      status: "refunded",
    });
    const requests = stubApi(() => json(200, transactionPage([transaction(), someoneElse], { totalElements: 2 })));
    const { router, user } = await openList();

    const table = await screen.findByRole("table", { name: "Transactions" });
    const [, first, second] = within(table).getAllByRole("row");
    const row = within(first!);
    expect(row.getByRole("link", { name: "ORD-20260514-0001" })).toHaveAttribute(
      "href",
      `/billing/operations/${transaction().id}`,
    );
    expect(row.getByText(formatDateTime(transaction().createdAt, "en", "Asia/Baku"))).toBeVisible();
    expect(row.getByText("Caspian Tours")).toBeVisible();
    // The card holder is the customer, only in capitals: not said twice.
    expect(row.getByText("Aysel Mammadova")).toBeVisible();
    expect(row.queryByText(/Card holder/)).not.toBeInTheDocument();
    expect(row.getByRole("img", { name: "Visa" })).toBeVisible();
    // The last four digits in the row; the whole masked number on hover.
    expect(row.getByTitle("416973******1234")).toHaveTextContent("•••• 1234");
    expect(row.getByText("25.50 AZN")).toBeVisible();
    expect(row.getByText("Success")).toBeVisible();
    expect(within(second!).getByText("Card holder: RASHAD ALIYEV")).toBeVisible();
    expect(within(second!).getByText("Refunded")).toBeVisible();
    expect(screen.getByText("1–2 of 2")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ page: "0" });

    await user.click(within(second!).getByText("Caspian Tours"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/operations/${someoneElse.id}`));
  });

  it("keeps the filters in the address and sends them with the list's and the totals' requests", async () => {
    const requests = stubApi(() => json(200, transactionPage([transaction()])));
    const { router, user } = await openList("/billing/transactions?page=1");
    await screen.findByRole("table", { name: "Transactions" });

    // The server's label in the reader's language.
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Successful payment" }));
    expect(router.state.location.search).toBe("?status=success");

    await user.type(screen.getByLabelText("Customer or card holder"), "Aysel");
    await user.type(screen.getByLabelText("Card number digits"), "416973 1234");
    await user.type(screen.getByLabelText("Order ID"), "ORD-1");
    await user.type(screen.getByLabelText("Invoice code"), "INV-7");
    await user.type(screen.getByLabelText("Booking ID"), "BK-2");
    await user.type(screen.getByLabelText("RRN"), "6134");
    await user.type(screen.getByLabelText("Application"), "Caspian");
    await user.type(screen.getByLabelText("Description"), "Room");
    await user.type(screen.getByLabelText("Amount"), "25.5{Enter}");

    const expected = {
      status: "success",
      amount: "25.5",
      fullName: "Aysel",
      cardNumber: "416973 1234",
      bookingId: "BK-2",
      invoiceCode: "INV-7",
      rrn: "6134",
      orderId: "ORD-1",
      name: "Caspian",
      description: "Room",
    };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    await waitFor(() => expect(lastListRequest(requests)).toEqual({ ...expected, page: "0" }));
    await waitFor(() => expect(requestsTo(requests, "/api/meta-data-transactions").at(-1)).toEqual(expected));

    // A preset sets both dates.
    await user.click(screen.getByRole("button", { name: "This month" }));
    const { from, to } = datePresetRange("thisMonth", todayIsoDate());
    await waitFor(() => expect(lastListRequest(requests)).toMatchObject({ from, to }));
    expect(screen.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "true");
  });

  it("starts from the filters in a bookmarked address", async () => {
    const requests = stubApi(() =>
      json(200, transactionPage([transaction()], { page: 2, totalElements: 21, totalPages: 3 })),
    );
    await openList("/billing/transactions?status=refunded&fullName=Aysel&from=2026-05-01&to=2026-05-20&page=2");
    await screen.findByRole("table", { name: "Transactions" });

    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Refunded");
    expect(screen.getByLabelText("Customer or card holder")).toHaveValue("Aysel");
    // The date fields show the dates, before the pickers load (a stand-in) as after.
    const input = (label: string) => screen.getAllByLabelText(label).find((element) => element.tagName === "INPUT");
    expect(input("Created from")).toHaveValue("01/05/2026");
    expect(input("Created to")).toHaveValue("20/05/2026");
    expect(lastListRequest(requests)).toEqual({
      status: "refunded",
      fullName: "Aysel",
      from: "2026-05-01",
      to: "2026-05-20",
      page: "2",
    });
    expect(screen.getByText("21–21 of 21")).toBeVisible();
  });

  it("refuses card digits that are neither the last 4 nor the first 6 and last 4, without asking the server", async () => {
    const requests = stubApi(() => json(200, transactionPage([transaction()])));
    const { router, user } = await openList();
    await screen.findByRole("table", { name: "Transactions" });
    const before = listRequests(requests).length;

    await user.type(screen.getByLabelText("Card number digits"), "12345{Enter}");

    expect(await screen.findByText("Enter the last 4 digits, or the first 6 and the last 4.")).toBeVisible();
    expect(listRequests(requests)).toHaveLength(before);
    expect(router.state.location.search).toBe("");
  });

  it("says so in the specification's words when nothing was paid in the dates chosen", async () => {
    stubApi(() => json(200, transactionPage([])));
    const { router, user } = await openList("/billing/transactions?from=2026-01-01&to=2026-01-31");

    expect(
      await screen.findByRole("heading", { name: "No payouts or transactions found for the selected date range." }),
    ).toBeVisible();
    await user.click(within(screen.getByRole("main")).getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("offers to create an invoice when nothing was ever paid", async () => {
    stubApi(() => json(200, transactionPage([])));
    await openList();

    expect(await screen.findByRole("heading", { name: "No transactions yet" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Create an invoice" })).toHaveAttribute(
      "href",
      "/billing/create-an-invoice",
    );
  });

  it("shows a failed load with a way to try again", async () => {
    let calls = 0;
    stubApi(() =>
      ++calls === 1
        ? json(503, { code: "UNAVAILABLE", message: "Later." })
        : json(200, transactionPage([transaction()])),
    );
    const { user } = await openList();

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "ORD-20260514-0001" })).toBeVisible();
  });

  it("pages on and back with the server's cursors, which stay out of the address", async () => {
    const requests = stubApi(pagedTwelve);
    const { router, user } = await openList();
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(pages.getByRole("button", { name: "First page" })).toBeDisabled();

    await user.click(pages.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ page: "1", cursor: "after-page-0" });
    expect(router.state.location.search).toBe("?page=1");
    expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();

    // The back button returns to the first page, and forward to the second by its cursor again.
    await router.navigate(-1);
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    await router.navigate(1);
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ page: "1", cursor: "after-page-0" });

    await user.click(pages.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ page: "0", cursor: "before-page-1" });
    expect(router.state.location.search).toBe("");

    await user.click(pages.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ page: "1", cursor: "last" });

    await user.click(pages.getByRole("button", { name: "First page" }));
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ page: "0" });
  });

  it("says 10,000+ past the count's cap, and names the uncounted last page", async () => {
    const requests = stubApi((params) => {
      const cursor = params.get("cursor");
      if (cursor === "last")
        return json(
          200,
          transactionPage(transactions(10, 20), {
            page: null,
            totalElements: 10000,
            totalCapped: true,
            previousCursor: "before-last",
          }),
        );
      if (cursor === "before-last") {
        return json(
          200,
          transactionPage(transactions(10, 10), {
            totalElements: 10000,
            totalCapped: true,
            previousCursor: "before-2",
            nextCursor: "after-2",
          }),
        );
      }
      return json(
        200,
        transactionPage(transactions(10), {
          totalElements: 10000,
          totalPages: 1000,
          totalCapped: true,
          nextCursor: "after-0",
        }),
      );
    });
    const { router, user } = await openList();
    expect(await screen.findByText("1–10 of 10,000+")).toBeVisible();
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));

    await user.click(pages.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("Last page of 10,000+")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ cursor: "last" });
    expect(router.state.location.search).toBe("?page=last");
    expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();

    await user.click(pages.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("Page 2 from the end of 10,000+")).toBeVisible();
    expect(lastListRequest(requests)).toEqual({ cursor: "before-last" });
  });

  it("shows what was received, refunded, kept and what holds were released over the filters", async () => {
    stubApi(
      () => json(200, transactionPage([transaction()])),
      () =>
        json(
          200,
          meta([
            { currency: "AZN", received: 170.5, refunded: 12, net: 158.5, reversed: 5.5 },
            { currency: "USD", received: 40, refunded: 0, net: 40, reversed: 30 },
          ]),
        ),
    );
    await openList();

    const region = await screen.findByRole("region", { name: "Totals for these filters" });
    const totals = within(region);
    expect(await totals.findByText("170.50 AZN")).toBeVisible();
    // Each figure under its label, in order, per currency.
    const texts = [...region.querySelectorAll("p")].map((p) => p.textContent);
    const figures = texts.flatMap((text, i) => (i % 2 === 0 ? [`${text}: ${texts[i + 1]}`] : []));
    expect(figures).toEqual([
      "Received: 170.50 AZN",
      "Refunded: 12.00 AZN",
      "Net (received − refunded): 158.50 AZN",
      "Released holds (reversed): 5.50 AZN",
      "Received: 40.00 USD",
      "Refunded: 0.00 USD",
      "Net (received − refunded): 40.00 USD",
      "Released holds (reversed): 30.00 USD",
    ]);
  });

  it("says on a row what was captured of the amount, refunded of it, and what is left", async () => {
    const partlyCaptured = transaction({
      id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b0001",
      orderId: "ORD-HOLD",
      amount: 80,
      capturedAmount: 50,
      totalReversed: 30,
      status: "success",
    });
    const partlyRefunded = transaction({
      id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b0002",
      orderId: "ORD-REFUNDED",
      amount: 120.5,
      capturedAmount: 120.5,
      totalRefunded: 20,
      status: "partialRefunded",
    });
    const paidInFull = transaction({ id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b0003", orderId: "ORD-PAID" });
    const declined = transaction({
      id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b0004",
      orderId: "ORD-DECLINED",
      status: "declined",
      capturedAmount: 0,
    });
    stubApi(() =>
      json(200, transactionPage([partlyCaptured, partlyRefunded, paidInFull, declined], { totalElements: 4 })),
    );
    await openList();

    const table = await screen.findByRole("table", { name: "Transactions" });
    const amountOf = (orderId: string) => {
      const row = within(table).getByRole("link", { name: orderId }).closest("tr")!;
      const header = within(table)
        .getAllByRole("columnheader")
        .findIndex((cell) => cell.textContent === "Amount");
      return row.querySelectorAll("td")[header]!.textContent;
    };
    expect(amountOf("ORD-HOLD")).toBe("80.00 AZNCaptured 50.00 AZNNet 50.00 AZN");
    expect(amountOf("ORD-REFUNDED")).toBe("120.50 AZNRefunded 20.00 AZNNet 100.50 AZN");
    // Nothing more to say: taken whole and kept, or nothing taken.
    expect(amountOf("ORD-PAID")).toBe("25.50 AZN");
    expect(amountOf("ORD-DECLINED")).toBe("25.50 AZN");
  });

  it.each([
    ["az", "Tranzaksiyalar", "Bu filtrlər üzrə cəmi", "Uğurlu ödəniş", "Kart sahibi: RASHAD ALIYEV"],
    ["ru", "Транзакции", "Итоги по фильтрам", "Успешная оплата", "Держатель карты: RASHAD ALIYEV"],
  ])("speaks %s", async (language, title, totals, status, holder) => {
    await i18n.changeLanguage(language);
    stubApi(() => json(200, transactionPage([transaction({ cardHolder: "RASHAD ALIYEV" })], { totalElements: 1 })));
    renderRoute("/billing/transactions");

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await screen.findByText(holder)).toBeVisible();
    expect(screen.getByRole("region", { name: totals })).toBeVisible();
    await userEvent.setup().click(screen.getAllByRole("combobox")[0]!);
    expect(await screen.findByRole("option", { name: status })).toBeVisible();
  });
});

describe("transactions list on a phone", { timeout: 30000 }, () => {
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

  it("shows each attempt as a card", async () => {
    stubApi(() => json(200, transactionPage(transactions(2))));
    const { router, user } = await openList();

    const list = await screen.findByRole("list", { name: "Transactions" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("link", { name: "ORD-1000" })).toBeVisible();
    expect(within(cards[0]!).getByText("Caspian Tours")).toBeVisible();

    await user.click(within(cards[1]!).getByText("25.50 AZN"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/operations/${transactions(2)[1]!.id}`));
  });
});
