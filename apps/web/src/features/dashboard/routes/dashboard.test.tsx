import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { datePresetRange } from "@/lib/date-preset-range";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { invoice } from "@/testing/invoice";
import { pageOf } from "@/testing/page";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { BAKU_BOOKS, CASPIAN, wallet } from "@/testing/wallet";
import { regionToday } from "../period";
import {
  activityItem,
  activityItems,
  activityPage,
  application,
  applicationDetail,
  figures,
  monthly,
  totals,
} from "../test-fixtures";

// The whole route tree renders, with its lazy screen: under a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

type Handlers = Parameters<typeof stubFetch>[0];

/** A live merchant with invoices and payments; a test replaces the answers it looks at. */
function stubDashboard(overrides: Handlers = {}) {
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/apps": () => json(200, [application()]),
    [`GET /api/apps/${CASPIAN}`]: () => json(200, applicationDetail()),
    "GET /api/invoices": () => json(200, pageOf([invoice()])),
    "GET /api/user/wallets": () => json(200, [wallet()]),
    "GET /api/dashboard/totals": () => json(200, totals()),
    "GET /api/dashboard/report-monthly-activity": () => json(200, monthly()),
    "GET /api/dashboard/recent-activity": () => json(200, activityPage(activityItems(3))),
    ...overrides,
  });
}

const paramsOf = (requests: Request[], pathname: string) =>
  requests
    .filter((r) => new URL(r.url).pathname === pathname)
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

async function openDashboard(path = "/") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

/** A figure's card: its label (`dt`) and what follows it. */
const card = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: "dt" }).parentElement!;
const cardsLoaded = () => screen.findByText("Received", { selector: "dt" });

const configurePath = `/applications/configure/${CASPIAN}/${application().configId}`;

describe("new merchant checklist", { timeout: 30000 }, () => {
  const draft = application({ status: "draft", contractStatus: "unsigned" });
  it.each([
    ["no application", 0, [], applicationDetail(), "Connect", "/connect"],
    [
      "a draft with details missing",
      1,
      [draft],
      applicationDetail({ ...draft, missing: ["app.appInfo"] }),
      "Complete the details",
      configurePath,
    ],
    [
      "a configured draft",
      2,
      [draft],
      applicationDetail({ ...draft }),
      "Sign the contract",
      `/contract?appId=${CASPIAN}`,
    ],
    [
      "a draft whose contract is signed",
      3,
      [application({ status: "draft" })],
      applicationDetail({ status: "draft" }),
      "Send to review",
      configurePath,
    ],
    [
      "an application in review, unsigned",
      2,
      [application({ status: "inReview", contractStatus: "started" })],
      applicationDetail(),
      "Sign the contract",
      `/contract?appId=${CASPIAN}`,
    ],
  ])("with %s, ticks %i steps and links the next", async (_case, done, apps, detail, action, href) => {
    stubDashboard({
      "GET /api/apps": () => json(200, apps),
      [`GET /api/apps/${CASPIAN}`]: () => json(200, detail),
    });
    await openDashboard();

    const checklist = await screen.findByRole("region", { name: "Start accepting payments" });
    expect(checklist).toHaveTextContent(`${done} of 5 steps done`);
    const steps = within(checklist).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent?.match(/\((done|not done yet)\)/)?.[1])).toEqual(
      Array.from({ length: 5 }, (_, i) => (i < done ? "done" : "not done yet")),
    );
    expect(steps[done]).toHaveAttribute("aria-current", "step");
    expect(within(checklist).getAllByRole("link")).toHaveLength(1);
    expect(within(checklist).getByRole("link", { name: action })).toHaveAttribute("href", href);
  });

  it("leads a merchant without a live application through the checklist, not to an invoice it cannot make", async () => {
    stubDashboard({
      "GET /api/apps": () => json(200, []),
      "GET /api/dashboard/recent-activity": () => json(200, activityPage([])),
    });
    await openDashboard();

    const recent = await screen.findByRole("region", { name: "Recent activity" });
    expect(await within(recent).findByText("No payments yet.")).toBeVisible();
    expect(within(recent).queryByRole("link", { name: "Create an invoice" })).toBeNull();
    expect(screen.getByRole("region", { name: "Start accepting payments" })).toBeVisible();
  });

  it("asks a live merchant for the first invoice, then goes", async () => {
    stubDashboard({ "GET /api/invoices": () => json(200, pageOf([])) });
    await openDashboard();

    const checklist = await screen.findByRole("region", { name: "Start accepting payments" });
    expect(checklist).toHaveTextContent("4 of 5 steps done");
    expect(within(checklist).getByRole("link", { name: "Create an invoice" })).toHaveAttribute(
      "href",
      "/billing/create-an-invoice",
    );
  });

  it("is not shown once an application is live and has an invoice", async () => {
    const requests = stubDashboard();
    await openDashboard();
    await cardsLoaded();
    await waitFor(() => expect(paramsOf(requests, "/api/invoices")).toHaveLength(1));

    expect(screen.queryByRole("region", { name: "Start accepting payments" })).toBeNull();
  });

  it("tells a sub-user who takes a step they may not", async () => {
    stubDashboard({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["createLink"] })),
      "GET /api/apps": () => json(200, [application({ status: "inReview", contractStatus: "unsigned" })]),
    });
    await openDashboard();

    const checklist = await screen.findByRole("region", { name: "Start accepting payments" });
    expect(within(checklist).queryByRole("link")).toBeNull();
    expect(checklist).toHaveTextContent("Your account's main user takes this step.");
  });
});

