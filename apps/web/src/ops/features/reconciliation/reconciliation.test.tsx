import { addDays, calendarDateIn } from "@portal/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import {
  difference,
  OPERATOR_TOKEN,
  operator,
  preparer,
  queuePage,
  reconciliationDay,
  renderOps,
  resetOps,
} from "../../testing";
import type { Difference } from "./api";

afterEach(resetOps);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Found three days ago: the age column counts whole days on Baku's clock. */
const threeDaysAgo = () => new Date(Date.now() - 3 * DAY_MS).toISOString();

const capture = () => difference({ detectedAt: threeDaysAgo() });
const transfer = difference({
  id: "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
  source: "bank",
  side: "externalOnly",
  reference: "NOTOURS0001",
  kind: "debit",
  ledgerAmount: null,
  externalAmount: 99,
});
const refund = difference({
  id: "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
  side: "amount",
  reference: "40128834",
  kind: "refund",
  ledgerAmount: 20,
  externalAmount: 25,
});
const explained = difference({
  id: "d4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f80",
  day: "2026-03-01",
  reference: "40128801",
  // 05:30 in UTC is 09:30 in Baku.
  explainedAt: "2026-03-02T05:30:00.000Z",
  explainedBy: { id: preparer().id, name: preparer().name },
  note: "Settled on 3 March: the acquirer's report was a day late.",
});

const isCall = (request: Request, method: string, path: string) =>
  request.method === method && new URL(request.url).pathname === path;
const lists = (requests: Request[]) => requests.filter((r) => isCall(r, "GET", "/api/ops/reconciliation/differences"));
const explains = (requests: Request[]) => requests.filter((r) => r.method === "POST" && r.url.includes("/explain"));
const runs = (requests: Request[]) => requests.filter((r) => isCall(r, "POST", "/api/ops/reconciliation/runs"));
const imports = (requests: Request[]) =>
  requests.filter((r) => isCall(r, "POST", "/api/ops/reconciliation/acquirer-settlements"));

const notExpected = () => json(500, { code: "INTERNAL", message: "Not expected." });

/** The reconciliation page for `me`; the differences come from `listed(status)`, asked anew after a change. */
function openReconciliation({
  me = preparer(),
  listed = () => [],
  explain = notExpected,
  run = notExpected,
  imported = notExpected,
  days = {},
  path = "/ops/reconciliation",
}: {
  me?: ReturnType<typeof operator>;
  listed?: (status: string | null) => Difference[];
  explain?: (request: Request) => Response | Promise<Response>;
  run?: (request: Request) => Response | Promise<Response>;
  imported?: (request: Request) => Response | Promise<Response>;
  days?: Record<string, () => Response>;
  path?: string;
} = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, me),
    "GET /api/ops/reconciliation/differences": (request) => {
      const url = new URL(request.url);
      return json(200, {
        ...queuePage(listed(url.searchParams.get("status"))),
        page: Number(url.searchParams.get("page")),
      });
    },
    [`POST /api/ops/reconciliation/differences/${capture().id}/explain`]: explain,
    "POST /api/ops/reconciliation/runs": run,
    "POST /api/ops/reconciliation/acquirer-settlements": imported,
    ...Object.fromEntries(
      Object.entries(days).map(([day, answer]) => [`GET /api/ops/reconciliation/days/${day}`, answer]),
    ),
  });
  const router = renderOps(path, { signedIn: true });
  return { requests, router, user: userEvent.setup() };
}

