import { BULK_MAX_BYTES } from "@portal/contracts";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { onAPhone } from "@/testing/phone-width";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import {
  application,
  BAKU_BOOKS,
  BULK_ID,
  bulkInvoice,
  bulkPage,
  calls,
  CASPIAN,
  catchSavedFiles,
  stubBulkApi,
} from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const listQueries = (requests: Request[], appId = CASPIAN) =>
  calls(requests, "GET", `/api/bulk/${appId}`).map((r) => Object.fromEntries(new URL(r.url).searchParams));
const uploads = (requests: Request[]) => calls(requests, "POST", `/api/bulk/upload/${CASPIAN}`);

async function openBulkInvoice(path = "/billing/bulk-invoice") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Bulk invoice" })).toBeVisible();
  // The picker's `accept` would keep user-event from choosing a wrong file at all; a browser's "All files" does not.
  return { router, user: userEvent.setup({ applyAccept: false }) };
}

const xlsx = (name = "may-bookings.xlsx") =>
  new File([new Uint8Array([80, 75, 3, 4])], name, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });

describe("bulk invoice: who may (SPEC §6)", { timeout: 30000 }, () => {
  it("tells a sub-user without Create link that the page is not theirs", async () => {
    const requests = stubBulkApi({ user: sessionUser({ userType: "sub", privileges: ["sendLink"] }) });
    await openBulkInvoice();

    expect(screen.getByRole("heading", { level: 2, name: "You don't have access to this page" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(calls(requests, "GET", "/api/apps")).toHaveLength(0);
  });

  it("opens for a sub-user with Create link", async () => {
    stubBulkApi({ user: sessionUser({ userType: "sub", privileges: ["createLink"] }) });
    await openBulkInvoice();

    expect(screen.queryByRole("heading", { name: "You don't have access to this page" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Download sample table" })).toBeVisible();
  });
});

describe("bulk invoice: upload (SPEC §5)", { timeout: 30000 }, () => {
  it("offers a labelled, keyboard-reachable picker of XLS and XLSX files", async () => {
    stubBulkApi();
    const { user } = await openBulkInvoice();
    const picker = await screen.findByLabelText("Choose file");

    expect(picker).toHaveAttribute("type", "file");
    expect(picker).toHaveAttribute(
      "accept",
      ".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(picker).toHaveAccessibleDescription(
      "XLS or XLSX, up to 25 MB. Nothing is created until you have checked the rows and confirmed.",
    );
    await user.click(screen.getByRole("combobox", { name: "Application" }));
    await user.tab();
    await user.tab();
    expect(picker).toHaveFocus();
  });

  it("refuses a .txt and a file over 25 MB with the right message, and sends neither", async () => {
    const requests = stubBulkApi();
    const { user } = await openBulkInvoice();
    const picker = await screen.findByLabelText("Choose file");

    await user.upload(picker, new File(["booking,amount"], "bookings.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose an XLS or XLSX file.");

    const big = xlsx("huge.xlsx");
    Object.defineProperty(big, "size", { value: BULK_MAX_BYTES + 1 });
    await user.upload(picker, big);
    expect(await screen.findByRole("alert")).toHaveTextContent("File size exceeds 25MB. Please select a smaller file.");

    // Dropped on the zone instead, a wrong file is refused the same way.
    fireEvent.drop(screen.getByText("Drag and drop the file here, or"), {
      dataTransfer: { files: [new File(["x"], "notes.csv")] },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose an XLS or XLSX file.");
    expect(uploads(requests)).toHaveLength(0);
  });

  it("uploads a table for the chosen application and opens its rows", async () => {
    let answer: () => void = () => undefined;
    const requests = stubBulkApi({
      upload: () => new Promise<Response>((resolve) => (answer = () => resolve(json(201, bulkInvoice())))),
    });
    const { router, user } = await openBulkInvoice();

    await user.upload(await screen.findByLabelText("Choose file"), xlsx());
    // While it uploads: a progress bar, and no second file.
    expect(await screen.findByRole("progressbar", { name: "Uploading may-bookings.xlsx…" })).toBeVisible();
    expect(screen.getByLabelText("Choose file")).toBeDisabled();

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/bulk-invoice/${BULK_ID}`));
    const [sent] = uploads(requests);
    expect(sent!.headers.get("Authorization")).toBe("Bearer token-1");
    // As the form's `file` field. (jsdom's File does not survive the trip into Node's fetch, so its name and bytes cannot be checked here.)
    expect(sent!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(await sent!.text()).toContain('name="file"');
  });

  it("uploads a file dropped on the zone", async () => {
    const requests = stubBulkApi();
    const { router } = await openBulkInvoice();

    fireEvent.drop(await screen.findByText("Drag and drop the file here, or"), {
      dataTransfer: { files: [xlsx("dropped.xls")] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/bulk-invoice/${BULK_ID}`));
    expect(uploads(requests)).toHaveLength(1);
  });

  it("names the columns a refused table lacks, in the interface's words", async () => {
    stubBulkApi({
      upload: () =>
        json(422, {
          code: "SPREADSHEET_INVALID",
          message: "The file lacks columns of the sample table.",
          fields: { phone: "validation.required", bookingId: "validation.required" },
        }),
    });
    const { router, user } = await openBulkInvoice();

    await user.upload(await screen.findByLabelText("Choose file"), xlsx());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The file cannot be read as invoices. Use the sample table's columns.");
    expect(alert).toHaveTextContent("Missing columns: Booking ID, Phone.");
    expect(router.state.location.pathname).toBe("/billing/bulk-invoice");
    expect(screen.getByLabelText("Choose file")).toBeEnabled();
  });

  it("says why the server refused other files", async () => {
    const answers = [
      json(413, { code: "PAYLOAD_TOO_LARGE", message: "Too large" }),
      json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { appId: "validation.appNotLive" } }),
    ];
    stubBulkApi({ upload: () => answers.shift()! });
    const { user } = await openBulkInvoice();
    const picker = await screen.findByLabelText("Choose file");

    await user.upload(picker, xlsx());
    expect(await screen.findByRole("alert")).toHaveTextContent("The file or request is too large.");
    await user.upload(picker, xlsx());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Only a live application can issue invoices."),
    );
  });

  it("downloads the sample table in the interface language", async () => {
    const saved = catchSavedFiles();
    const requests = stubBulkApi();
    const { user } = await openBulkInvoice();

    await user.click(await screen.findByRole("button", { name: "Download sample table" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [sample] = calls(requests, "GET", "/api/bulk/sample");
    expect(sample!.headers.get("Authorization")).toBe("Bearer token-1");
    expect(sample!.headers.get("Accept-Language")).toBe("en");
    expect(saved[0]!.name).toBe("bulk-invoice-sample.xlsx");
  });
});

describe("bulk invoice: applications", { timeout: 30000 }, () => {
  it("offers only live applications and keeps the choice in the address", async () => {
    const requests = stubBulkApi({
      apps: [
        application(CASPIAN, "Caspian Tours"),
        application(BAKU_BOOKS, "Baku Books"),
        application("5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f", "Draft Shop", { status: "draft" }),
      ],
    });
    const { router, user } = await openBulkInvoice(`/billing/bulk-invoice?appId=${BAKU_BOOKS}`);
    const choice = await screen.findByRole("combobox", { name: "Application" });

    expect(choice).toHaveDisplayValue("Baku Books");
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Caspian Tours", "Baku Books"]);
    expect(await screen.findByRole("heading", { name: "Uploads for Baku Books" })).toBeVisible();
    await waitFor(() => expect(listQueries(requests, BAKU_BOOKS)).toEqual([{ page: "0" }]));

    await user.selectOptions(choice, "Caspian Tours");
    expect(router.state.location.search).toBe(`?appId=${CASPIAN}`);
    expect(await screen.findByRole("heading", { name: "Uploads for Caspian Tours" })).toBeVisible();
  });

  it("says so when no application is live, with the way to Applications", async () => {
    const requests = stubBulkApi({ apps: [application(CASPIAN, "Caspian Tours", { status: "inReview" })] });
    await openBulkInvoice();

    expect(await screen.findByRole("heading", { name: "No live application yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Applications" })).toHaveAttribute("href", "/applications");
    expect(screen.queryByLabelText("Choose file")).not.toBeInTheDocument();
    expect(calls(requests, "GET", `/api/bulk/${CASPIAN}`)).toHaveLength(0);
  });
});

describe("bulk invoice: uploads list", { timeout: 30000 }, () => {
  const processing = bulkInvoice({
    id: "8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e",
    fileName: "june.xlsx",
    status: "processing",
    totalRows: 40,
    validRows: 40,
    invalidRows: 0,
    createdRows: 10,
    failedRows: 2,
    sentRows: 9,
  });

  it("lists the uploads with their figures and status, ten a page", async () => {
    const requests = stubBulkApi({
      list: () => json(200, bulkPage([bulkInvoice(), processing], { totalElements: 25, totalPages: 3 })),
    });
    const { router, user } = await openBulkInvoice();
    const table = await screen.findByRole("table", { name: "Uploads for Caspian Tours" });

    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["File", "Uploaded by", "Uploaded (Baku, GMT+4)", "Rows", "Created", "Failed", "Sent", "Status"]);
    const [, waiting, running] = within(table).getAllByRole("row");
    const first = within(waiting!);
    expect(first.getByRole("link", { name: "may-bookings.xlsx" })).toHaveAttribute(
      "href",
      `/billing/bulk-invoice/${BULK_ID}`,
    );
    expect(first.getByText("Demo Merchant")).toBeVisible();
    expect(first.getByText(formatDateTime(bulkInvoice().createdAt, "en", "Asia/Baku"))).toBeVisible();
    expect(first.getByText("Waiting for confirmation")).toBeVisible();
    expect(
      within(running!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "june.xlsx",
      "Demo Merchant",
      formatDateTime(processing.createdAt, "en", "Asia/Baku"),
      "40",
      "10",
      "2",
      "9",
      "Processing",
    ]);
    expect(within(running!).getByRole("progressbar", { name: "Progress of june.xlsx" })).toHaveAttribute(
      "aria-valuenow",
      "30",
    );

    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByText("1–10 of 25")).toBeVisible();
    await user.click(pages.getByRole("button", { name: "Next page" }));
    expect(router.state.location.search).toBe(`?appId=${CASPIAN}&page=1`);
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ page: "1" }));
  });

  it("opens an upload from its row", async () => {
    stubBulkApi();
    const { router, user } = await openBulkInvoice();
    const table = await screen.findByRole("table", { name: "Uploads for Caspian Tours" });
    await user.click(within(table).getByText("Demo Merchant"));
    expect(router.state.location.pathname).toBe(`/billing/bulk-invoice/${BULK_ID}`);
  });

  it("says when there is nothing uploaded yet", async () => {
    stubBulkApi({ list: () => json(200, bulkPage([])) });
    await openBulkInvoice();
    expect(await screen.findByRole("heading", { name: "No uploads yet" })).toBeVisible();
  });

  it("says what went wrong when the list cannot load, and tries again", async () => {
    let tries = 0;
    stubBulkApi({
      list: () =>
        ++tries === 1
          ? json(500, { code: "INTERNAL", message: "Internal error" })
          : json(200, bulkPage([bulkInvoice()])),
    });
    const { user } = await openBulkInvoice();
    expect(await screen.findByText("Something went wrong, please try again!")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Uploads for Caspian Tours" })).toBeVisible();
  });

  it("shows cards on a phone, the file and its status heading each", async () => {
    onAPhone();
    stubBulkApi({ list: () => json(200, bulkPage([bulkInvoice(), processing])) });
    await openBulkInvoice();
    const [, running] = within(await screen.findByRole("list", { name: "Uploads for Caspian Tours" })).getAllByRole(
      "listitem",
    );
    const card = within(running!);
    expect(card.getByRole("link", { name: "june.xlsx" })).toBeVisible();
    expect(card.getByText("Processing")).toBeVisible();
    expect(card.getByRole("progressbar", { name: "Progress of june.xlsx" })).toBeVisible();
    expect(card.getByText("Rows")).toBeVisible();
    expect(card.getByText("40")).toBeVisible();
    expect(card.getByText("Sent")).toBeVisible();
  });
});
