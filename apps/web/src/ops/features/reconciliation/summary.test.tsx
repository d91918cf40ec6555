import type { ReconciliationSummary } from "@portal/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { operator, preparer, queuePage, renderOps, resetOps } from "../../testing";

afterEach(resetOps);

const SUMMARY = "/api/ops/reconciliation/summary";

const summary: ReconciliationSummary = {
  open: 3,
  oldestOpenDay: "2026-03-01",
  // 02:01 UTC is 06:01 in Baku, the morning's job.
  lastRun: { day: "2026-03-02", ranAt: "2026-03-03T02:01:00.000Z", differences: 2 },
};

/** The console's start page for `me`, with what its start screen (payouts or reviews) and the summary answer. */
function openStart(me: ReturnType<typeof operator>, answered: ReconciliationSummary = summary) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, me),
    "GET /api/ops/bank-transfers/queued": () => json(200, { currencies: [] }),
    "GET /api/ops/payout-batches": () => json(200, queuePage([])),
    "GET /api/ops/reviews": () => json(200, queuePage([])),
    "GET /api/ops/reconciliation/differences": () => json(200, queuePage([])),
    [`GET ${SUMMARY}`]: () => json(200, answered),
  });
  renderOps("/ops", { signedIn: true });
  return { requests, user: userEvent.setup() };
}

describe("reconciliation on the start page", () => {
  it("shows finance the open differences, the oldest day and the last run atop the payouts, and leads to them", async () => {
    const { user } = openStart(preparer());

    expect(await screen.findByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
    const card = await screen.findByRole("region", { name: "Reconciliation" });
    expect(await within(card).findByText("Open differences: 3. The oldest is from 1 Mar 2026.")).toBeVisible();
    expect(
      within(card).getByText("Last reconciled: 2 Mar 2026, at 3 Mar 2026, 06:01 (Baku, GMT+4). Differences found: 2."),
    ).toBeVisible();
    // At the top: before the payouts' own sections.
    const [first] = screen.getAllByRole("region");
    expect(first).toBe(card);

    await user.click(within(card).getByRole("link", { name: "See the open differences" }));
    expect(await screen.findByRole("heading", { name: "Reconciliation", level: 1 })).toBeVisible();
  });

  it("shows the admin the same card on their start page, the review queue", async () => {
    openStart(operator({ role: "admin" }), { open: 0, oldestOpenDay: null, lastRun: null });

    expect(await screen.findByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    const card = await screen.findByRole("region", { name: "Reconciliation" });
    expect(await within(card).findByText("No open differences.")).toBeVisible();
    expect(within(card).getByText("No day has been reconciled yet.")).toBeVisible();
    expect(within(card).getByRole("link", { name: "Open reconciliation" })).toBeVisible();
  });

  it("is not shown to those who may not read reconciliation, nor asked for", async () => {
    const { requests } = openStart(operator({ role: "risk" }));

    expect(await screen.findByRole("heading", { name: "No applications wait for review" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Reconciliation" })).not.toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === SUMMARY)).toBe(false);
  });
});