describe("totals", { timeout: 30000 }, () => {
  it("shows this month's figures against the previous period, with arrows", async () => {
    const requests = stubDashboard();
    await openDashboard();
    await cardsLoaded();

    expect(card("Received")).toHaveTextContent("1,200.00 AZN+20% ▲");
    expect(card("Refunded")).toHaveTextContent("50.00 AZN\u221250% ▼");
    expect(card("Net")).toHaveTextContent("1,150.00 AZN+28% ▲");
    expect(card("Payments received")).toHaveTextContent("12+20% ▲");
    // No move: no arrow, and said in words.
    expect(card("Average payment")).toHaveTextContent("100.00 AZN0%The same as in the previous period");
    expect(card("Success rate")).toHaveTextContent("75%+25 pp ▲");
    expect(card("Success rate")).toHaveTextContent("Attempts approved: 12 of 16");
    expect(card("Held now")).toHaveTextContent("80.00 AZNOn customers' cards, waiting for completion");
    expect(card("Wallet balance")).toHaveTextContent("1,200.00 AZNCan be withdrawn now");
    // A screen reader hears the change in words.
    expect(within(card("Received")).getByText("+20% ▲")).toHaveAttribute("aria-hidden", "true");
    expect(within(card("Received")).getByText("20% more than in the previous period")).toBeInTheDocument();
    expect(within(card("Refunded")).getByText("50% less than in the previous period")).toBeInTheDocument();
    expect(screen.getByText("1 May 2026 – 14 May 2026, compared with 17 Apr 2026 – 30 Apr 2026")).toBeVisible();

    // This month, in Baku's days, for every application.
    const thisMonth = datePresetRange("thisMonth", regionToday("default"));
    expect(paramsOf(requests, "/api/dashboard/totals")).toEqual([thisMonth]);
  });

  it.each([
    [
      "en",
      [
        ["Received", "170.50 AZN", "Taken from cards: payments, and holds completed"],
        ["Refunded", "20.50 AZN", "Given back to cards of what was received"],
        ["Net", "150.00 AZN", "Received minus refunded"],
        ["Payments received", "2", "Attempts that took money; holds still held are not counted"],
        ["Average payment", "85.25 AZN", "Received ÷ payments received, before refunds"],
        ["Success rate", "60%", "Attempts approved: 3 of 5"],
        ["Held now", "80.00 AZN", "On customers' cards, waiting for completion"],
        ["Wallet balance", "1,200.00 AZN", "Can be withdrawn now"],
      ],
    ],
    [
      "az",
      [
        ["Daxil olub", "170,50 AZN", "Kartlardan tutulub: ödənişlər və tamamlanmış bloklamalar"],
        ["Qaytarılıb", "20,50 AZN", "Daxil olan məbləğdən kartlara qaytarılıb"],
        ["Xalis məbləğ", "150,00 AZN", "Daxil olan məbləğdən qaytarılan çıxılmaqla"],
        ["Daxil olan ödənişlər", "2", "Pul tutulan cəhdlər; hələ bloklanmış məbləğlər sayılmır"],
        ["Orta ödəniş", "85,25 AZN", "Daxil olan məbləğ ÷ daxil olan ödənişlər, qaytarmalardan əvvəl"],
        ["Uğurlu cəhdlərin payı", "60%", "Təsdiqlənmiş cəhdlər: 3, cəmi cəhdlər: 5"],
        ["Hazırda bloklanıb", "80,00 AZN", "Müştərilərin kartlarında, tamamlanmanı gözləyir"],
        ["Pul kisəsinin balansı", "1.200,00 AZN", "İndi çıxarıla bilər"],
      ],
    ],
    [
      "ru",
      [
        ["Получено", "170,50 AZN", "Списано с карт: платежи и завершённые блокировки"],
        ["Возвращено", "20,50 AZN", "Возвращено на карты из полученного"],
        ["Чистая сумма", "150,00 AZN", "Получено минус возвращено"],
        ["Полученные платежи", "2", "Попытки, по которым списаны деньги; действующие блокировки не учитываются"],
        ["Средний платёж", "85,25 AZN", "Получено ÷ полученные платежи, до возвратов"],
        ["Доля одобренных попыток", "60 %", "Одобрено попыток: 3 из 5"],
        ["Заблокировано сейчас", "80,00 AZN", "На картах клиентов, ждёт завершения"],
        ["Баланс кошелька", "1 200,00 AZN", "Можно вывести сейчас"],
      ],
    ],
  ] as const)("labels in %s what each figure counts", async (language, expected) => {
    await i18n.changeLanguage(language);
    // One payment of 120.50 (20.50 refunded), a hold of 80.00 completed for 50.00, a hold of 80.00 still held, two declined.
    const fixed = figures({
      received: 170.5,
      refunded: 20.5,
      net: 150,
      payments: 2,
      averagePayment: 85.25,
      attempts: 5,
      approved: 3,
      successRate: 0.6,
    });
    stubDashboard({ "GET /api/dashboard/totals": () => json(200, totals({ current: [fixed], previous: [] })) });
    renderRoute("/");
    await screen.findByText(expected[0][0], { selector: "dt" });

    const cards = screen.getAllByRole("definition").map((dd) => dd.parentElement!);
    const shown = [...new Set(cards)].map((figure) =>
      [...figure.children].map((part) => part.textContent?.replace(/\s/g, " ")),
    );
    expect(shown).toEqual(expected.map(([label, value, hint]) => [label, value.replace(/\s/g, " "), hint]));
  });

  it("compares nothing with a previous period that had nothing", async () => {
    const none = figures({
      received: 0,
      refunded: 0,
      net: 0,
      payments: 0,
      averagePayment: null,
      attempts: 0,
      approved: 0,
      successRate: null,
    });
    stubDashboard({ "GET /api/dashboard/totals": () => json(200, totals({ previous: [none] })) });
    await openDashboard();
    await cardsLoaded();

    expect(screen.queryByText(/[▲▼]/)).toBeNull();
    expect(card("Received")).toHaveTextContent("1,200.00 AZN");
  });

  it("has a row of cards per currency", async () => {
    stubDashboard({
      "GET /api/dashboard/totals": () =>
        json(
          200,
          totals({
            current: [
              figures(),
              figures({ currency: "USD", received: 300, refunded: 0, net: 300, payments: 2, averagePayment: 150 }),
            ],
          }),
        ),
    });
    await openDashboard();

    const usd = await screen.findByRole("region", { name: "In USD" });
    expect(card("Received", usd)).toHaveTextContent("300.00 USD");
    // Nothing before in dollars: nothing to compare with.
    expect(within(usd).queryByText(/[▲▼]/)).toBeNull();
    expect(card("Wallet balance", usd)).toHaveTextContent("0.00 USD");
    expect(card("Received", screen.getByRole("region", { name: "In AZN" }))).toHaveTextContent("1,200.00 AZN+20% ▲");
  });

  it("says when the period had no payments", async () => {
    stubDashboard({
      "GET /api/dashboard/totals": () => json(200, totals({ current: [], previous: [], held: [] })),
      "GET /api/user/wallets": () => json(200, []),
    });
    await openDashboard();

    expect(await screen.findByText("No payments in this period yet")).toBeVisible();
    expect(screen.queryByText("Received", { selector: "dt" })).toBeNull();
  });

  it("offers to try again when the totals fail, and shows them when the retry works", async () => {
    let calls = 0;
    stubDashboard({
      "GET /api/dashboard/totals": () =>
        ++calls === 1 ? json(500, { code: "INTERNAL_ERROR", message: "Internal error" }) : json(200, totals()),
    });
    const { user } = await openDashboard();

    const totalsRegion = await screen.findByRole("region", { name: "Totals" });
    const failed = await within(totalsRegion).findByRole("alert");
    await user.click(within(failed).getByRole("button", { name: "Try again" }));

    expect(await cardsLoaded()).toBeVisible();
    expect(within(totalsRegion).queryByRole("alert")).toBeNull();
  });
});

