import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { todayIsoDate } from "@/lib/date-presets";
import { datePresetRange } from "@/lib/date-preset-range";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import {
  BAKU_BOOKS,
  CASPIAN,
  calls,
  MAIN_USER,
  payout,
  payoutInReview,
  payoutPage,
  payoutSettings,
  REVIEWER,
  stubPayoutsApi,
  wallet,
} from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const twoApps = () => [wallet(), wallet({ appId: BAKU_BOOKS, appName: "Baku Books", payoutBalance: 40, balance: 40 })];

/** The list's requests, as their queries. */
const listQueries = (requests: Request[]) =>
  calls(requests, "GET", "/api/wallets/payouts").map((r) => Object.fromEntries(new URL(r.url).searchParams));

async function openPayouts(path = "/billing/payouts") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Payouts" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

describe("payouts", { timeout: 30000 }, () => {
  it("pays from the application kept as appKey: its payout balance, the review threshold and its payouts, with who made and reviewed each", async () => {
    localStorage.setItem("appKey", BAKU_BOOKS);
    const rejected = payout({
      id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e02",
      status: "rejected",
      createdBy: REVIEWER,
      reviewedBy: MAIN_USER,
      failureReason: "Wrong account",
      recipient: {
        kind: "card",
        account: "416973******1234",
        bankName: "Kapital Bank",
        freeOfFees: true,
        maskedFullName: "Ni*** Hə***",
      },
      fee: 0,
      amountWithFee: 100,
    });
    const requests = stubPayoutsApi({ wallets: twoApps(), list: () => json(200, payoutPage([payout(), rejected])) });
    await openPayouts();

    expect(await screen.findByRole("combobox", { name: "Application" })).toHaveDisplayValue("Baku Books");
    expect(screen.getByText("40.00 AZN")).toBeVisible();
    expect(
      await screen.findByText(
        "When payouts and top-ups sent in 24 hours add up to more than 5,000.00 AZN, the next ones wait for review by another user.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Daily limit set by the payment provider: 20,000.00 AZN in any 24 hours. Sent in the last 24 hours: 0.00 AZN; left: 20,000.00 AZN.",
      ),
    ).toBeVisible();
    expect(
      screen.getByRole("switch", { name: "First payouts to new recipients wait for review by another user" }),
    ).not.toBeChecked();
    const table = await screen.findByRole("table", { name: "Payouts of Baku Books" });
    expect(listQueries(requests).at(-1)).toEqual({ appId: BAKU_BOOKS, page: "0" });

    const [, sentRow, rejectedRow] = within(table).getAllByRole("row");
    const sent = within(sentRow!);
    expect(sent.getByText(formatDateTime(payout().createdAt, "en", "Asia/Baku"))).toBeVisible();
    expect(sent.getByText("Ay*** Mə***")).toBeVisible();
    expect(sent.getByText("AZ21 **** 1944")).toBeVisible();
    expect(sent.getByText("Bank account · Sandbox Bank")).toBeVisible();
    expect(sent.getByText("100.00 AZN")).toBeVisible();
    expect(sent.getByText("Fee 1.00 AZN · 101.00 AZN in all")).toBeVisible();
    expect(sent.getByText("Sent")).toBeVisible();
    expect(sent.getByText("Made by Demo Merchant")).toBeVisible();

    const refused = within(rejectedRow!);
    expect(refused.getByText("Rejected")).toBeVisible();
    expect(refused.getByText("Reason: Wrong account")).toBeVisible();
    expect(refused.getByText("Made by Günay Rzayeva")).toBeVisible();
    expect(refused.getByText("Rejected by Demo Merchant")).toBeVisible();
    expect(refused.getByText("Card · Kapital Bank")).toBeVisible();
    expect(refused.queryByText(/^Fee/)).not.toBeInTheDocument();
  });

  it("remembers another application as appKey and lists its payouts from the first page", async () => {
    const requests = stubPayoutsApi({
      wallets: twoApps(),
      list: () => json(200, payoutPage([payout()], { totalElements: 25, totalPages: 3 })),
    });
    const { router, user } = await openPayouts("/billing/payouts?status=sent&page=2");
    expect(await screen.findByRole("table", { name: "Payouts of Caspian Tours" })).toBeVisible();
    // None was stored: the first is chosen, and stored, so the X-App-Key sent is the appKey kept.
    await waitFor(() => expect(localStorage.getItem("appKey")).toBe(CASPIAN));

    await user.selectOptions(screen.getByRole("combobox", { name: "Application" }), "Baku Books");

    expect(await screen.findByRole("table", { name: "Payouts of Baku Books" })).toBeVisible();
    expect(localStorage.getItem("appKey")).toBe(BAKU_BOOKS);
    expect(router.state.location.search).toBe("?status=sent");
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ appId: BAKU_BOOKS, status: "sent", page: "0" }));
  });

  it("keeps the filters and the page in the URL and sends them with the request", async () => {
    const requests = stubPayoutsApi({
      list: () => json(200, payoutPage([payout()], { totalElements: 25, totalPages: 3 })),
    });
    const { router, user } = await openPayouts();
    await screen.findByRole("table", { name: "Payouts of Caspian Tours" });

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "In review" }));
    expect(router.state.location.search).toBe("?status=review");

    await user.type(screen.getByLabelText("Amount"), "6000");
    await user.type(screen.getByLabelText("Recipient"), "Ay***");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const expected = { status: "review", amount: "6000", recipient: "Ay***" };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ appId: CASPIAN, ...expected, page: "0" }));

    await user.click(screen.getByRole("button", { name: "This month" }));
    const { from, to } = datePresetRange("thisMonth", todayIsoDate());
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ ...expected, from, to });

    // Ten a page, counted: "1–10 of 25", and the next page by the address.
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByText("1–10 of 25")).toBeVisible();
    await user.click(pages.getByRole("button", { name: "Next page" }));
    expect(new URLSearchParams(router.state.location.search).get("page")).toBe("1");
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({ appId: CASPIAN, ...expected, from, to, page: "1" }),
    );
  });

  it("starts from the filters in the URL, as after a reload, and refuses an amount that is not one", async () => {
    const requests = stubPayoutsApi();
    const { user } = await openPayouts("/billing/payouts?status=failed&recipient=Ay&from=2026-05-01&page=1");
    await screen.findByRole("table", { name: "Payouts of Caspian Tours" });

    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Failed");
    expect(screen.getByLabelText("Recipient")).toHaveValue("Ay");
    expect(listQueries(requests).at(-1)).toEqual({
      appId: CASPIAN,
      status: "failed",
      recipient: "Ay",
      from: "2026-05-01",
      page: "1",
    });

    const before = listQueries(requests).length;
    await user.type(screen.getByLabelText("Amount"), "12.345{Enter}");
    expect(await screen.findByText("Amount must be a number.")).toBeVisible();
    expect(listQueries(requests)).toHaveLength(before);
  });

  it("says when there are no payouts yet, none in the dates chosen (SPEC §8), or none through the filters", async () => {
    stubPayoutsApi({ list: () => json(200, payoutPage([])) });
    await openPayouts();
    expect(await screen.findByText("No payouts yet")).toBeVisible();
    cleanup();

    const dated = await openPayouts("/billing/payouts?from=2026-05-01");
    expect(await screen.findByText("No payouts or transactions found for the selected date range.")).toBeVisible();
    // The empty state's own Clear filters, below the panel's.
    await dated.user.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await waitFor(() => expect(dated.router.state.location.search).toBe(""));
    cleanup();

    await openPayouts("/billing/payouts?recipient=Nobody");
    expect(await screen.findByText("No payouts match these filters")).toBeVisible();
  });

  it("says what went wrong when the list cannot load, and tries again", async () => {
    let tries = 0;
    stubPayoutsApi({
      list: () =>
        ++tries === 1 ? json(500, { code: "INTERNAL", message: "Internal error" }) : json(200, payoutPage([payout()])),
    });
    const { user } = await openPayouts();
    expect(await screen.findByText("Something went wrong, please try again!")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Payouts of Caspian Tours" })).toBeVisible();
  });

  it("shows cards on a phone, the recipient and status heading each", async () => {
    // Below 600 px (MUI's `sm`), as a phone is; the cards come below `md`.
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
    stubPayoutsApi({ list: () => json(200, payoutPage([payout(), payoutInReview({ createdBy: REVIEWER })])) });
    await openPayouts();
    const [sent, inReview] = within(await screen.findByRole("list", { name: "Payouts of Caspian Tours" })).getAllByRole(
      "listitem",
    );
    const card = within(sent!);
    expect(card.getByText("Ay*** Mə***")).toBeVisible();
    expect(card.getByText("Sent")).toBeVisible();
    expect(card.getByText("AZ21 **** 1944")).toBeVisible();
    expect(card.getByText("Made by Demo Merchant")).toBeVisible();
    // Only a payout waiting for review has a line for it.
    expect(card.queryByText("Review")).not.toBeInTheDocument();
    expect(
      within(inReview!).getByRole("button", { name: "Approve the payout of 6,000.00 AZN to Ay*** Mə***" }),
    ).toBeVisible();
  });
});

