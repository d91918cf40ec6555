import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import {
  approver,
  bankTransfer,
  OPERATOR_TOKEN,
  operator,
  payoutBatch,
  preparer,
  queuePage,
  renderOps,
  resetOps,
} from "../../testing";
import type { Batch } from "./api";

const batch = payoutBatch();
const base = `/api/ops/payout-batches/${batch.id}`;
const approvedBatch = payoutBatch({
  status: "approved",
  approvedBy: { id: approver().id, name: approver().name },
  // 07:30 in UTC is 11:30 in Baku.
  approvedAt: "2026-03-02T07:30:00.000Z",
  executionDate: "2026-03-02",
  fileSha256: "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
});
const returned = bankTransfer({
  id: "7f8091a2-b3c4-4d5e-8f6a-7b8c9d0e1f2a",
  endToEndId: "7f8091a2b3c44d5e8f6a7b8c9d0e1f2a",
  merchantName: "Elvin Hasanov",
  creditorName: "Elvin Hasanov",
  creditorIban: "AZ77****************0042",
  amount: 450.25,
  state: "returned",
  returnCode: "AC04",
  returnReason: "Closed account",
});

/** jsdom saves nothing: the file's name and bytes are caught as the page hands them over. */
let saved: { name: string; blob: Blob }[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:batch-file-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(async () => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  await resetOps();
});

const posts = (requests: Request[], path: string) =>
  requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === path);

/** The batch's screen for `me`; the batch as `current()` says when asked (again after a change). */
function openBatch({
  me,
  current = () => batch,
  answers = {},
}: {
  me: ReturnType<typeof operator>;
  current?: () => Batch;
  answers?: Record<string, (request: Request) => Response | Promise<Response>>;
}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, me),
    [`GET ${base}`]: () => json(200, current()),
    [`GET ${base}/transfers`]: () => json(200, queuePage([bankTransfer(), returned])),
    ...answers,
  });
  renderOps(`/ops/payouts/batches/${batch.id}`, { signedIn: true });
  return { requests, user: userEvent.setup() };
}

const heading = () => screen.findByRole("heading", { name: "Batch PB20260302A1B2C3", level: 1 });