describe("filters in the address", { timeout: 30000 }, () => {
  const twoApps = () =>
    json(200, [
      application(),
      application({ id: BAKU_BOOKS, appName: "Baku Books", createdAt: "2026-04-01T10:00:00.000Z" }),
    ]);
  const twoWallets = () =>
    json(200, [wallet(), wallet({ appId: BAKU_BOOKS, appName: "Baku Books", payoutBalance: 300 })]);

  it("narrows every part to the chosen application", async () => {
    const requests = stubDashboard({ "GET /api/apps": twoApps, "GET /api/user/wallets": twoWallets });
    const { router, user } = await openDashboard();
    await cardsLoaded();
    expect(card("Wallet balance")).toHaveTextContent("1,500.00 AZN");

    await user.selectOptions(screen.getByLabelText("Application"), "Baku Books");

    expect(router.state.location.search).toBe(`?appId=${BAKU_BOOKS}`);
    await waitFor(() =>
      expect(paramsOf(requests, "/api/dashboard/totals").at(-1)).toMatchObject({ appId: BAKU_BOOKS }),
    );
    await waitFor(() =>
      expect(paramsOf(requests, "/api/dashboard/report-monthly-activity").at(-1)).toEqual({ appId: BAKU_BOOKS }),
    );
    await waitFor(() =>
      expect(paramsOf(requests, "/api/dashboard/recent-activity").at(-1)).toEqual({
        appId: BAKU_BOOKS,
        offset: "6",
        page: "0",
      }),
    );
    await waitFor(() => expect(card("Wallet balance")).toHaveTextContent("300.00 AZN"));

    await user.selectOptions(screen.getByLabelText("Application"), "All applications");
    expect(router.state.location.search).toBe("");
  });

  it("opens on the application and period its address names", async () => {
    const requests = stubDashboard({ "GET /api/apps": twoApps });
    await openDashboard(`/?appId=${BAKU_BOOKS}&period=today`);
    await cardsLoaded();

    await waitFor(() => expect(screen.getByLabelText("Application")).toHaveValue(BAKU_BOOKS));
    expect(screen.getByLabelText("Period")).toHaveValue("today");
    const today = regionToday("default");
    expect(paramsOf(requests, "/api/dashboard/totals")).toEqual([{ from: today, to: today, appId: BAKU_BOOKS }]);
  });

  it("keeps the period, and custom dates, in the address", async () => {
    const requests = stubDashboard();
    const { router, user } = await openDashboard();
    await cardsLoaded();
    const today = regionToday("default");

    await user.selectOptions(screen.getByLabelText("Period"), "Last 3 months");
    expect(router.state.location.search).toBe("?period=last3Months");
    await waitFor(() =>
      expect(paramsOf(requests, "/api/dashboard/totals").at(-1)).toEqual(datePresetRange("last3Months", today)),
    );

    // Custom dates start from the period shown, and are fields of their own.
    await user.selectOptions(screen.getByLabelText("Period"), "Custom dates");
    const { from, to } = datePresetRange("last3Months", today);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: "custom",
      from,
      to,
    });
    expect(await screen.findByRole("group", { name: "From" })).toBeVisible();
    expect(screen.getByRole("group", { name: "To" })).toBeVisible();
  });
});

