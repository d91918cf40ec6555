import type { Invoice, InvoicePage } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIsoDate } from "@/lib/date-presets";
import { datePresetRange } from "@/lib/date-preset-range";
import { json, stubFetch } from "@/testing/fetch-stub";
import { invoice } from "@/testing/invoice";
import { pageOf as page } from "@/testing/page";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

// The screen is large: under a busy machine jsdom takes seconds to render a page of it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const pageOf = (content: Invoice[], overrides: Partial<InvoicePage> = {}) =>
  page<Invoice, InvoicePage>(content, overrides);

/** Twelve QR payments, ten a page; the newest was paid by Leyla at table 7, the others tried without a name or code. */
const twelve = Array.from({ length: 12 }, (_, i) =>
  invoice({
    id: `7a1c2b3d-8b7d-4c6e-9a3f-1d2e3f4a5b${String(i).padStart(2, "0")}`,
    invoiceCode: `QR${String(50 - i).padStart(8, "0")}`,
    source: "qr",
    bookingId: "",
    description: "",
    email: null,
    fullName: i === 0 ? "Leyla Əliyeva" : "",
    phone: i === 0 ? "+994551234567" : "",
    optionalCode: i === 0 ? "TABLE-7" : null,
    amount: i === 0 ? 42.1 : 10,
    status: i === 0 ? "paid" : "declined",
  }),
);

function stubApi(list: (params: URLSearchParams) => Response) {
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/invoices/qr": (request) => list(new URL(request.url).searchParams),
  });
}

/** The twelve as the server pages them: by offset, or by the cursor it hands out with the first page. */
const pagedTwelve = (params: URLSearchParams) => {
  const page = params.get("cursor") === "after-page-0" ? 1 : Number(params.get("page") ?? 0);
  return json(
    200,
    pageOf(twelve.slice(page * 10, page * 10 + 10), {
      page,
      totalElements: 12,
      totalPages: 2,
      nextCursor: page === 0 ? "after-page-0" : null,
      previousCursor: page === 1 ? "before-page-1" : null,
    }),
  );
};

const lastListParams = (requests: Request[]) =>
  Object.fromEntries(
    requests
      .filter((r) => new URL(r.url).pathname === "/api/invoices/qr")
      .map((r) => new URL(r.url).searchParams)
      .at(-1) ?? [],
  );

async function openList(path = "/billing/qr-payments") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "QR payments" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

