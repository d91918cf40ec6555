import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { difference, operator, preparer, reconciliationDay, renderOps, resetOps } from "../../testing";
import type { Day } from "./api";

afterEach(resetOps);

const DAY = "/api/ops/reconciliation/days/2026-03-02";

/** A day's page for `me`; the day is what `answered()` gives, asked anew after a change. */
function openDay(answered: () => Day, { me = preparer() }: { me?: ReturnType<typeof operator> } = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, me),
    [`GET ${DAY}`]: () => json(200, answered()),
    "POST /api/ops/reconciliation/runs": () => json(200, answered()),
  });
  renderOps("/ops/reconciliation/days/2026-03-02", { signedIn: true });
  return { requests, user: userEvent.setup() };
}

describe("reconciliation: a day", () => {
  it("says plainly when everything agrees, with when it was reconciled and both sides' totals", async () => {
    openDay(() => reconciliationDay(), { me: operator({ role: "admin" }) });

    expect(await screen.findByRole("heading", { name: "Reconciliation of 2 Mar 2026", level: 1 })).toBeVisible();
    // 02:05 UTC is 06:05 in Baku.
    expect(screen.getByText("Last reconciled on 3 Mar 2026, 06:05 (Baku, GMT+4).")).toBeVisible();
    expect(screen.getByText("Everything agrees: no differences on this day.")).toBeVisible();

    const totals = screen.getByRole("table", { name: "Totals of 2 Mar 2026" });
    const [, captures, refunds, sent, returned] = within(totals).getAllByRole("row");
    expect(captures).toHaveTextContent("Acquirer");
    expect(captures).toHaveTextContent("Capture");
    expect(within(captures!).getAllByText("1,250.50 AZN")).toHaveLength(2);
    expect(captures).toHaveTextContent("Agree");
    expect(refunds).toHaveTextContent("Refund");
    expect(sent).toHaveTextContent("Bank");
    expect(sent).toHaveTextContent("Sent");
    expect(returned).toHaveTextContent("Returned");
    expect(within(totals).queryByText("Differ")).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Differences of 2 Mar 2026" })).not.toBeInTheDocument();
    // An admin reads; only finance reconciles.
    expect(screen.queryByRole("button", { name: /Reconcile this day/ })).not.toBeInTheDocument();
  });

  it("marks the totals that differ and lists the day's differences", async () => {
    const day = reconciliationDay({
      open: 1,
      totals: [
        { source: "acquirer", kind: "capture", currency: "AZN", ledger: 1376, external: 1250.5 },
        { source: "acquirer", kind: "refund", currency: "AZN", ledger: 20, external: 20 },
      ],
      differences: [difference()],
    });
    openDay(() => day);

    expect(await screen.findByText("Open differences on this day: 1.")).toBeVisible();
    expect(screen.queryByText(/Everything agrees/)).not.toBeInTheDocument();
    expect(screen.getByText(/Totals that differ: 1\./)).toBeVisible();
    const totals = screen.getByRole("table", { name: "Totals of 2 Mar 2026" });
    const [, captures, refunds] = within(totals).getAllByRole("row");
    expect(captures).toHaveTextContent("1,376.00 AZN");
    expect(captures).toHaveTextContent("1,250.50 AZN");
    expect(captures).toHaveTextContent("Differ");
    expect(refunds).toHaveTextContent("Agree");

    const differences = screen.getByRole("table", { name: "Differences of 2 Mar 2026" });
    const [, row] = within(differences).getAllByRole("row");
    expect(row).toHaveTextContent("In our ledger only");
    expect(row).toHaveTextContent("40128833");
    expect(within(row!).getByRole("button", { name: "Explain the difference 40128833" })).toBeVisible();
    // The page is the day's: no column repeats it.
    expect(within(differences).queryByRole("columnheader", { name: "Day" })).not.toBeInTheDocument();
  });

  it("says a day not reconciled yet is not known to agree, and reconciles it again for finance", async () => {
    let ran = false;
    const { requests, user } = openDay(() =>
      ran ? reconciliationDay() : reconciliationDay({ ranAt: null, totals: [], differences: [] }),
    );

    expect(await screen.findByText("Not reconciled yet.")).toBeVisible();
    expect(screen.getByText(/This day has not been reconciled yet/)).toBeVisible();
    expect(screen.queryByText(/Everything agrees/)).not.toBeInTheDocument();
    expect(screen.getByText("No money moved on this day on either side.")).toBeVisible();

    ran = true;
    await user.click(screen.getByRole("button", { name: "Reconcile this day" }));
    expect(await screen.findByText("2 Mar 2026 is reconciled. Differences found: 0.")).toBeVisible();
    expect(await screen.findByText("Everything agrees: no differences on this day.")).toBeVisible();
    const run = requests.find((r) => r.method === "POST");
    expect(await run!.clone().json()).toEqual({ day: "2026-03-02" });
    await waitFor(() => expect(requests.filter((r) => new URL(r.url).pathname === DAY).length).toBe(2));
  });
});
