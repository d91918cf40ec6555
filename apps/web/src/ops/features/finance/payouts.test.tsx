import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { OPERATOR_TOKEN, operator, payoutBatch, preparer, queuePage, renderOps, resetOps } from "../../testing";
import type { Batch, QueuedCurrency } from "./api";

afterEach(resetOps);

const azn: QueuedCurrency = { currency: "AZN", count: 3, total: 1250.5, oldestQueuedAt: "2026-03-01T20:30:00.000Z" };
const usd: QueuedCurrency = { currency: "USD", count: 1, total: 40, oldestQueuedAt: "2026-03-02T07:00:00.000Z" };

/** The start page's reconciliation card (features/reconciliation/summary.test.tsx) has nothing to say here. */
const noDifferences = { open: 0, oldestOpenDay: null, lastRun: null };

const prepares = (requests: Request[]) =>
  requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === "/api/ops/payout-batches");
const batchLists = (requests: Request[]) =>
  requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === "/api/ops/payout-batches");

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Console sections" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

/** The payouts page for `me`: what waits and the batches come from `queued()` and `batches()`, asked anew after a change. */
function openPayouts({
  me = preparer(),
  queued = () => [azn, usd],
  batches = () => [],
  prepared,
  path = "/ops/payouts",
}: {
  me?: ReturnType<typeof operator>;
  queued?: () => QueuedCurrency[];
  batches?: () => Batch[];
  prepared?: (request: Request) => Response | Promise<Response>;
  path?: string;
} = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, me),
    "GET /api/ops/bank-transfers/queued": () => json(200, { currencies: queued() }),
    "GET /api/ops/payout-batches": () => json(200, queuePage(batches())),
    "POST /api/ops/payout-batches": prepared ?? (() => json(500, { code: "INTERNAL", message: "Not expected." })),
    "GET /api/ops/reconciliation/summary": () => json(200, noDifferences),
  });
  renderOps(path, { signedIn: true });
  return { requests, user: userEvent.setup() };
}