describe("monthly activity", { timeout: 30000 }, () => {
  it("shows the same numbers as a table, per currency", async () => {
    stubDashboard({ "GET /api/dashboard/report-monthly-activity": () => json(200, monthly(["AZN", "USD"])) });
    const { user } = await openDashboard();
    const section = await screen.findByRole("region", { name: "Monthly activity" });

    await user.click(await within(section).findByRole("button", { name: "Show as table" }));
    const table = within(section).getByRole("table", { name: "Payments received and refunds by month, AZN" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toHaveLength(13);
    expect(rows[0]).toHaveTextContent("MonthPayments receivedRefunds");
    expect(rows[1]).toHaveTextContent("June 2025100.00 AZN10.00 AZN");
    expect(rows[12]).toHaveTextContent("May 20261,200.00 AZN120.00 AZN");

    await user.click(within(section).getByRole("button", { name: "USD" }));
    const dollars = within(section).getByRole("table", { name: "Payments received and refunds by month, USD" });
    expect(within(dollars).getAllByRole("row")[1]).toHaveTextContent("June 2025200.00 USD20.00 USD");
  });

  it("loads the chart only when it comes near the screen", async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe(target: Element) {
          observers.at(-1)!.target = target;
        }
        disconnect() {}
      },
    );
    stubDashboard();
    await openDashboard();
    const section = await screen.findByRole("region", { name: "Monthly activity" });

    expect(await within(section).findByRole("progressbar", { name: "Loading the chart" })).toBeVisible();
    await waitFor(() => expect(observers.some((o) => o.target)).toBe(true));
    for (const { callback, target } of observers) {
      if (target) callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }

    await waitFor(() => expect(within(section).queryByRole("progressbar", { name: "Loading the chart" })).toBeNull(), {
      timeout: 20000,
    });
    expect(within(section).getByText("Payments received")).toBeInTheDocument();
  });

  it("says when the twelve months had no payment", async () => {
    stubDashboard({
      "GET /api/dashboard/report-monthly-activity": () => json(200, { months: monthly().months, content: [] }),
    });
    await openDashboard();

    expect(await screen.findByText("No payments in the last 12 months yet.")).toBeVisible();
  });
});

