/**
 * Bulk invoices at scale, against the server as its own process (its memory is measured, not
 * this script's): a 10,000-row file from upload to every invoice made, and a 25 MB file with
 * the server's peak resident memory while it is read, checked and made into invoices.
 * Run: `npm run bench:bulk` (PGlite in a temporary directory; set BENCH_DATABASE_URL to
 * measure a PostgreSQL server, in a scratch database); `npm run bench:bulk -- large` runs the
 * 25 MB file alone. The server runs from the build, as `npm start` runs it.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import {
  addDays,
  BULK_MAX_BYTES,
  bulkColumnHeaders,
  bulkColumns,
  type BulkInvoice,
  calendarDateOf,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import { DEMO_MERCHANT } from "@/modules/demo/demo-merchant";
import { startServer, stopServers } from "@/test-support/server-process";
import { xlsxOf } from "@/test-support/spreadsheets";
import { scratchPostgres } from "@/test-support/test-app";

const PORT = 3921;
const base = `http://127.0.0.1:${PORT}`;
const header = bulkColumns.map((c) => bulkColumnHeaders.en[c]);
const expiry = addDays(calendarDateOf(new Date()), 20);
const largeOnly = process.argv[2] === "large";

/** `count` rows; each description `descriptionLength` characters that do not compress, to make a file of a chosen size. */
function rows(prefix: string, count: number, descriptionLength = 20) {
  return Array.from({ length: count }, (_, i) => [
    `${prefix}-${i}`,
    `Customer ${i}`,
    "+994551234567",
    `customer${i}@example.az`,
    10 + (i % 900),
    "AZN",
    randomBytes(Math.ceil((descriptionLength * 3) / 4))
      .toString("base64")
      .slice(0, descriptionLength),
    expiry,
    "",
    "",
    "no",
  ]);
}

/** A process's resident memory now, from /proc (Linux); 0 for one gone. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return kb ? Number(kb[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of the server's own processes (the spreadsheet's reader), together. */
function childrenRssMb(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return children.reduce((sum, child) => sum + rssMb(Number(child)), 0);
}

async function main() {
  const scratch = process.env.BENCH_DATABASE_URL ? await scratchPostgres(process.env.BENCH_DATABASE_URL) : undefined;
  const dataDir = scratch ? undefined : await mkdtemp(join(tmpdir(), "bench-bulk-"));
  // The progress is asked for four times a second for minutes: more than the per-client limit of a real portal.
  const server = await startServer(
    PORT,
    scratch?.url,
    { SEED_DEMO: "true", RATE_LIMIT_PER_MINUTE: "100000", ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    "build",
  );
  try {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    await post("/api/login", { username: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password });
    const [msg] = (await (
      await fetch(`${base}/sandbox/outbox.json?to=${encodeURIComponent(DEMO_MERCHANT.mobilePhone)}`)
    ).json()) as { text: string }[];
    const approved = await fetch(
      `${base}/api/approveLogin/${/\d{6}/.exec(msg!.text)![0]}/${encodeURIComponent(DEMO_MERCHANT.email)}`,
      { method: "POST" },
    );
    const auth = { authorization: `Bearer ${((await approved.json()) as { accessToken: string }).accessToken}` };
    const apps = (await (await fetch(`${base}/api/apps`, { headers: auth })).json()) as {
      id: string;
      status: string;
    }[];
    const appId = apps.find((a) => a.status === "live")!.id;

    /** Uploads, processes (sending by SMS when asked) and waits for the end; the times of each step and the server's peak memory. */
    async function run(file: Buffer, sms: boolean) {
      let peak = rssMb(server.pid!);
      let readerPeak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.pid!));
        readerPeak = Math.max(readerPeak, childrenRssMb(server.pid!));
      }, 20);
      try {
        const form = new FormData();
        form.append("file", new Blob([file], { type: XLSX_MEDIA_TYPE }), "bench.xlsx");
        const t0 = performance.now();
        const uploaded = await fetch(`${base}/api/bulk/upload/${appId}`, {
          method: "POST",
          headers: auth,
          body: form,
        }).catch((err: unknown) => {
          throw new Error(
            `upload failed; the server ${server.exitCode === null && server.signalCode === null ? "runs" : `ended (${server.exitCode ?? server.signalCode})`}`,
            { cause: err },
          );
        });
        if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
        const bulk = (await uploaded.json()) as BulkInvoice;
        const preview = performance.now() - t0;
        const t1 = performance.now();
        const started = await post(`/api/bulk/process/${bulk.id}`, { sms, email: false }, auth);
        if (started.status !== 202) throw new Error(`process: ${started.status} ${await started.text()}`);
        let created = 0;
        let createdAt = NaN;
        for (;;) {
          const now = (await (
            await fetch(`${base}/api/bulk/details/${bulk.id}`, { headers: auth })
          ).json()) as BulkInvoice;
          if (Number.isNaN(createdAt) && now.createdRows + now.failedRows === now.validRows)
            createdAt = performance.now() - t1;
          created = now.createdRows;
          if (now.status !== "processing") break;
          await new Promise((r) => setTimeout(r, 250));
        }
        const total = performance.now() - t1;
        return { rows: bulk.totalRows, created, preview, createdAt, total, peak, readerPeak };
      } finally {
        clearInterval(sampler);
      }
    }

    const idle = rssMb(server.pid!);
    const tenThousand = await xlsxOf([header, ...rows("TEN", 10_000)]);
    const ten = largeOnly ? undefined : await run(tenThousand, false);
    const tenSms = largeOnly ? undefined : await run(await xlsxOf([header, ...rows("SMS", 10_000)]), true);

    // A 25 MB file: the most rows a file may have, with descriptions long enough to weigh it
    // (the size is not linear in their length: three tries close in on it).
    let length = 120;
    let big = await xlsxOf([header, ...rows("BIG", 100_000, length)]);
    const small = await xlsxOf([header, ...rows("BIG", 100_000, 0)]);
    const target = BULK_MAX_BYTES - 400_000;
    for (let attempt = 0; attempt < 4 && Math.abs(big.length - target) > 300_000; attempt++) {
      length = Math.min(500, Math.floor((length * (target - small.length)) / (big.length - small.length)));
      big = await xlsxOf([header, ...rows("BIG", 100_000, length)]);
    }
    console.log(`large file: ${big.length} bytes, descriptions of ${length}`);
    if (big.length > BULK_MAX_BYTES) throw new Error(`the large file came out at ${big.length} bytes, over the limit`);
    const large = await run(big, false);

    const fmt = (ms: number) => +(ms / 1000).toFixed(2);
    console.log(`\nDatabase: ${scratch ? "postgres" : "pglite"}; the server's memory at rest ${idle.toFixed(0)} MB\n`);
    console.table(
      [
        ["10,000 rows, created only", tenThousand.length, ten],
        ["10,000 rows, created and sent by SMS", tenThousand.length, tenSms],
        ["25 MB file", big.length, large],
      ]
        .filter(([, , r]) => r !== undefined)
        .map(([name, bytes, r]) => {
          const m = r as Awaited<ReturnType<typeof run>>;
          return {
            file: name,
            "file MB": +((bytes as number) / 1024 / 1024).toFixed(1),
            rows: m.rows,
            "upload + preview s": fmt(m.preview),
            "all created s": fmt(m.createdAt),
            "invoices/s": Math.round(m.created / (m.createdAt / 1000)),
            "done (sent) s": fmt(m.total),
            "server peak RSS MB": Math.round(m.peak),
            "reader peak RSS MB": Math.round(m.readerPeak),
          };
        }),
    );
  } finally {
    await stopServers([server]);
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
