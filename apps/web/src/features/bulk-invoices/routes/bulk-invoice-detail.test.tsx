import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { json } from "@/testing/fetch-stub";
import { invoice } from "@/testing/invoice";
import { pageOf } from "@/testing/page";
import { onAPhone } from "@/testing/phone-width";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import {
  BULK_ID,
  bulkInvoice,
  bulkRow,
  calls,
  CASPIAN,
  catchSavedFiles,
  invalidRow,
  rowPage,
  stubBulkApi,
} from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const DETAIL = `/billing/bulk-invoice/${BULK_ID}`;
const rowQueries = (requests: Request[]) =>
  calls(requests, "GET", `/api/bulk/rows/${BULK_ID}`).map((r) => Object.fromEntries(new URL(r.url).searchParams));
const processCalls = (requests: Request[]) => calls(requests, "POST", `/api/bulk/process/${BULK_ID}`);

async function openUpload(path = DETAIL) {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "may-bookings.xlsx" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

const processing = bulkInvoice({
  status: "processing",
  sendBySms: true,
  createdRows: 1,
  failedRows: 0,
  sentRows: 1,
  startedAt: "2026-05-20T09:40:00.000Z",
});
const done = bulkInvoice({
  status: "done",
  sendBySms: true,
  createdRows: 1,
  failedRows: 1,
  sentRows: 1,
  startedAt: "2026-05-20T09:40:00.000Z",
  finishedAt: "2026-05-20T09:41:00.000Z",
});

describe("bulk invoice: the rows before processing", { timeout: 30000 }, () => {
  it("shows the file, its figures and each row, an invalid one's problems translated per column", async () => {
    const requests = stubBulkApi();
    await openUpload();

    expect(screen.getByText("Waiting for confirmation")).toBeVisible();
    expect(
      screen.getByText(
        `Caspian Tours · uploaded by Demo Merchant, ${formatDateTime(bulkInvoice().createdAt, "en", "Asia/Baku")} (Baku, GMT+4)`,
      ),
    ).toBeVisible();
    const summary = within(screen.getByRole("region", { name: "Check the rows" }));
    expect(summary.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Rows in the file",
      "Ready",
      "With errors",
    ]);
    expect(summary.getAllByRole("definition").map((value) => value.textContent)).toEqual(["4", "2", "2"]);
    expect(screen.getByText(/Rows with errors are skipped/)).toBeVisible();

    const table = await screen.findByRole("table", { name: "All rows (4)" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Row", "Booking ID", "Full name", "Phone", "Amount", "Link expiration date", "Check"]);
    const [, good, bad] = within(table).getAllByRole("row");
    expect(
      within(good!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "BK-1001", "Aysel Məmmədova", "+994501112233", "120.50 AZN", "30 Jun 2099", "Ready"]);
    expect(
      within(bad!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Booking ID: An invoice with this booking ID already exists.",
      "Full name is required",
      "Phone: Invalid phone number.",
    ]);
    expect(rowQueries(requests)).toEqual([{ page: "0" }]);
  });

  it("shows only the rows with errors on their tab, kept in the address", async () => {
    const requests = stubBulkApi();
    const { router, user } = await openUpload();
    await screen.findByRole("table", { name: "All rows (4)" });

    await user.click(screen.getByRole("tab", { name: "Rows with errors (2)" }));
    expect(router.state.location.search).toBe("?outcome=invalid");
    const table = await screen.findByRole("table", { name: "Rows with errors (2)" });
    await waitFor(() => expect(rowQueries(requests).at(-1)).toEqual({ page: "0", outcome: "invalid" }));
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(table).getByText("Phone: Invalid phone number.")).toBeVisible();
  });

  it("pages through the rows", async () => {
    const requests = stubBulkApi({ rows: () => json(200, rowPage([bulkRow()], { totalElements: 14, totalPages: 2 })) });
    const { router, user } = await openUpload();
    await screen.findByRole("table", { name: "All rows (4)" });

    await user.click(
      within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Next page" }),
    );
    expect(router.state.location.search).toBe("?rowsPage=1");
    await waitFor(() => expect(rowQueries(requests).at(-1)).toEqual({ page: "1" }));
  });

  it("creates the invoices after a confirmation, sent by SMS, and turns to the progress", async () => {
    const requests = stubBulkApi({ details: [bulkInvoice(), processing] });
    const { user } = await openUpload();

    expect(screen.getByRole("checkbox", { name: "Send by SMS" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Send by e-mail" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Create 2 invoices" }));
    const dialog = await screen.findByRole("dialog", { name: "Create 2 invoices?" });
    expect(
      within(dialog).getByText("Each customer will get the payment link by SMS. Once started, this cannot be stopped."),
    ).toBeVisible();
    expect(processCalls(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Create invoices" }));
    expect(await screen.findByRole("progressbar", { name: "Progress of creating the invoices" })).toBeVisible();
    const [sent] = processCalls(requests);
    expect(await sent!.json()).toEqual({ sms: true, email: false });
    expect(screen.getByText("Processing")).toBeVisible();
  });

  it("sends by e-mail too when asked, and not at all when neither is chosen", async () => {
    const requests = stubBulkApi();
    const { user } = await openUpload();

    await user.click(screen.getByRole("checkbox", { name: "Send by e-mail" }));
    await user.click(screen.getByRole("checkbox", { name: "Send by SMS" }));
    await user.click(screen.getByRole("checkbox", { name: "Send by e-mail" }));
    expect(
      screen.getByText("The links will not be sent. You can send each invoice from its page later."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Create 2 invoices" }));
    const dialog = await screen.findByRole("dialog", { name: "Create 2 invoices?" });
    await user.click(within(dialog).getByRole("button", { name: "Create invoices" }));
    await waitFor(() => expect(processCalls(requests)).toHaveLength(1));
    expect(await processCalls(requests)[0]!.json()).toEqual({ sms: false, email: false });
  });

  it("says so in the dialog when processing has already started elsewhere", async () => {
    stubBulkApi({ process: () => json(409, { code: "INVALID_STATE", message: "Already started" }) });
    const { user } = await openUpload();
    await user.click(screen.getByRole("button", { name: "Create 2 invoices" }));
    const dialog = await screen.findByRole("dialog", { name: "Create 2 invoices?" });
    await user.click(within(dialog).getByRole("button", { name: "Create invoices" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(i18n.t("errors.INVALID_STATE"));
  });

  it("offers no way to create when no row is ready, and a corrected file instead", async () => {
    stubBulkApi({ details: [bulkInvoice({ validRows: 0, invalidRows: 4 })] });
    await openUpload();
    expect(screen.getByRole("button", { name: "Create 0 invoices" })).toBeDisabled();
    expect(screen.getByText("No row is ready. Fix the errors in the file and upload it again.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Upload a corrected file" })).toHaveAttribute(
      "href",
      `/billing/bulk-invoice?appId=${CASPIAN}`,
    );
  });

  it("gives a sub-user without Send link no choice of channel, and sends nothing", async () => {
    const requests = stubBulkApi({ user: sessionUser({ userType: "sub", privileges: ["createLink"] }) });
    const { user } = await openUpload();

    expect(screen.queryByRole("checkbox", { name: "Send by SMS" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Send by e-mail" })).not.toBeInTheDocument();
    expect(screen.getByText(/sending needs the Send link permission/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Create 2 invoices" }));
    const dialog = await screen.findByRole("dialog", { name: "Create 2 invoices?" });
    await user.click(within(dialog).getByRole("button", { name: "Create invoices" }));
    await waitFor(() => expect(processCalls(requests)).toHaveLength(1));
    expect(await processCalls(requests)[0]!.json()).toEqual({ sms: false, email: false });
  });

  it("shows a sub-user without Create link the rows, but no way to create", async () => {
    stubBulkApi({ user: sessionUser({ userType: "sub", privileges: ["sendLink"] }) });
    await openUpload();
    expect(await screen.findByRole("table", { name: "All rows (4)" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Create/ })).not.toBeInTheDocument();
  });

  it("words the count as Russian does", async () => {
    await i18n.changeLanguage("ru");
    stubBulkApi({ details: [bulkInvoice({ validRows: 5, invalidRows: 0, totalRows: 5 })] });
    renderRoute(DETAIL);
    expect(await screen.findByRole("button", { name: "Создать 5 счетов" })).toBeVisible();
  });
});

describe("bulk invoice: processing", { timeout: 30000 }, () => {
  it("shows how far the job is, asks again until it is done, then the result", async () => {
    const requests = stubBulkApi({
      details: [
        bulkInvoice({ status: "processing", createdRows: 1, failedRows: 0, sentRows: 1, validRows: 3 }),
        bulkInvoice({ status: "processing", createdRows: 2, failedRows: 1, sentRows: 2, validRows: 3 }),
        done,
      ],
    });
    await openUpload();

    const progress = screen.getByRole("progressbar", { name: "Progress of creating the invoices" });
    expect(progress).toHaveAttribute("aria-valuenow", "33");
    expect(screen.getByText("1 of 3 rows done · errors so far: 0 · links sent: 1")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Download result" })).not.toBeInTheDocument();

    // Asked again every 1.5 s.
    expect(
      await screen.findByText("3 of 3 rows done · errors so far: 1 · links sent: 2", {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Progress of creating the invoices" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(await screen.findByRole("button", { name: "Download result" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("Done")).toBeVisible();
    expect(calls(requests, "GET", `/api/bulk/details/${BULK_ID}`).length).toBeGreaterThanOrEqual(3);
  });
});

describe("bulk invoice: the result", { timeout: 30000 }, () => {
  const made = invoice({
    id: "5f0c2a1e-8b7d-4c6e-9a3f-1d2e3f4a5b6c",
    invoiceCode: "INV-000042",
    bookingId: "BK-1001",
    fullName: "Aysel Məmmədova",
    amount: 120.5,
    status: "paid",
  });
  const failedRow = bulkRow({ rowNumber: 4, outcome: "failed", errors: { bookingId: "validation.bookingIdTaken" } });

  it("sums it up, lists the rows without an invoice and the invoices made, each a link to it", async () => {
    const requests = stubBulkApi({
      details: [done],
      rows: (params) => json(200, rowPage(params.get("outcome") === "failed" ? [failedRow] : [invalidRow()])),
      invoices: () => json(200, pageOf([made])),
    });
    const { router, user } = await openUpload();

    const summary = within(screen.getByRole("region", { name: "Result" }));
    expect(summary.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Invoices created",
      "Not created",
      "Links sent",
      "With errors",
    ]);
    expect(summary.getAllByRole("definition").map((value) => value.textContent)).toEqual(["1", "1", "1", "2"]);

    const failed = await screen.findByRole("table", { name: "Failed when creating (1)" });
    expect(within(failed).getByText("Booking ID: An invoice with this booking ID already exists.")).toBeVisible();
    await waitFor(() => expect(rowQueries(requests).at(-1)).toEqual({ page: "0", outcome: "failed" }));
    await user.click(screen.getByRole("tab", { name: "Rows with errors (2)" }));
    expect(await screen.findByRole("table", { name: "Rows with errors (2)" })).toBeVisible();

    const invoices = await screen.findByRole("table", { name: "Invoices created" });
    const [, row] = within(invoices).getAllByRole("row");
    expect(
      within(row!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["INV-000042", "BK-1001", "Aysel Məmmədovaaysel@example.az", "120.50 AZN", "Paid"]);
    await user.click(within(row!).getByRole("link", { name: "INV-000042" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/history/${made.id}`));
  });

  it("downloads the result file", async () => {
    const saved = catchSavedFiles();
    const requests = stubBulkApi({ details: [done] });
    const { user } = await openUpload();

    await user.click(screen.getByRole("button", { name: "Download result" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls(requests, "GET", `/api/bulk/result/${BULK_ID}`)[0]!.headers.get("Authorization")).toBe(
      "Bearer token-1",
    );
    expect(saved[0]!.name).toBe("may-bookings-result.xlsx");
  });

  it("says so when no invoice could be made", async () => {
    stubBulkApi({
      details: [bulkInvoice({ status: "failed", createdRows: 0, failedRows: 2, invalidRows: 0, totalRows: 2 })],
      rows: () => json(200, rowPage([failedRow])),
    });
    await openUpload();
    expect(screen.getByText(/No invoice could be made from this file/)).toBeVisible();
    expect(screen.getByText("Failed")).toBeVisible();
    expect(screen.queryByRole("table", { name: "Invoices created" })).not.toBeInTheDocument();
  });

  it("shows the invoices as cards on a phone", async () => {
    onAPhone();
    stubBulkApi({ details: [done], invoices: () => json(200, pageOf([made])) });
    await openUpload();
    const [card] = within(await screen.findByRole("list", { name: "Invoices created" })).getAllByRole("listitem");
    expect(within(card!).getByRole("link", { name: "INV-000042" })).toBeVisible();
    expect(within(card!).getByText("Paid")).toBeVisible();
  });
});

describe("bulk invoice: an address that names none", { timeout: 30000 }, () => {
  it("says the upload was not found, with the way back", async () => {
    stubBulkApi({ details: [json(404, { code: "NOT_FOUND", message: "No such bulk invoice" })] });
    renderRoute(DETAIL);
    expect(await screen.findByRole("heading", { level: 1, name: "Upload not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "All uploads" })).toHaveAttribute("href", "/billing/bulk-invoice");
  });
});