describe("recent activity", { timeout: 30000 }, () => {
  it("links each payment and operation to its transaction, with its kind and status", async () => {
    const refund = activityItem({
      transactionId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b0042",
      kind: "refund",
      status: "partialRefunded",
      amount: 10,
    });
    const capture = activityItem({
      kind: "capture",
      status: "success",
      customer: "Rashad Aliyev",
      appName: "Baku Books",
    });
    const reversal = activityItem({ kind: "reversal", status: "reversed" });
    stubDashboard({
      "GET /api/dashboard/recent-activity": () => json(200, activityPage([refund, capture, reversal, activityItem()])),
    });
    await openDashboard();

    const list = await screen.findByRole("list", { name: "Recent activity" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/billing/operations/${refund.transactionId}`,
      ...Array.from({ length: 3 }, () => `/billing/operations/${activityItem().transactionId}`),
    ]);
    expect(links[0]).toHaveTextContent("Refund");
    expect(links[0]).toHaveTextContent("10.00 AZN");
    expect(links[0]).toHaveTextContent("Partial refunded");
    expect(links[1]).toHaveTextContent("Hold completion");
    expect(links[1]).toHaveTextContent("Rashad Aliyev · Baku Books");
    expect(links[2]).toHaveTextContent("Hold cancellation");
    expect(links[2]).toHaveTextContent("Reversed");
    expect(links[3]).toHaveTextContent("Payment");
    expect(links[3]).toHaveTextContent("Success");
  });

  it("shows a failed attempt apart from payments: its own kind, and no money taken", async () => {
    const failed = activityItem({
      transactionId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b0043",
      kind: "failedAttempt",
      status: "declined",
      amount: 45,
    });
    stubDashboard({ "GET /api/dashboard/recent-activity": () => json(200, activityPage([failed, activityItem()])) });
    await openDashboard();

    const [attempt, payment] = within(await screen.findByRole("list", { name: "Recent activity" })).getAllByRole(
      "link",
    );
    expect(attempt).toHaveTextContent("Failed attempt");
    expect(attempt).toHaveTextContent("45.00 AZNNo money taken");
    expect(attempt).toHaveTextContent("Declined");
    expect(attempt).not.toHaveTextContent("Payment");
    expect(payment).toHaveTextContent("Payment");
    expect(payment).not.toHaveTextContent("No money taken");
  });

  it.each([
    ["az", "Uğursuz cəhd", "Pul tutulmayıb"],
    ["ru", "Неудачная попытка", "Деньги не списаны"],
  ])("names a failed attempt in %s", async (language, kind, noMoney) => {
    await i18n.changeLanguage(language);
    stubDashboard({
      "GET /api/dashboard/recent-activity": () =>
        json(200, activityPage([activityItem({ kind: "failedAttempt", status: "declined" })])),
    });
    renderRoute("/");

    const [attempt] = within(
      await screen.findByRole("list", { name: language === "az" ? "Son fəaliyyət" : "Последние операции" }),
    ).getAllByRole("link");
    expect(attempt).toHaveTextContent(kind);
    expect(attempt).toHaveTextContent(noMoney);
  });

  it("shows six, then six more on request, moving the focus to the first added", async () => {
    const requests = stubDashboard({
      "GET /api/dashboard/recent-activity": (request) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        return json(
          200,
          page === 0 ? activityPage(activityItems(6), 0, true) : activityPage(activityItems(2, 6), 1, false),
        );
      },
    });
    const { user } = await openDashboard();
    const list = await screen.findByRole("list", { name: "Recent activity" });
    expect(within(list).getAllByRole("link")).toHaveLength(6);

    await user.click(screen.getByRole("button", { name: "Show more" }));

    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(8));
    expect(paramsOf(requests, "/api/dashboard/recent-activity")).toEqual([
      { offset: "6", page: "0" },
      { offset: "6", page: "1" },
    ]);
    expect(within(list).getAllByRole("link")[6]).toHaveTextContent("Customer 7");
    await waitFor(() => expect(within(list).getAllByRole("link")[6]).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("asks again when the tab is shown again", async () => {
    let calls = 0;
    stubDashboard({
      "GET /api/dashboard/recent-activity": () =>
        json(200, activityPage(++calls === 1 ? activityItems(1) : activityItems(2))),
    });
    await openDashboard();
    const list = await screen.findByRole("list", { name: "Recent activity" });
    expect(within(list).getAllByRole("link")).toHaveLength(1);

    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));

    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(2));
  });

  it("offers to try again when it fails, and says when there is nothing yet", async () => {
    let calls = 0;
    stubDashboard({
      "GET /api/dashboard/recent-activity": () =>
        ++calls === 1 ? json(500, { code: "INTERNAL_ERROR", message: "Internal error" }) : json(200, activityPage([])),
    });
    const { user } = await openDashboard();
    const section = await screen.findByRole("region", { name: "Recent activity" });

    await user.click(within(await within(section).findByRole("alert")).getByRole("button", { name: "Try again" }));

    expect(await within(section).findByText("No payments yet.")).toBeVisible();
    expect(within(section).getByText("Create an invoice and send its payment link to get paid.")).toBeVisible();
    expect(within(section).getByRole("link", { name: "Create an invoice" })).toHaveAttribute(
      "href",
      "/billing/create-an-invoice",
    );
  });
});