describe("payouts", () => {
  it("is finance's start page: what waits per currency, on Baku's clock, and the batches", async () => {
    const approved = payoutBatch({
      id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
      messageId: "PB20260301FFEE01",
      status: "approved",
      approvedBy: { id: "4c5d6e7f-8091-4ab2-9c3d-4e5f6a7b8c9d", name: "Tural Finance" },
      approvedAt: "2026-03-02T07:30:00.000Z",
      sent: 2,
      returned: 1,
    });
    const { requests } = openPayouts({ batches: () => [payoutBatch(), approved], path: "/ops" });

    expect(await screen.findByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
    expect(navLinks()).toEqual(["Payouts", "Bank statements", "Reconciliation", "Merchants"]);

    const queued = await screen.findByRole("table", { name: "Transfers waiting for a batch" });
    const [, first, second] = within(queued).getAllByRole("row");
    expect(first).toHaveTextContent("AZN");
    expect(first).toHaveTextContent("1,250.50 AZN");
    // 20:30 UTC on 1 March is 00:30 on 2 March in Baku (GMT+4).
    expect(first).toHaveTextContent("2 Mar 2026, 00:30");
    expect(second).toHaveTextContent("40.00 USD");
    expect(within(queued).getByRole("columnheader", { name: "Oldest queued (Baku, GMT+4)" })).toBeVisible();

    const list = await screen.findByRole("table", { name: "Payout batches" });
    const [, prepared, done] = within(list).getAllByRole("row");
    expect(within(prepared!).getByRole("link", { name: "PB20260302A1B2C3" })).toBeVisible();
    expect(prepared).toHaveTextContent("Prepared");
    expect(prepared).toHaveTextContent("Nigar Finance");
    expect(prepared).toHaveTextContent("2 Mar 2026, 10:05");
    expect(prepared).toHaveTextContent("Not approved");
    expect(done).toHaveTextContent("Approved");
    expect(done).toHaveTextContent("Tural Finance");
    expect(done).toHaveTextContent("2 Mar 2026, 11:30");
    expect(done).toHaveTextContent("Sent: 2, returned: 1");
    expect(new URL(batchLists(requests)[0]!.url).searchParams.get("page")).toBe("0");
    expect(requests.every((r) => r.headers.get("Authorization") === `Bearer ${OPERATOR_TOKEN}`)).toBe(true);
  });

  it("prepares a batch of one currency once it has said what goes in, then shows it in the list", async () => {
    let done = false;
    const { requests, user } = openPayouts({
      queued: () => (done ? [usd] : [azn, usd]),
      batches: () => (done ? [payoutBatch()] : []),
      prepared: () => {
        done = true;
        return json(201, payoutBatch());
      },
    });

    expect(await screen.findByText("No batches yet")).toBeVisible();
    const queued = await screen.findByRole("table", { name: "Transfers waiting for a batch" });
    await user.click(within(queued).getByRole("button", { name: "Prepare a batch of AZN" }));

    const dialog = await screen.findByRole("dialog", { name: "Prepare a batch" });
    expect(within(dialog).getByLabelText(/^Currency/)).toHaveValue("AZN");
    expect(within(dialog).getByLabelText(/^Cut-off \(Baku, GMT\+4\)/)).toHaveValue("");
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Every transfer queued in AZN until now goes into the batch. Transfers: 3, total: 1,250.50 AZN.",
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Currency/), "USD");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Transfers: 1, total: 40.00 USD.");
    await user.selectOptions(within(dialog).getByLabelText(/^Currency/), "AZN");
    expect(prepares(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Prepare batch" }));
    expect(
      await screen.findByText(
        "Batch PB20260302A1B2C3 is prepared (transfers: 3, total: 1,250.50 AZN). A second finance operator approves it.",
      ),
    ).toBeVisible();
    // Left empty, the cut-off is the server's now.
    expect(await prepares(requests)[0]?.clone().json()).toEqual({ currency: "AZN" });

    // Both lists are asked again: the batch is listed, and AZN waits no more.
    const list = await screen.findByRole("table", { name: "Payout batches" });
    expect(within(list).getByRole("link", { name: "PB20260302A1B2C3" })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Prepare a batch of AZN" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Prepare a batch of USD" })).toBeVisible();
  });

  it("takes a cut-off on Baku's clock, refuses one in the future, and says when nothing was queued by then", async () => {
    const { requests, user } = openPayouts({
      prepared: () => json(409, { code: "INVALID_STATE", message: "Nothing is queued." }),
    });

    await user.click(await screen.findByRole("button", { name: "Prepare a batch of AZN" }));
    const dialog = await screen.findByRole("dialog", { name: "Prepare a batch" });
    const cutoff = within(dialog).getByLabelText(/^Cut-off/);

    fireEvent.change(cutoff, { target: { value: "2099-01-01T00:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Prepare batch" }));
    expect(await within(dialog).findByText("The cut-off cannot be in the future.")).toBeVisible();
    expect(prepares(requests)).toHaveLength(0);

    fireEvent.change(cutoff, { target: { value: "2026-03-02T10:00" } });
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "The transfers queued in AZN up to 2 Mar 2026, 10:00 (Baku, GMT+4) go into the batch",
    );
    await user.click(within(dialog).getByRole("button", { name: "Prepare batch" }));
    expect(await within(dialog).findByText(/Nothing is queued in this currency before the cut-off/)).toBeVisible();
    // 10:00 in Baku is 06:00 UTC.
    expect(await prepares(requests)[0]?.clone().json()).toEqual({
      currency: "AZN",
      cutoff: "2026-03-02T06:00:00.000Z",
    });
  });

  it("lets an admin read what waits and the batches, and prepare nothing", async () => {
    openPayouts({ me: operator({ role: "admin" }), batches: () => [payoutBatch()] });

    expect(await screen.findByRole("table", { name: "Transfers waiting for a batch" })).toBeVisible();
    expect(await screen.findByRole("table", { name: "Payout batches" })).toBeVisible();
    expect(screen.getByText(/Only finance operators prepare, approve and discard batches/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Prepare a batch/ })).not.toBeInTheDocument();
    expect(navLinks()).toEqual([
      "Reviews",
      "Contracts",
      "Merchants",
      "Payouts",
      "Bank statements",
      "Reconciliation",
      "Operators",
      "Audit trail",
      "Settings",
    ]);
  });

  it("says when nothing waits, and offers another try when the batches fail to load", async () => {
    let calls = 0;
    stubFetch({
      "GET /api/ops/me": () => json(200, preparer()),
      "GET /api/ops/bank-transfers/queued": () => json(200, { currencies: [] }),
      "GET /api/ops/reconciliation/summary": () => json(200, noDifferences),
      "GET /api/ops/payout-batches": () =>
        ++calls === 1 ? json(500, { code: "INTERNAL", message: "Boom." }) : json(200, queuePage([payoutBatch()])),
    });
    const user = userEvent.setup();
    renderOps("/ops/payouts", { signedIn: true });

    expect(await screen.findByText("No transfer waits for a batch.")).toBeVisible();
    expect(await screen.findByText(/The batches could not be loaded\./)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "PB20260302A1B2C3" })).toBeVisible();
  });

  it("is not support's", async () => {
    stubFetch({ "GET /api/ops/me": () => json(200, operator({ role: "support" })) });
    renderOps("/ops/payouts", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "No access", level: 1 })).toBeVisible();
  });
});