describe("reconciliation: the differences", () => {
  it("lists the open differences in words, with their amounts and age, and explains one with a required note", async () => {
    let done = false;
    const { requests, user } = openReconciliation({
      listed: () => (done ? [transfer, refund] : [capture(), transfer, refund]),
      explain: () => {
        done = true;
        return json(200, { ...capture(), explainedAt: "2026-03-05T06:00:00.000Z", note: "Late report." });
      },
    });

    expect(await screen.findByRole("heading", { name: "Reconciliation", level: 1 })).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(within(nav).getByRole("link", { name: "Reconciliation" })).toBeVisible();

    const table = await screen.findByRole("table", { name: "Reconciliation differences" });
    const [, first, second, third] = within(table).getAllByRole("row");
    expect(within(first!).getByRole("link", { name: "2 Mar 2026" })).toBeVisible();
    expect(first).toHaveTextContent("Open");
    expect(first).toHaveTextContent("Acquirer");
    expect(first).toHaveTextContent("In our ledger only");
    expect(first).toHaveTextContent("40128833");
    expect(first).toHaveTextContent("Capture");
    expect(first).toHaveTextContent("125.50 AZN");
    // The acquirer has none of it.
    expect(first).toHaveTextContent("None");
    const age = within(table)
      .getAllByRole("columnheader")
      .findIndex((cell) => cell.textContent === "Age (days)");
    expect(within(first!).getAllByRole("cell")[age]).toHaveTextContent(/^3$/);
    expect(second).toHaveTextContent("Bank");
    expect(second).toHaveTextContent("At the bank only");
    expect(second).toHaveTextContent("Debit");
    expect(second).toHaveTextContent("99.00 AZN");
    expect(third).toHaveTextContent("Amounts differ");
    expect(third).toHaveTextContent("20.00 AZN");
    expect(third).toHaveTextContent("25.00 AZN");
    expect(new URL(lists(requests)[0]!.url).search).toBe("?status=open&page=0");

    await user.click(within(first!).getByRole("button", { name: "Explain the difference 40128833" }));
    const dialog = await screen.findByRole("dialog", { name: "Explain the difference" });
    expect(dialog).toHaveTextContent("In our ledger only: 40128833 (Acquirer, 2 Mar 2026)");

    // The note is required: nothing is sent without it.
    await user.click(within(dialog).getByRole("button", { name: "Explain" }));
    expect(await within(dialog).findByText("Note is required")).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Note/), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Explain" }));
    expect(await within(dialog).findByText("Note is required")).toBeVisible();
    expect(explains(requests)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Note/));
    await user.type(within(dialog).getByLabelText(/^Note/), "Late report.");
    await user.click(within(dialog).getByRole("button", { name: "Explain" }));

    expect(await screen.findByText("The difference 40128833 is explained.")).toBeVisible();
    const [sent] = explains(requests);
    expect(await sent!.clone().json()).toEqual({ note: "Late report." });
    expect(sent!.headers.get("Authorization")).toBe(`Bearer ${OPERATOR_TOKEN}`);
    // The list is asked again: the explained difference is open no more.
    await waitFor(() => expect(screen.queryByText("40128833")).not.toBeInTheDocument());
    expect(lists(requests).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("NOTOURS0001")).toBeVisible();
  });

  it("says in the dialog when the difference was explained meanwhile, and asks the list again", async () => {
    const { requests, user } = openReconciliation({
      listed: () => [capture()],
      explain: () => json(409, { code: "INVALID_STATE", message: "This difference is already explained." }),
    });

    await user.click(await screen.findByRole("button", { name: "Explain the difference 40128833" }));
    const dialog = await screen.findByRole("dialog", { name: "Explain the difference" });
    await user.type(within(dialog).getByLabelText(/^Note/), "Late report.");
    await user.click(within(dialog).getByRole("button", { name: "Explain" }));

    expect(
      await within(dialog).findByText(
        "This difference is already explained, perhaps by another operator. The list now shows it as it stands.",
      ),
    ).toBeVisible();
    await waitFor(() => expect(lists(requests).length).toBeGreaterThanOrEqual(2));
  });

  it("filters by status in the address, from the first page, and shows who explained what", async () => {
    const { requests, router, user } = openReconciliation({
      listed: (status) =>
        status === "open" ? [capture()] : status === "explained" || status === "all" ? [explained] : [],
      path: "/ops/reconciliation?page=1",
    });

    const filter = await screen.findByLabelText("Status");
    expect(filter).toHaveValue("open");
    expect(await screen.findByRole("table", { name: "Reconciliation differences" })).toHaveTextContent("40128833");
    expect(new URL(lists(requests)[0]!.url).search).toBe("?status=open&page=1");

    await user.selectOptions(filter, "explained");
    const table = await screen.findByRole("table", { name: "Reconciliation differences" });
    expect(router.state.location.search).toBe("?status=explained");
    expect(new URL(lists(requests).at(-1)!.url).search).toBe("?status=explained&page=0");
    const [, row] = within(table).getAllByRole("row");
    expect(row).toHaveTextContent("Explained");
    expect(row).toHaveTextContent("Nigar Finance");
    expect(row).toHaveTextContent("2 Mar 2026, 09:30");
    expect(row).toHaveTextContent("Settled on 3 March: the acquirer's report was a day late.");
    expect(within(table).getByRole("columnheader", { name: "Explanation (Baku, GMT+4)" })).toBeVisible();
    // Explained already: nothing to explain.
    expect(within(table).queryByRole("button", { name: /Explain/ })).not.toBeInTheDocument();

    await user.selectOptions(filter, "resolved");
    expect(await screen.findByText("No difference has been resolved yet.")).toBeVisible();
    await user.selectOptions(filter, "all");
    expect(await screen.findByRole("table", { name: "Reconciliation differences" })).toHaveTextContent("40128801");
    expect(new URL(lists(requests).at(-1)!.url).search).toBe("?status=all&page=0");

    await user.selectOptions(filter, "open");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("lets an admin read the differences, and act on none", async () => {
    openReconciliation({ me: operator({ role: "admin" }), listed: () => [capture()] });

    expect(await screen.findByRole("table", { name: "Reconciliation differences" })).toBeVisible();
    expect(
      screen.getByText(
        "Only finance operators import reports, reconcile days and explain differences: you can read them.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /Explain/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reconcile" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Settlement report file")).not.toBeInTheDocument();
  });

  it("is not risk's", async () => {
    stubFetch({ "GET /api/ops/me": () => json(200, operator({ role: "risk" })) });
    renderOps("/ops/reconciliation", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "No access", level: 1 })).toBeVisible();
  });
});

