import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { approver, OPERATOR_TOKEN, operator, queuePage, renderOps, resetOps, statementDetail } from "../../testing";
import type { StatementDetail } from "./api";

afterEach(resetOps);

const detail = statementDetail();
const statementFile = () => new File(["<Document/>"], "camt054-2026-03-03.xml", { type: "text/xml" });

const uploads = (requests: Request[]) =>
  requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === "/api/ops/bank-statements");
const lists = (requests: Request[]) =>
  requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === "/api/ops/bank-statements");

/** The statements page for a finance operator; the upload answers what `uploaded` gives, and the list `listed()`. */
function openStatements({
  uploaded = () => json(500, { code: "INTERNAL", message: "Not expected." }),
  listed = () => [],
  me = approver(),
}: {
  uploaded?: (request: Request) => Response | Promise<Response>;
  listed?: () => StatementDetail["statement"][];
  me?: ReturnType<typeof operator>;
} = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, me),
    "GET /api/ops/bank-statements": () => json(200, queuePage(listed())),
    "POST /api/ops/bank-statements": uploaded,
  });
  renderOps("/ops/statements", { signedIn: true });
  return { requests, user: userEvent.setup() };
}

/** Chooses the statement and sends it. */
async function upload(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText("Statement file"), statementFile());
  expect(screen.getByText("camt054-2026-03-03.xml (0.1 MB)")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Upload" }));
}

describe("bank statements", () => {
  it("uploads a statement and shows what it did: the lines by outcome, and each line", async () => {
    let done = false;
    const { requests, user } = openStatements({
      listed: () => (done ? [detail.statement] : []),
      uploaded: () => {
        done = true;
        return json(201, detail);
      },
    });

    expect(await screen.findByRole("heading", { name: "Bank statements", level: 1 })).toBeVisible();
    expect(await screen.findByText("No statements yet")).toBeVisible();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    await upload(user);

    expect(await screen.findByText("camt054-2026-03-03.xml is applied")).toBeVisible();
    const result = within(screen.getByRole("region", { name: "Upload a statement" }));
    const counts = result.getByRole("list", { name: "Lines of camt054-2026-03-03.xml by outcome" });
    expect(
      within(counts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Sent: 1", "Returned: 1", "Duplicate: 0", "Unknown: 1", "Mismatch: 0", "Ignored: 0"]);
    const lines = result.getByRole("table", { name: "Lines of camt054-2026-03-03.xml" });
    const [, sent, returned, unknown] = within(lines).getAllByRole("row");
    expect(sent).toHaveTextContent("300.00 AZN");
    expect(sent).toHaveTextContent("Debit");
    expect(sent).toHaveTextContent("3 Mar 2026");
    expect(returned).toHaveTextContent("Returned");
    expect(returned).toHaveTextContent("AC04: Closed account");
    expect(unknown).toHaveTextContent("NOTOURS0001");
    expect(unknown).toHaveTextContent("Unknown");

    const [sentUpload] = uploads(requests);
    expect(sentUpload!.headers.get("Authorization")).toBe(`Bearer ${OPERATOR_TOKEN}`);
    // As the form's `file` field. (jsdom's File does not survive the trip into Node's fetch, so its bytes cannot be checked here.)
    expect(sentUpload!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(await sentUpload!.clone().text()).toContain('name="file"');

    // The list is asked again and shows it.
    const list = await screen.findByRole("table", { name: "Uploaded statements" });
    const [, row] = within(list).getAllByRole("row");
    expect(within(row!).getByRole("link", { name: "camt054-2026-03-03.xml" })).toBeVisible();
    expect(row).toHaveTextContent("camt.054 notification");
    expect(row).toHaveTextContent("Tural Finance");
    // 05:00 UTC is 09:00 in Baku.
    expect(row).toHaveTextContent("3 Mar 2026, 09:00");
    // Only what happened is listed in a row.
    expect(row).toHaveTextContent("Sent: 1");
    expect(row).not.toHaveTextContent("Duplicate");
    expect(lists(requests).length).toBeGreaterThanOrEqual(2);
  });

  it("says plainly when the very same file was uploaded before: nothing was applied again", async () => {
    let answer: () => void = () => undefined;
    const { requests, user } = openStatements({
      uploaded: () =>
        new Promise<Response>((resolve) => (answer = () => resolve(json(200, { ...detail, alreadyUploaded: true })))),
    });
    await upload(user);

    // While it is sent: no second upload, no other file.
    expect(await screen.findByRole("button", { name: "Uploading…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose another file" })).toBeDisabled();
    answer();

    expect(await screen.findByText("This file was uploaded before")).toBeVisible();
    expect(
      screen.getByText(
        "camt054-2026-03-03.xml was uploaded by Tural Finance on 3 Mar 2026, 09:00 (Baku, GMT+4). Nothing was applied again: below is what it did then.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("camt054-2026-03-03.xml is applied")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Lines of camt054-2026-03-03.xml by outcome" })).toHaveTextContent(
      "Sent: 1",
    );
    // Nothing changed, so nothing is asked again.
    expect(lists(requests)).toHaveLength(1);
  });

  it("shows a file the server cannot read as a statement clearly, with its reason, and nothing applied", async () => {
    const { user } = openStatements({
      uploaded: () =>
        json(422, {
          code: "STATEMENT_INVALID",
          message: "Not a camt.053 or camt.054 message (root element: pain.001).",
        }),
    });
    await upload(user);

    const alert = (await screen.findByText("The statement was not applied: nothing changed.")).closest(
      "[role=alert]",
    ) as HTMLElement;
    expect(alert).toHaveTextContent("This file is not a bank statement the system can read.");
    expect(alert).toHaveTextContent("Details: Not a camt.053 or camt.054 message (root element: pain.001).");
    expect(screen.queryByRole("list", { name: /by outcome/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose file" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("refuses a file that is not XML before sending it", async () => {
    const { requests } = openStatements();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      await screen.findByLabelText("Statement file"),
      new File(["%PDF-1.7"], "statement.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose an XML file (.xml).");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(uploads(requests)).toHaveLength(0);
  });

  it("opens a statement with every line's outcome and return reason", async () => {
    stubFetch({
      "GET /api/ops/me": () => json(200, operator({ role: "admin" })),
      "GET /api/ops/bank-statements": () => json(200, queuePage([detail.statement])),
      [`GET /api/ops/bank-statements/${detail.statement.id}`]: () => json(200, detail),
    });
    const user = userEvent.setup();
    renderOps("/ops/statements", { signedIn: true });

    // An admin reads; only finance uploads.
    expect(await screen.findByText(/Only finance operators upload statements/)).toBeVisible();
    expect(screen.queryByLabelText("Statement file")).not.toBeInTheDocument();
    await user.click(await screen.findByRole("link", { name: "camt054-2026-03-03.xml" }));

    expect(await screen.findByRole("heading", { name: "camt054-2026-03-03.xml", level: 1 })).toBeVisible();
    const summary = screen.getByRole("region", { name: "Statement" });
    expect(summary).toHaveTextContent("camt.054 notification");
    expect(summary).toHaveTextContent("CAMT054-20260303-001");
    expect(summary).toHaveTextContent(detail.statement.sha256);
    const lines = within(screen.getByRole("table", { name: "Lines of camt054-2026-03-03.xml" }));
    expect(lines.getByText("Sent")).toBeVisible();
    expect(lines.getByText("Returned")).toBeVisible();
    expect(lines.getByText("Unknown")).toBeVisible();
    expect(lines.getByText("AC04: Closed account")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("link", { name: "Back to statements" })).toBeVisible());
  });
});
