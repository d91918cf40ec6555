import { XLSX_MEDIA_TYPE } from "@portal/contracts";
import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction } from "@/testing/transaction";
import { meta, transactionPage } from "../test-fixtures";
import { notInLiveRegion } from "@/testing/live-region";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

type Handler = (request: Request) => Response | Promise<Response>;

function stubApi(exportHandler: Handler, user = sessionUser()) {
  return stubFetch({
    "GET /api/session": () => json(200, user),
    "GET /api/saved-views": () => json(200, []),
    "GET /api/transactionsPageable": () => json(200, transactionPage([transaction()])),
    "GET /api/meta-data-transactions": () => json(200, meta()),
    "GET /api/transactions-excel": exportHandler,
  });
}

async function openList(path = "/billing/transactions?status=success&from=2026-05-01") {
  renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await screen.findByRole("table", { name: "Transactions" });
  return userEvent.setup();
}

const exportParams = (requests: Request[]) =>
  requests
    .filter((r) => new URL(r.url).pathname === "/api/transactions-excel")
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

/** jsdom saves nothing: the file's name and bytes are caught as the page hands them over. */
function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:export-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
}

describe("exporting the transactions list", { timeout: 30000 }, () => {
  it("is not offered without the Export payment method permission", async () => {
    stubApi(() => json(403, {}), sessionUser({ userType: "sub", privileges: ["refundTransaction"] }));
    await openList();

    expect(screen.queryByRole("button", { name: "Export to Excel" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send report by e-mail" })).not.toBeInTheDocument();
  });

  it("downloads the .xlsx of the current filters, showing how much has arrived, and saves it", async () => {
    const saved = catchSavedFiles();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
    const requests = stubApi(
      () =>
        new Response(body, {
          status: 200,
          headers: {
            "Content-Type": XLSX_MEDIA_TYPE,
            "Content-Length": "4000",
            "Content-Disposition": 'attachment; filename="transactions-2026-05-20.xlsx"',
          },
        }),
      sessionUser({ userType: "sub", privileges: ["exportPaymentMethod"] }),
    );
    const user = await openList();

    await user.click(screen.getByRole("button", { name: "Export to Excel" }));
    stream.enqueue(new Uint8Array(1500));

    expect(await screen.findByText("Downloaded 2 kB of 4 kB")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Downloading the export" })).toHaveAttribute("aria-valuenow", "38");
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeDisabled();
    expect(exportParams(requests)).toEqual([{ status: "success", from: "2026-05-01", offset: "0", isEmail: "false" }]);
    expect(requests.at(-1)?.headers.get("Authorization")).toBe("Bearer token-1");

    stream.enqueue(new Uint8Array(2500));
    stream.close();

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe("transactions-2026-05-20.xlsx");
    expect(saved[0]!.blob.size).toBe(4000);
    expect(screen.queryByRole("progressbar", { name: "Downloading the export" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeEnabled();
  });

  it("says why a download failed", async () => {
    catchSavedFiles();
    stubApi(() => json(503, { code: "UNAVAILABLE", message: "Later." }));
    const user = await openList();

    await user.click(screen.getByRole("button", { name: "Export to Excel" }));

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
  });

  it("sends the report by e-mail and says where it will arrive", async () => {
    const requests = stubApi(() => json(202, { sent: "email", to: "demo@merchant.az" }));
    const user = await openList();

    await user.click(screen.getByRole("button", { name: "Send report by e-mail" }));

    expect(
      await screen.findByText("The report will arrive at demo@merchant.az", { ignore: notInLiveRegion }),
    ).toBeVisible();
    expect(exportParams(requests)).toEqual([{ status: "success", from: "2026-05-01", offset: "0", isEmail: "true" }]);
  });
});