describe("reconciliation: running a day", () => {
  it("offers yesterday in Baku, says clearly that a day not over cannot be reconciled, and opens the day it ran", async () => {
    const today = calendarDateIn(new Date(), "Asia/Baku");
    const { requests, user } = openReconciliation({
      run: async (request) => {
        const { day } = (await request.clone().json()) as { day: string };
        return day >= today
          ? json(400, {
              code: "VALIDATION_ERROR",
              message: "Only a day that is over can be reconciled.",
              fields: { day: "validation.dayNotOver" },
            })
          : json(200, reconciliationDay({ day }));
      },
      days: { "2026-03-02": () => json(200, reconciliationDay()) },
    });

    const day = await screen.findByLabelText(/^Day/);
    expect(day).toHaveValue(addDays(today, -1));

    fireEvent.change(day, { target: { value: today } });
    await user.click(screen.getByRole("button", { name: "Reconcile" }));
    expect(await screen.findByText("Choose a day that is over.")).toBeVisible();
    expect(day).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("heading", { name: "Reconciliation", level: 1 })).toBeVisible();

    fireEvent.change(day, { target: { value: "2026-03-02" } });
    await user.click(screen.getByRole("button", { name: "Reconcile" }));
    expect(await screen.findByRole("heading", { name: "Reconciliation of 2 Mar 2026", level: 1 })).toBeVisible();
    expect(screen.getByText("Everything agrees: no differences on this day.")).toBeVisible();
    expect(await runs(requests)[1]!.clone().json()).toEqual({ day: "2026-03-02" });
  });
});

describe("reconciliation: the acquirer's settlement report", () => {
  const report = () =>
    new File(["SETTLEMENT_DATE;ORDER_ID;OPERATION;AMOUNT;CURRENCY\n"], "kapital-2026-03-02.csv", { type: "text/csv" });
  const imported = {
    id: "e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8091",
    fileName: "kapital-2026-03-02.csv",
    rows: 2,
    days: ["2026-03-01", "2026-03-02"],
    alreadyImported: false,
  };

  async function importReport(user: ReturnType<typeof userEvent.setup>) {
    await user.upload(await screen.findByLabelText("Settlement report file"), report());
    expect(screen.getByText("kapital-2026-03-02.csv (0.1 MB)")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Import" }));
  }

  it("imports a report and shows its rows and the days it settles on", async () => {
    const { requests, user } = openReconciliation({ imported: () => json(201, imported) });
    expect(await screen.findByText("No open differences: everything reconciled agrees or is explained.")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Import" })).toBeDisabled();
    await importReport(user);

    expect(await screen.findByText("kapital-2026-03-02.csv is imported")).toBeVisible();
    expect(screen.getByText(/Rows imported: 2\./)).toBeVisible();
    const days = screen.getByRole("list", { name: "Days of kapital-2026-03-02.csv" });
    expect(within(days).getByRole("link", { name: "1 Mar 2026" })).toHaveAttribute(
      "href",
      "/ops/reconciliation/days/2026-03-01",
    );
    expect(within(days).getByRole("link", { name: "2 Mar 2026" })).toBeVisible();
    const [sent] = imports(requests);
    expect(sent!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(await sent!.clone().text()).toContain('name="file"');
  });

  it("says plainly when the very same file was imported before: nothing was imported again", async () => {
    const { user } = openReconciliation({ imported: () => json(200, { ...imported, alreadyImported: true }) });
    await importReport(user);

    expect(await screen.findByText("This file was imported before")).toBeVisible();
    expect(
      screen.getByText("kapital-2026-03-02.csv was imported before (rows: 2). Nothing was imported again."),
    ).toBeVisible();
    expect(screen.queryByText("kapital-2026-03-02.csv is imported")).not.toBeInTheDocument();
  });

  it("shows a report that breaks the mapping with the line the server names, and nothing imported", async () => {
    const { user } = openReconciliation({
      imported: () => json(422, { code: "SETTLEMENT_FILE_INVALID", message: "Line 3: AMOUNT is not an amount." }),
    });
    await importReport(user);

    const alert = (await screen.findByText("The report was not imported: nothing changed.")).closest(
      "[role=alert]",
    ) as HTMLElement;
    expect(alert).toHaveTextContent("This file does not follow the settlement report's columns.");
    expect(alert).toHaveTextContent("Details: Line 3: AMOUNT is not an amount.");
    expect(screen.queryByRole("list", { name: /Days of/ })).not.toBeInTheDocument();
  });

  it("refuses a file that is not CSV before sending it", async () => {
    const { requests } = openReconciliation();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      await screen.findByLabelText("Settlement report file"),
      new File(["%PDF-1.7"], "report.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a CSV file (.csv).");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    expect(imports(requests)).toHaveLength(0);
  });
});
