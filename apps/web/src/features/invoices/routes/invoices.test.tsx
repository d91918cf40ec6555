import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIsoDate } from "@/lib/date-presets";
import { datePresetRange } from "@/lib/date-preset-range";
import { json, stubFetch } from "@/testing/fetch-stub";
import { invoice } from "@/testing/invoice";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { pageOf } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render a page of it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const statuses = [
  { value: "created", label: "Created" },
  { value: "paid", label: "Paid" },
  { value: "canceled", label: "Canceled" },
];

/** Twelve invoices, ten a page; the second page holds the last two. */
const twelve = Array.from({ length: 12 }, (_, i) =>
  invoice({
    id: `5f0c2a1e-8b7d-4c6e-9a3f-1d2e3f4a5b${String(i).padStart(2, "0")}`,
    invoiceCode: `INV-0000${String(50 - i).padStart(2, "0")}`,
    fullName: i === 0 ? "Aysel Mammadova" : `Customer ${i}`,
    status: i === 0 ? "paid" : "created",
  }),
);

function stubApi(list: (params: URLSearchParams) => Response) {
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/meta-invoice": () => json(200, statuses),
    "GET /api/invoices": (request) => list(new URL(request.url).searchParams),
  });
}

/** The twelve as the server pages them: by offset, or by the cursors it hands out with each page. */
const pagedTwelve = (params: URLSearchParams) => {
  const cursor = params.get("cursor");
  const page =
    cursor === "last" || cursor === "after-page-0"
      ? 1
      : cursor === "before-page-1"
        ? 0
        : Number(params.get("page") ?? 0);
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

const listRequests = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/invoices").map((r) => new URL(r.url).searchParams);
const lastListRequest = (requests: Request[]) => listRequests(requests).at(-1);
const lastListParams = (requests: Request[]) => Object.fromEntries(lastListRequest(requests) ?? []);

async function openList(path = "/billing/invoices") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

describe("invoices list", { timeout: 30000 }, () => {
  it("lists a page of invoices, each leading to its history", async () => {
    const requests = stubApi(pagedTwelve);
    await openList();

    const table = await screen.findByRole("table", { name: "Invoices" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    expect(first.getByRole("link", { name: "INV-000050" })).toHaveAttribute(
      "href",
      `/billing/history/${twelve[0]!.id}`,
    );
    expect(first.getByText("BK-2026-118")).toBeVisible();
    expect(first.getByText("Caspian Tours")).toBeVisible();
    expect(first.getByText("Aysel Mammadova")).toBeVisible();
    expect(first.getByText("25.50 AZN")).toBeVisible();
    expect(first.getByText("Paid")).toBeVisible();
    expect(first.getByText("14 May 2026")).toBeVisible();
    expect(first.getByText("30 Jun 2099")).toBeVisible();
    expect(screen.getByText("1–10 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "0" });
  });

  it("pages on and back with the server's cursors, which stay out of the address", async () => {
    const requests = stubApi(pagedTwelve);
    const { router, user } = await openList();
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(pages.getByRole("button", { name: "First page" })).toBeDisabled();

    await user.click(pages.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("link", { name: "INV-000039" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "INV-000050" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Invoices" })).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("11–12 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "1", cursor: "after-page-0" });
    expect(router.state.location.search).toBe("?page=1");
    expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(pages.getByRole("button", { name: "Last page" })).toBeDisabled();

    // The back button returns to the first page, and forward to the second by its cursor again.
    await router.navigate(-1);
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    await router.navigate(1);
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "1", cursor: "after-page-0" });

    await user.click(pages.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "0", cursor: "before-page-1" });
    expect(router.state.location.search).toBe("");

    await user.click(pages.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "1", cursor: "last" });
    expect(router.state.location.search).toBe("?page=1");

    await user.click(pages.getByRole("button", { name: "First page" }));
    expect(await screen.findByText("1–10 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "0" });
    expect(router.state.location.search).toBe("");
  });

  it("keeps the filters in the address on a page move, and sends them with the cursor", async () => {
    const requests = stubApi(pagedTwelve);
    const { router, user } = await openList("/billing/invoices?status=created&guestName=Customer");
    expect(await screen.findByText("1–10 of 12")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("11–12 of 12")).toBeVisible();
    expect(lastListParams(requests)).toEqual({
      status: "created",
      guestName: "Customer",
      page: "1",
      cursor: "after-page-0",
    });
    expect(router.state.location.search).toBe("?status=created&guestName=Customer&page=1");
  });

  it("reads a page opened from its address by offset, as after a reload or from a bookmark", async () => {
    const forty = Array.from({ length: 40 }, (_, i) =>
      invoice({ id: `5f0c2a1e-8b7d-4c6e-9a3f-1d2e3f4a5c${String(i).padStart(2, "0")}` }),
    );
    const requests = stubApi((params) => {
      const page = Number(params.get("page") ?? 0);
      return json(
        200,
        pageOf(forty.slice(page * 10, page * 10 + 10), {
          page,
          totalElements: 40,
          totalPages: 4,
          previousCursor: "before-page-3",
        }),
      );
    });
    await openList("/billing/invoices?page=3");

    expect(await screen.findByText("31–40 of 40")).toBeVisible();
    expect(lastListParams(requests)).toEqual({ page: "3" });
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByRole("button", { name: "Previous page" })).toBeEnabled();
    expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("opens an invoice from anywhere on its row", async () => {
    stubApi(pagedTwelve);
    const { router, user } = await openList();

    await user.click(await screen.findByText("Customer 3"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/history/${twelve[3]!.id}`));
  });

  it("keeps the filters in the URL and sends them with the request", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    const { router, user } = await openList("/billing/invoices?page=1");
    await screen.findByRole("table", { name: "Invoices" });

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Paid" }));
    expect(router.state.location.search).toBe("?status=paid");

    await user.type(screen.getByLabelText("Application"), "Caspian");
    await user.type(screen.getByLabelText("Customer name"), "Aysel{Enter}");
    await user.type(screen.getByLabelText("E-mail"), "aysel@");
    await user.type(screen.getByLabelText("Booking ID"), "BK-2026");
    await user.type(screen.getByLabelText("Invoice code"), "INV-0000");
    await user.type(screen.getByLabelText("Amount"), "25.5");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    const expected = {
      status: "paid",
      amount: "25.5",
      appName: "Caspian",
      bookingId: "BK-2026",
      invoiceCode: "INV-0000",
      guestName: "Aysel",
      email: "aysel@",
    };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    await waitFor(() => expect(Object.fromEntries(lastListRequest(requests)!)).toEqual({ ...expected, page: "0" }));
  });

  it("starts from the filters in the URL, as after a reload", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    await openList("/billing/invoices?status=paid&guestName=Aysel&from=2026-05-01&page=2");
    await screen.findByRole("table", { name: "Invoices" });

    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Paid");
    expect(screen.getByLabelText("Customer name")).toHaveValue("Aysel");
    expect(Object.fromEntries(lastListRequest(requests)!)).toEqual({
      status: "paid",
      guestName: "Aysel",
      from: "2026-05-01",
      page: "2",
    });
  });

  it("refuses an amount that is not one without asking the server", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    const { user } = await openList();
    await screen.findByRole("table", { name: "Invoices" });
    const before = listRequests(requests).length;

    await user.type(screen.getByLabelText("Amount"), "12.345{Enter}");

    expect(await screen.findByText("Amount must be a number.")).toBeVisible();
    expect(listRequests(requests)).toHaveLength(before);
  });

  it("sets both dates from a preset", async () => {
    const requests = stubApi(() => json(200, pageOf([twelve[0]!])));
    const { router, user } = await openList();
    await screen.findByRole("table", { name: "Invoices" });

    await user.click(screen.getByRole("button", { name: "This month" }));

    const { from, to } = datePresetRange("thisMonth", todayIsoDate());
    expect(router.state.location.search).toBe(`?from=${from}&to=${to}`);
    expect(screen.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(lastListRequest(requests)?.get("from")).toBe(from));
    expect(lastListRequest(requests)?.get("to")).toBe(to);
  });

  it("offers to create the first invoice when there are none", async () => {
    stubApi(() => json(200, pageOf([])));
    await openList();

    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // The page's own button and the empty state's; the menu has one too.
    const create = within(screen.getByRole("main")).getAllByRole("link", { name: "Create an invoice" });
    expect(create).toHaveLength(2);
    for (const link of create) expect(link).toHaveAttribute("href", "/billing/create-an-invoice");
  });

  it("says when nothing matches the filters, and clears them", async () => {
    stubApi((params) => json(200, pageOf(params.has("status") ? [] : [twelve[0]!])));
    const { router, user } = await openList("/billing/invoices?status=canceled&appName=Nope");

    expect(await screen.findByRole("heading", { name: "No invoices match these filters" })).toBeVisible();
    const clearButtons = screen.getAllByRole("button", { name: "Clear filters" });
    await user.click(clearButtons.at(-1)!);

    expect(await screen.findByRole("table", { name: "Invoices" })).toBeVisible();
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Application")).toHaveValue("");
  });

  it("shows a failed load with a way to try again", async () => {
    let calls = 0;
    stubApi(() =>
      ++calls === 1 ? json(503, { code: "UNAVAILABLE", message: "Later." }) : json(200, pageOf([twelve[0]!])),
    );
    const { user } = await openList();

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "INV-000050" })).toBeVisible();
  });
});

describe("invoices list on a phone", { timeout: 30000 }, () => {
  beforeEach(() => {
    // Below 600 px (MUI's `sm`), as a phone is.
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: /max-width:\s*599\.95px/.test(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("folds the typed-in filters behind one button, and opens them when one is set", async () => {
    stubApi(pagedTwelve);
    const { user } = await openList();
    const more = await screen.findByRole("button", { name: "More filters" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("combobox", { name: "Status" })).toBeVisible();

    await user.click(more);
    expect(screen.getByRole("button", { name: "Fewer filters" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Customer name")).toBeVisible();
  });

  it("starts unfolded when the URL carries a typed-in filter", async () => {
    stubApi(() => json(200, pageOf([twelve[0]!])));
    await openList("/billing/invoices?guestName=Aysel&bookingId=BK");
    expect(await screen.findByRole("button", { name: "Fewer filters" })).toBeVisible();
    expect(screen.getByLabelText("Customer name")).toHaveValue("Aysel");
  });
});