describe("QR payments list", { timeout: 30000 }, () => {
  it("lists a page of QR payments, each leading to its invoice", async () => {
    const requests = stubApi(pagedTwelve);
    await openList();

    const table = await screen.findByRole("table", { name: "QR payments" });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Invoice code", "Date (Baku, GMT+4)", "Customer", "Reference code", "Application", "Amount", "Status"]);
    expect(rows.slice(1)).toHaveLength(10);
    const first = within(rows[1]!);
    expect(first.getByRole("link", { name: "QR00000050" })).toHaveAttribute(
      "href",
      `/billing/history/${twelve[0]!.id}`,
    );
    expect(first.getByText("Leyla Əliyeva")).toBeVisible();
    expect(first.getByText("+994551234567")).toBeVisible();
    expect(first.getByText("TABLE-7")).toBeVisible();
    expect(first.getByText("Caspian Tours")).toBeVisible();
    expect(first.getByText("42.10 AZN")).toBeVisible();
    expect(first.getByText("Paid")).toBeVisible();
    // What the customer left out reads as a dash.
    expect(within(rows[2]!).getAllByText("—")).toHaveLength(2);
    expect(screen.getByText("1–10 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "0" });
  });

  it("pages on with the server's cursor, which stays out of the address", async () => {
    const requests = stubApi(pagedTwelve);
    const { router, user } = await openList();
    expect(await screen.findByText("1–10 of 12")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(screen.getByRole("link", { name: "QR00000039" })).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "1", cursor: "after-page-0" });
    expect(router.state.location.search).toBe("?page=1");
  });

  it("opens a payment's invoice from anywhere on its row", async () => {
    stubApi(pagedTwelve);
    const { router, user } = await openList();

    await user.click(await screen.findByText("TABLE-7"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/history/${twelve[0]!.id}`));
  });

  it("keeps the filters in the URL and sends them with the request", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    const { router, user } = await openList("/billing/qr-payments?page=1");
    await screen.findByRole("table", { name: "QR payments" });

    await user.type(screen.getByLabelText("Customer name"), "Leyla");
    await user.type(screen.getByLabelText("Phone number"), "55123");
    await user.type(screen.getByLabelText("Reference code"), "TABLE");
    await user.type(screen.getByLabelText("Amount"), "42.1");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    const expected = { amount: "42.1", fullName: "Leyla", phoneNumber: "55123", optionalCode: "TABLE" };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    await waitFor(() => expect(lastListParams(requests)).toEqual({ ...expected, page: "0" }));

    await user.click(screen.getByRole("button", { name: "This month" }));
    const { from, to } = datePresetRange("thisMonth", todayIsoDate());
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from, to, ...expected });
    await waitFor(() => expect(lastListParams(requests)).toEqual({ from, to, ...expected, page: "0" }));
  });

  it("starts from the filters in the URL, as after a reload", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    await openList("/billing/qr-payments?optionalCode=TABLE-7&from=2026-05-01&page=2");
    await screen.findByRole("table", { name: "QR payments" });

    expect(screen.getByLabelText("Reference code")).toHaveValue("TABLE-7");
    expect(lastListParams(requests)).toEqual({ optionalCode: "TABLE-7", from: "2026-05-01", page: "2" });
  });

  it("refuses an amount that is not one without asking the server", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    const { user } = await openList();
    await screen.findByRole("table", { name: "QR payments" });
    const before = requests.length;

    await user.type(screen.getByLabelText("Amount"), "12.345{Enter}");

    expect(await screen.findByText("Amount must be a number.")).toBeVisible();
    expect(requests).toHaveLength(before);
  });

  it("points to the applications' QR codes when there are no QR payments yet", async () => {
    stubApi(() => json(200, pageOf([])));
    await openList();

    expect(await screen.findByRole("heading", { name: "No QR payments yet" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to applications" })).toHaveAttribute("href", "/applications");
  });

  it("says SPEC's words when nothing was paid in the chosen dates, and other words for other filters", async () => {
    stubApi(() => json(200, pageOf([])));
    const { router, user } = await openList("/billing/qr-payments?from=2026-05-01&to=2026-05-31");
    expect(
      await screen.findByRole("heading", { name: "No payouts or transactions found for the selected date range." }),
    ).toBeVisible();

    await router.navigate("/billing/qr-payments?optionalCode=NOPE");
    expect(await screen.findByRole("heading", { name: "No QR payments match these filters" })).toBeVisible();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByLabelText("Reference code")).toHaveValue("");
  });

  it("shows a failed load with a way to try again", async () => {
    let calls = 0;
    stubApi(() =>
      ++calls === 1 ? json(503, { code: "UNAVAILABLE", message: "Later." }) : json(200, pageOf([twelve[0]!])),
    );
    const { user } = await openList();

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "QR00000050" })).toBeVisible();
  });
});

describe("QR payments list on a phone", { timeout: 30000 }, () => {
  beforeEach(() => {
    // Below 600 px (MUI's `sm`), as a phone is.
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: /max-width:\s*(599|899)\.95px/.test(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each payment as a card, with its reference code only when the customer gave one", async () => {
    stubApi(pagedTwelve);
    const { router, user } = await openList();

    const cards = within(await screen.findByRole("list", { name: "QR payments" })).getAllByRole("listitem");
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByText("Reference code")).toBeVisible();
    expect(within(cards[0]!).getByText("TABLE-7")).toBeVisible();
    expect(within(cards[1]!).queryByText("Reference code")).not.toBeInTheDocument();
    // The typed-in filters fold away behind one button.
    expect(screen.getByRole("button", { name: "More filters" })).toHaveAttribute("aria-expanded", "false");

    await user.click(within(cards[0]!).getByText("42.10 AZN"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/history/${twelve[0]!.id}`));
  });
});
