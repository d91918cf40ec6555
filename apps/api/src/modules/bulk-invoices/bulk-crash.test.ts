import type { ChildProcess } from "node:child_process";
import { bulkColumnHeaders, bulkColumns, type BulkInvoice, XLSX_MEDIA_TYPE } from "@portal/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MERCHANT } from "@/modules/demo/demo-merchant";
import { startServer, stopServers } from "@/test-support/server-process";
import { xlsxOf } from "@/test-support/spreadsheets";
import { scratchPostgres } from "@/test-support/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;
const PORT = 3913;
const ROWS = 20_000;

// DESIGN §4: a bulk invoice's job killed mid-way and run again makes each row's invoice exactly once.
describe.skipIf(!serverUrl)("a bulk invoice's processing killed mid-way", () => {
  let server: ChildProcess | undefined;
  let db: pg.Client;
  let databaseUrl: string;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const scratch = await scratchPostgres(serverUrl!);
    drop = scratch.drop;
    databaseUrl = scratch.url;
    server = await startServer(PORT, databaseUrl, { SEED_DEMO: "true" });
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    if (server) await stopServers([server]);
    await drop();
  });

  const call = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${PORT}${path}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

  async function signIn() {
    expect(
      (await call("/api/login", json({ username: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password }))).status,
    ).toBe(200);
    const [msg] = (await (
      await call(`/sandbox/outbox.json?to=${encodeURIComponent(DEMO_MERCHANT.mobilePhone)}`)
    ).json()) as { text: string }[];
    const approved = await call(
      `/api/approveLogin/${/\d{6}/.exec(msg!.text)![0]}/${encodeURIComponent(DEMO_MERCHANT.email)}`,
      { method: "POST" },
    );
    const { accessToken } = (await approved.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  }

  const details = async (id: string, auth: Record<string, string>) =>
    (await (await call(`/api/bulk/details/${id}`, { headers: auth })).json()) as BulkInvoice;

  it("creates every row's invoice exactly once after the server is killed and started again", async () => {
    const auth = await signIn();
    const {
      rows: [app],
    } = await db.query<{ id: string }>("select id from applications where status = 'live' order by created_at limit 1");
    const expiry = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const file = await xlsxOf([
      bulkColumns.map((c) => bulkColumnHeaders.en[c]),
      ...Array.from({ length: ROWS }, (_, i) => [
        `CRASH-${i}`,
        "Leyla Əliyeva",
        "+994551234567",
        "",
        10 + (i % 90),
        "AZN",
        "Monthly fee",
        expiry,
        "",
        "",
        "",
      ]),
    ]);
    const form = new FormData();
    form.append("file", new Blob([file], { type: XLSX_MEDIA_TYPE }), "crash.xlsx");
    const uploaded = await call(`/api/bulk/upload/${app!.id}`, { method: "POST", headers: auth, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const bulk = (await uploaded.json()) as BulkInvoice;
    expect(bulk.validRows).toBe(ROWS);

    expect((await call(`/api/bulk/process/${bulk.id}`, json({ sms: false, email: false }, auth))).status).toBe(202);
    // Killed once some rows are made and before all are.
    for (;;) {
      const { createdRows } = await details(bulk.id, auth);
      if (createdRows > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    server!.kill("SIGKILL");
    await stopServers([server!]);
    const {
      rows: [midway],
    } = await db.query<{ n: number }>("select count(*)::int as n from invoices where bulk_invoice_id = $1", [bulk.id]);
    expect(midway!.n).toBeGreaterThan(0);
    expect(midway!.n).toBeLessThan(ROWS);

    // Sessions live in the database: the same one goes on with the new process.
    server = await startServer(PORT, databaseUrl, { SEED_DEMO: "true" });
    // The dead job's hold lapses, and the next run of the job (each minute) takes over.
    let done = await details(bulk.id, auth);
    for (let waited = 0; done.status === "processing" && waited < 150_000; waited += 500) {
      await new Promise((r) => setTimeout(r, 500));
      done = await details(bulk.id, auth);
    }
    expect(done).toMatchObject({ status: "done", createdRows: ROWS, failedRows: 0 });
    const {
      rows: [made],
    } = await db.query<{ n: number; rows: number; marked: number }>(
      `select count(*)::int as n, count(distinct bulk_row_number)::int as rows,
        (select count(*)::int from bulk_invoice_rows where bulk_invoice_id = $1 and outcome = 'created') as marked
       from invoices where bulk_invoice_id = $1`,
      [bulk.id],
    );
    expect(made).toEqual({ n: ROWS, rows: ROWS, marked: ROWS });
  }, 400_000);
});