describe("payouts review, by who may review and who made it", { timeout: 30000 }, () => {
  const list = () =>
    json(
      200,
      payoutPage([
        payoutInReview(),
        payoutInReview({ id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e03", createdBy: REVIEWER }),
      ]),
    );

  it("offers Approve and Reject to a reviewer on someone else's payout, and says Waiting for review on their own", async () => {
    stubPayoutsApi({ list, user: sessionUser({ id: REVIEWER.id, userType: "sub", privileges: ["payoutReview"] }) });
    await openPayouts();
    const [, byMain, byReviewer] = within(
      await screen.findByRole("table", { name: "Payouts of Caspian Tours" }),
    ).getAllByRole("row");

    expect(within(byMain!).getByText("In review")).toBeVisible();
    expect(
      within(byMain!).getByRole("button", { name: "Approve the payout of 6,000.00 AZN to Ay*** Mə***" }),
    ).toBeVisible();
    expect(
      within(byMain!).getByRole("button", { name: "Reject the payout of 6,000.00 AZN to Ay*** Mə***" }),
    ).toBeVisible();

    expect(within(byReviewer!).getByText("Waiting for review")).toBeVisible();
    expect(within(byReviewer!).queryByRole("button")).not.toBeInTheDocument();
    // A reviewer without Payout payment sends none, and only the main user changes the threshold.
    expect(screen.queryByRole("button", { name: "New payout" })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        "When payouts and top-ups sent in 24 hours add up to more than 5,000.00 AZN, the next ones wait for review by another user.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Change" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(
      screen.getByText("Payouts to new recipients do not wait for review unless they pass the threshold."),
    ).toBeVisible();
  });

  it("tells a sub-user with neither Payout payment nor Payout review that payouts are not theirs, and asks the server for nothing", async () => {
    const requests = stubPayoutsApi({
      user: sessionUser({ userType: "sub", privileges: ["createLink", "refundTransaction"] }),
    });
    await openPayouts();

    expect(screen.getByRole("heading", { level: 2, name: "You don't have access to this page" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Application" })).not.toBeInTheDocument();
    expect(calls(requests, "GET", "/api/wallets/payouts")).toHaveLength(0);
    expect(calls(requests, "GET", "/api/wallets/payout-settings")).toHaveLength(0);
    expect(calls(requests, "GET", "/api/user/wallets")).toHaveLength(0);
  });

  it("offers no review to a user without Payout review", async () => {
    stubPayoutsApi({
      list,
      user: sessionUser({ id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", userType: "sub", privileges: ["payoutPayment"] }),
    });
    await openPayouts();
    const table = within(await screen.findByRole("table", { name: "Payouts of Caspian Tours" }));
    expect(table.getAllByText("In review")).toHaveLength(2);
    expect(table.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
    expect(table.queryByText("Waiting for review")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New payout" })).toBeVisible();
  });

  it("lets the main user change the review threshold", async () => {
    const requests = stubPayoutsApi();
    const { user } = await openPayouts();
    await user.click(await screen.findByRole("button", { name: "Change" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Review threshold" }));
    const field = dialog.getByRole("textbox", { name: "Threshold" });
    expect(field).toHaveValue("5000.00");

    await user.clear(field);
    await user.type(field, "0.5");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Amount must be at least 1.")).toBeVisible();

    await user.clear(field);
    await user.type(field, "50");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Payouts beyond 50.00 AZN in 24 hours now wait for review")).toBeVisible();
    expect(await calls(requests, "PUT", "/api/wallets/payout-settings")[0]!.json()).toEqual({ reviewThreshold: 50 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows what the daily limit leaves, and lets the main user have first payouts to new recipients wait for review", async () => {
    const requests = stubPayoutsApi({
      settings: () =>
        json(200, payoutSettings({ dailyCap: 3000, last24Hours: [{ currency: "AZN", sent: 1200.5, left: 1799.5 }] })),
    });
    const { user } = await openPayouts();
    expect(
      await screen.findByText(
        "Daily limit set by the payment provider: 3,000.00 AZN in any 24 hours. Sent in the last 24 hours: 1,200.50 AZN; left: 1,799.50 AZN.",
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole("switch", { name: "First payouts to new recipients wait for review by another user" }),
    );
    expect(await screen.findByText("First payouts to new recipients now wait for review")).toBeVisible();
    expect(await calls(requests, "PUT", "/api/wallets/payout-settings")[0]!.json()).toEqual({
      reviewNewRecipients: true,
    });
  });

  it("says why a payout waits for review", async () => {
    stubPayoutsApi({
      list: () => json(200, payoutPage([payoutInReview({ reviewReasons: ["threshold", "newRecipient"] })])),
    });
    await openPayouts();
    const table = within(await screen.findByRole("table", { name: "Payouts of Caspian Tours" }));
    expect(table.getByText("Waits: more than the threshold in 24 hours")).toBeVisible();
    expect(table.getByText("Waits: first payout to this recipient")).toBeVisible();
  });
});
