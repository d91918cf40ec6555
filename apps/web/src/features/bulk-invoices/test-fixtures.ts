import {
  type Application,
  type AuthUser,
  type BulkInvoice,
  type BulkInvoicePage,
  type BulkRow,
  type BulkRowPage,
  bulkColumns,
  type Invoice,
} from "@portal/contracts";
import { onTestFinished, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { pageOf } from "@/testing/page";
import { sessionUser } from "@/testing/session-user";
import { testApplication } from "@/testing/application";

export const CASPIAN = "3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
export const BAKU_BOOKS = "4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b";
export const BULK_ID = "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";

/** An application of the account as `GET api/apps` lists it; live unless a test says otherwise. */
export const application = (id: string, appName: string, overrides: Partial<Application> = {}): Application =>
  testApplication({ id, appName, ...overrides });

/** A file of 4 rows, 2 of them valid, checked and waiting for the merchant. */
export const bulkInvoice = (overrides: Partial<BulkInvoice> = {}): BulkInvoice => ({
  id: BULK_ID,
  appId: CASPIAN,
  appName: "Caspian Tours",
  fileName: "may-bookings.xlsx",
  status: "uploaded",
  totalRows: 4,
  validRows: 2,
  invalidRows: 2,
  createdRows: 0,
  failedRows: 0,
  sentRows: 0,
  sendBySms: false,
  sendByEmail: false,
  createdBy: "Demo Merchant",
  createdAt: "2026-05-20T09:30:00.000Z",
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

/** What a row holds in each column: the server answers every column, empty where the file has nothing. */
const rowValues = (values: Partial<BulkRow["values"]>): BulkRow["values"] => ({
  ...(Object.fromEntries(bulkColumns.map((column) => [column, ""])) as BulkRow["values"]),
  ...values,
});

/** A valid row of the file; tests override what they look at. */
export const bulkRow = (overrides: Partial<BulkRow> = {}): BulkRow => ({
  rowNumber: 2,
  values: rowValues({
    bookingId: "BK-1001",
    fullName: "Aysel Məmmədova",
    phone: "+994501112233",
    email: "aysel@example.az",
    amount: "120.50",
    currency: "AZN",
    description: "Two nights, sea view",
    linkExpirationDate: "2099-06-30",
  }),
  outcome: "valid",
  errors: null,
  invoiceId: null,
  invoiceCode: null,
  ...overrides,
});

/** Row 3: a booking id billed before and a phone number that is not one. */
export const invalidRow = () =>
  bulkRow({
    rowNumber: 3,
    values: rowValues({
      bookingId: "BK-1002",
      phone: "12345",
      amount: "80",
      currency: "AZN",
      linkExpirationDate: "2099-06-30",
    }),
    outcome: "invalid",
    errors: { phone: "validation.phone", bookingId: "validation.bookingIdTaken", fullName: "validation.required" },
  });

export const bulkPage = (content: BulkInvoice[], overrides: Partial<BulkInvoicePage> = {}) =>
  pageOf<BulkInvoice, BulkInvoicePage>(content, overrides);
export const rowPage = (content: BulkRow[], overrides: Partial<BulkRowPage> = {}) =>
  pageOf<BulkRow, BulkRowPage>(content, overrides);

type Handler = (request: Request) => Response | Promise<Response>;

interface BulkApi {
  user?: AuthUser;
  apps?: Application[];
  /** `GET api/bulk/{appId}`, by the application and the query. */
  list?: (appId: string, params: URLSearchParams) => Response;
  upload?: Handler;
  /** `GET api/bulk/details/{id}`: each call answers the next of these, the last one again and again. */
  details?: (BulkInvoice | Response)[];
  rows?: (params: URLSearchParams) => Response;
  process?: Handler;
  invoices?: (params: URLSearchParams) => Response;
  sample?: Handler;
  result?: Handler;
}

const workbook = () =>
  new Response(new Uint8Array([80, 75, 3, 4]), {
    status: 200,
    headers: { "Content-Type": "application/octet-stream" },
  });

/** The bulk invoice screens' calls, answered as the server would by default; returns the requests made. */
export function stubBulkApi(api: BulkApi = {}) {
  const apps = api.apps ?? [application(CASPIAN, "Caspian Tours"), application(BAKU_BOOKS, "Baku Books")];
  const details = api.details ?? [bulkInvoice()];
  let detailCalls = 0;
  const list =
    (appId: string): Handler =>
    (request) =>
      (api.list ?? (() => json(200, bulkPage([bulkInvoice()]))))(appId, new URL(request.url).searchParams);
  return stubFetch({
    "GET /api/session": () => json(200, api.user ?? sessionUser()),
    "GET /api/apps": () => json(200, apps),
    ...Object.fromEntries(apps.map((app) => [`GET /api/bulk/${app.id}`, list(app.id)])),
    [`POST /api/bulk/upload/${CASPIAN}`]: api.upload ?? (() => json(201, bulkInvoice())),
    [`GET /api/bulk/details/${BULK_ID}`]: () => {
      const answer = details[Math.min(detailCalls++, details.length - 1)]!;
      return answer instanceof Response ? answer.clone() : json(200, answer);
    },
    [`GET /api/bulk/rows/${BULK_ID}`]: (request) =>
      (
        api.rows ??
        ((params) =>
          json(200, rowPage(params.get("outcome") === "invalid" ? [invalidRow()] : [bulkRow(), invalidRow()])))
      )(new URL(request.url).searchParams),
    [`POST /api/bulk/process/${BULK_ID}`]:
      api.process ??
      (async (request) => {
        const { sms, email } = (await request.clone().json()) as { sms: boolean; email: boolean };
        return json(
          202,
          bulkInvoice({
            status: "processing",
            sendBySms: sms,
            sendByEmail: email,
            startedAt: "2026-05-20T09:40:00.000Z",
          }),
        );
      }),
    [`GET /api/bulk/invoices/${BULK_ID}`]: (request) =>
      (api.invoices ?? (() => json(200, pageOf<Invoice>([]))))(new URL(request.url).searchParams),
    "GET /api/bulk/sample": api.sample ?? workbook,
    [`GET /api/bulk/result/${BULK_ID}`]: api.result ?? workbook,
  });
}

/** The requests made to one path, in order. */
export const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

/** jsdom saves nothing: the file's name and bytes are caught as the page hands them over. */
export function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
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