describe("a payout batch", () => {
  it("waits for a second finance operator: its preparer cannot approve it, and there is no file yet", async () => {
    openBatch({ me: preparer() });
    await heading();

    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      "Waiting for a second finance operator to approve. You prepared this batch, so another finance operator must approve it.",
    );
    // The preparer may still take it back.
    expect(screen.getByRole("button", { name: "Discard" })).toBeEnabled();

    const summary = screen.getByRole("region", { name: "Batch" });
    expect(summary).toHaveTextContent("1,250.50 AZN");
    expect(summary).toHaveTextContent("Nigar Finance");
    expect(summary).toHaveTextContent("2 Mar 2026, 10:05");
    expect(within(summary).getByText("Prepared (Baku, GMT+4)")).toBeVisible();

    const download = screen.getByRole("button", { name: "Download file" });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription(
      "The file is written when a second finance operator approves the batch.",
    );
  });

  it("is approved by another finance operator once asked, and its file is then downloaded with the token", async () => {
    let state: Batch = batch;
    const { requests, user } = openBatch({
      me: approver(),
      current: () => state,
      answers: {
        [`POST ${base}/approve`]: () => {
          state = approvedBatch;
          return json(200, state);
        },
        [`GET ${base}/file`]: () => {
          state = { ...approvedBatch, firstDownloadedAt: "2026-03-02T08:00:00.000Z" };
          return new Response("<Document/>", {
            status: 200,
            headers: {
              "Content-Type": "application/xml",
              "Content-Disposition": 'attachment; filename="PB20260302A1B2C3.xml"',
            },
          });
        },
      },
    });
    await heading();
    expect(
      screen.getByText(/Waiting for a second finance operator to approve\. Prepared by Nigar Finance\./),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Download file" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this batch?" });
    expect(dialog).toHaveTextContent("Its pain.001 file is written once, for 1,250.50 AZN (transfers: 3)");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("The batch is approved: its file can be downloaded.")).toBeVisible();
    expect(posts(requests, `${base}/approve`)).toHaveLength(1);
    expect(
      await screen.findByText(/Approved by Tural Finance on 2 Mar 2026, 11:30 \(Baku, GMT\+4\)\. Its file is written/),
    ).toBeVisible();
    // Once the dialog has gone, the page is back for screen readers.
    const file = await screen.findByRole("region", { name: "Bank file" });
    expect(file).toHaveTextContent(approvedBatch.fileSha256!);
    expect(file).toHaveTextContent("Not downloaded yet");

    const download = within(file).getByRole("button", { name: "Download file" });
    expect(download).toBeEnabled();
    await user.click(download);
    expect(await screen.findByText("The file is saved as PB20260302A1B2C3.xml.")).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual(["PB20260302A1B2C3.xml"]);
    expect(await saved[0]!.blob.text()).toBe("<Document/>");
    const fetched = requests.find((r) => new URL(r.url).pathname === `${base}/file`);
    expect(fetched?.headers.get("Authorization")).toBe(`Bearer ${OPERATOR_TOKEN}`);
    // The download is recorded: the batch is asked again and shows when it was first downloaded.
    await waitFor(() => expect(file).toHaveTextContent("2 Mar 2026, 12:00"));
  });

  it("asks before discarding, and shows the transfers queued again", async () => {
    let state: Batch = batch;
    const { requests, user } = openBatch({
      me: preparer(),
      current: () => state,
      answers: {
        [`POST ${base}/discard`]: () => {
          state = payoutBatch({ status: "discarded" });
          return json(200, state);
        },
      },
    });
    await heading();

    await user.click(screen.getByRole("button", { name: "Discard" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard this batch?" });
    expect(dialog).toHaveTextContent("The batch of 1,250.50 AZN is cancelled and no file is written.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(requests, `${base}/discard`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Discard" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Discard this batch?" })).getByRole("button", {
        name: "Discard",
      }),
    );
    expect(await screen.findByText("The batch is discarded: its transfers are queued again.")).toBeVisible();
    expect(posts(requests, `${base}/discard`)).toHaveLength(1);
    expect(await screen.findByText(/Discarded: its transfers went back to the queue/)).toBeVisible();
    expect(await screen.findByRole("button", { name: "Download file" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(screen.getByText("A discarded batch has no file.")).toBeVisible();
  });

  it("says why the server refused an approval", async () => {
    const { user } = openBatch({
      me: approver(),
      answers: { [`POST ${base}/approve`]: () => json(409, { code: "INVALID_STATE", message: "Four eyes." }) },
    });
    await heading();

    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this batch?" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(
      await within(dialog).findByText(/The batch cannot be approved: it no longer waits for approval/),
    ).toBeVisible();
  });

  it("lists its transfers: masked IBANs, amounts, states and the bank's return reasons", async () => {
    openBatch({ me: approver(), current: () => ({ ...approvedBatch, sent: 1, returned: 1 }) });

    const table = await screen.findByRole("table", { name: "Transfers of the batch" });
    const [, sent, back] = within(table).getAllByRole("row");
    expect(sent).toHaveTextContent("5d6e7f8091a24b3c8d4e5f6a7b8c9d0e");
    expect(within(sent!).getByRole("link", { name: "Leyla Mammadova" })).toHaveAttribute(
      "href",
      "/ops/merchants/9d1b3a55-7c1e-4d2a-8b6f-3e4d5c6b7a80",
    );
    expect(sent).toHaveTextContent("Kitab Evi MMC");
    expect(sent).toHaveTextContent("AZ21****************1944");
    expect(sent).toHaveTextContent("300.00 AZN");
    expect(sent).toHaveTextContent("In a batch");
    expect(back).toHaveTextContent("450.25 AZN");
    expect(back).toHaveTextContent("Returned");
    expect(back).toHaveTextContent("AC04: Closed account");
    const summary = within(screen.getByRole("region", { name: "Batch" }));
    expect(summary.getByText("Sent by the bank").nextElementSibling).toHaveTextContent("1");
    expect(summary.getByText("Returned by the bank").nextElementSibling).toHaveTextContent("1");
  });

  it("lets an admin read an approved batch's file details, and download nothing", async () => {
    openBatch({ me: operator({ role: "admin" }), current: () => approvedBatch });
    await heading();

    const file = screen.getByRole("region", { name: "Bank file" });
    expect(file).toHaveTextContent(approvedBatch.fileSha256!);
    expect(file).toHaveTextContent("2 Mar 2026");
    expect(within(file).getByText("Only finance operators download the file.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Download file" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });
});
