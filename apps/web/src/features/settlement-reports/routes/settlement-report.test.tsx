import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { BAKU_BOOKS, CASPIAN, report, schedule, wallet } from "../test-fixtures";

beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const MAY = `from=2026-05-01&to=2026-05-31`;

function stubApi(handlers: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/user/wallets": () =>
      json(200, [wallet(), wallet({ appId: BAKU_BOOKS, appName: "Baku Books", payoutBalance: 0, balance: 0 })]),
    [`GET /api/settlement-reports/${CASPIAN}`]: () => json(200, report()),
    [`GET /api/settlement-reports/${CASPIAN}/schedule`]: () => json(200, null),
    ...handlers,
  });
}

const reportRequests = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url))
    .filter((url) => /^\/api\/settlement-reports\/[^/]+$/.test(url.pathname))
    .map((url) => ({ path: url.pathname, ...Object.fromEntries(url.searchParams) }));

async function openReport(path = `/billing/settlement-report?app=${CASPIAN}&currency=AZN&${MAY}`) {
  const router = renderRoute(path);
  expect(
    await screen.findByRole("heading", { level: 1, name: "Settlement report" }, { timeout: 15_000 }),
  ).toBeVisible();
  return { router, user: userEvent.setup() };
}

describe("settlement report", { timeout: 60_000 }, () => {
  it("sums the wallet up from the opening balance to the closing one, and opens each payout onto its operations", async () => {
    const requests = stubApi();
    const { user } = await openReport();

    const summary = await screen.findByRole("table", { name: "Summary" });
    const rows = within(summary)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Opening balance", "", "50.00 AZN"],
      ["Card payments receivedCard payments and completed holds.", "1", "+300.00 AZN"],
      ["RefundsLess refunds the card processor refused, whose money came back.", "1", "-30.00 AZN"],
      ["Transfers from other merchantsMoney other merchants sent to this wallet.", "0", "0.00 AZN"],
      ["Transfers to other merchantsMoney this wallet sent to other merchants.", "0", "0.00 AZN"],
      ["FeesWithdrawal and payout fees.", "1", "-1.00 AZN"],
      [expect.stringMatching(/^Paid out/), "1", "-100.00 AZN"],
      [expect.stringMatching(/^Held/), "0", "0.00 AZN"],
      [expect.stringMatching(/^Returned to the wallet/), "0", "0.00 AZN"],
      ["Closing balance", "", "219.00 AZN"],
    ]);
    expect(reportRequests(requests)).toEqual([
      { path: `/api/settlement-reports/${CASPIAN}`, currency: "AZN", from: "2026-05-01", to: "2026-05-31" },
    ]);

    const payouts = screen.getByRole("region", { name: "Payouts" });
    const payout = within(payouts).getByRole("button", { name: /Withdrawal/ });
    expect(payout).toHaveAttribute("aria-expanded", "false");
    expect(within(payout).getByText("To AZ21 **** 1944")).toBeVisible();
    expect(within(payout).getByText("100.00 AZN + fee 1.00 AZN")).toBeVisible();
    expect(within(payout).getByText("Sent")).toBeVisible();
    // Keyboard: the payout opens with Enter.
    payout.focus();
    await user.keyboard("{Enter}");
    expect(payout).toHaveAttribute("aria-expanded", "true");
    const operations = await within(payouts).findByRole("table", { name: /^Operations of the payout of/ });
    const kinds = within(operations)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]!.textContent);
    expect(kinds).toEqual(["Card payment", "Refund", "Withdrawal", "Withdrawal fee"]);
    // The payment and its refund both open the payment's detail.
    expect(within(operations).getAllByRole("link", { name: "ORD-20260514-0001" })).toHaveLength(2);
    expect(within(payouts).getByText("Operations: 4")).toBeVisible();
  });

  it("asks for another wallet and days when they are chosen, and not for a period the server would refuse", async () => {
    const requests = stubApi({
      [`GET /api/settlement-reports/${BAKU_BOOKS}`]: () => json(200, report({ payouts: [] })),
    });
    const { router, user } = await openReport();
    await screen.findByRole("table", { name: "Summary" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Application" }), `${BAKU_BOOKS}:AZN`);
    await waitFor(() =>
      expect(reportRequests(requests).at(-1)).toEqual({
        path: `/api/settlement-reports/${BAKU_BOOKS}`,
        currency: "AZN",
        from: "2026-05-01",
        to: "2026-05-31",
      }),
    );
    expect(await screen.findByText("No withdrawals or payouts left the wallet in this period.")).toBeVisible();

    const asked = reportRequests(requests).length;
    await router.navigate(`/billing/settlement-report?app=${CASPIAN}&from=2025-01-01&to=2026-05-31`);
    expect(await screen.findByText("A report covers at most 366 days. Choose a shorter period.")).toBeVisible();
    expect(screen.queryByRole("table", { name: "Summary" })).not.toBeInTheDocument();
    const csv = screen.getByRole("button", { name: "CSV" });
    expect(csv).toBeDisabled();
    expect(csv).toHaveAttribute("title", "Download the settlement report as CSV");
    expect(reportRequests(requests)).toHaveLength(asked);
  });

  it("says so when the account has no wallet yet", async () => {
    stubApi({ "GET /api/user/wallets": () => json(200, []) });
    await openReport("/billing/settlement-report");
    expect(await screen.findByRole("heading", { level: 2, name: "No wallet yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to applications" })).toHaveAttribute("href", "/applications");
  });

  it("shows a failure to load with a way to try again", async () => {
    let calls = 0;
    stubApi({
      [`GET /api/settlement-reports/${CASPIAN}`]: () =>
        (calls += 1) === 1 ? json(500, { code: "INTERNAL", message: "Boom" }) : json(200, report()),
    });
    const { user } = await openReport();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Summary" })).toBeVisible();
  });

  it("saves the e-mail schedule, says what comes next, and stops it", async () => {
    const sent: unknown[] = [];
    const requests = stubApi({
      [`PUT /api/settlement-reports/${CASPIAN}/schedule`]: async (request) => {
        const body = (await request.json()) as object;
        sent.push(body);
        return json(200, schedule(body));
      },
      [`DELETE /api/settlement-reports/${CASPIAN}/schedule`]: () => new Response(null, { status: 204 }),
    });
    const { user } = await openReport();
    const section = await screen.findByRole("region", { name: "E-mail it to me" });
    expect(await within(section).findByText("Not e-mailed.")).toBeVisible();
    const save = within(section).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(within(section).getByRole("combobox", { name: "File" })).toBeDisabled();

    await user.selectOptions(within(section).getByRole("combobox", { name: "How often" }), "weekly");
    await user.selectOptions(within(section).getByRole("combobox", { name: "File" }), "csv");
    await user.click(save);
    expect(await screen.findByText("Saved. The next report covers 1 Jun 2026 – 7 Jun 2026.")).toBeVisible();
    expect(sent).toEqual([{ frequency: "weekly", format: "csv" }]);
    expect(within(section).getByText("Next report: 1 Jun 2026 – 7 Jun 2026, to demo@merchant.az.")).toBeVisible();
    expect(save).toBeDisabled();

    await user.selectOptions(within(section).getByRole("combobox", { name: "How often" }), "off");
    await user.click(save);
    expect(await screen.findByText("The settlement report will no longer be e-mailed to you.")).toBeVisible();
    expect(within(section).getByText("Not e-mailed.")).toBeVisible();
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });

  it("says why a schedule was not saved", async () => {
    stubApi({
      [`PUT /api/settlement-reports/${CASPIAN}/schedule`]: () =>
        json(404, { code: "NOT_FOUND", message: "No such application." }),
    });
    const { user } = await openReport();
    const section = await screen.findByRole("region", { name: "E-mail it to me" });
    await user.selectOptions(await within(section).findByRole("combobox", { name: "How often" }), "daily");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByRole("alert")).toBeVisible();
    expect(within(section).getByText("Not e-mailed.")).toBeVisible();
  });

  it("is reached from the wallet screen, for the wallet chosen there", async () => {
    stubApi({
      [`GET /api/wallets/${CASPIAN}`]: () =>
        json(200, { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 }),
    });
    const router = renderRoute(`/billing/wallet?app=${CASPIAN}&currency=AZN`);
    const link = await screen.findByRole("link", { name: "Settlement report" }, { timeout: 15_000 });
    await userEvent.setup().click(link);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Settlement report" }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      app: CASPIAN,
      currency: "AZN",
    });
  });
});
