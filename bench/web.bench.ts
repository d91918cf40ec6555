/**
 * Lighthouse on the built portal, served as in production (precompressed assets, headers),
 * with the system Chromium: the sign-in page, the hosted checkout and seven signed-in
 * screens, each as a phone (Lighthouse's default: slow 4G, 4× slower CPU) and a desktop.
 * Beside the scores: how many script files the page loaded, and how many requests ran one
 * after another between the HTML and the first API request (the session check or the
 * screen's data; at most one is the aim), and what the page painted largest.
 * Run: `npm run bench:web` (builds first). CHROMIUM_PATH overrides /usr/bin/chromium.
 * `BENCH_WEB_HTTP2=1` puts what production has in front of the server, TLS with HTTP/2
 * (./tls-front.ts), between the browser and it: many script files then share one connection.
 */
import fs from "node:fs";
import path from "node:path";
import { addDays, calendarDateOf } from "@portal/contracts";
import lighthouse, { desktopConfig } from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { loadEnv } from "@/config/env";
import { startBenchServer } from "./support";
import { startTlsFront } from "./tls-front";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--headless=new",
];
/** Through TLS with HTTP/2, as behind production's proxy, rather than plain HTTP/1.1. */
const HTTP2 = process.env.BENCH_WEB_HTTP2 === "1";
/** Only the pages whose name contains one of these (comma-separated), e.g. `BENCH_WEB_PAGES=transactions`. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(",").filter(Boolean);
/** Each page is measured this many times; the median run is printed, as Lighthouse advises. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

interface Target {
  name: string;
  url: string;
  /** A bearer token the portal keeps in localStorage: the page is opened signed in. */
  token?: string;
}

interface Row {
  page: string;
  device: string;
  performance: number;
  "LCP s": number;
  "FCP s": number;
  CLS: number;
  "TBT ms": number;
  "JS KiB": number;
  "JS files": number;
  "steps before data": number | "";
  "total KiB": number;
  /** What the page painted last as its largest, so what the phone's LCP waits for. */
  "LCP element": string;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/**
 * The longest chain of requests, each starting after the one before it ended, between the
 * page's own HTML and the first API request: what a phone waits through, one round trip
 * after another, before it can ask for the screen's data. Empty where the page asks the
 * API nothing (the server renders its data into it).
 */
function stepsBeforeData(requests: NetworkRequest[]): number | "" {
  const timed = requests.filter((r) => r.networkRequestTime !== undefined && r.networkEndTime !== undefined);
  const html = timed[0];
  const data = timed.find((r) => new URL(r.url).pathname.startsWith("/api/"));
  if (!html || !data) return "";
  const between = timed
    .filter((r) => r.networkRequestTime! >= html.networkEndTime! && r.networkEndTime! <= data.networkRequestTime!)
    .sort((a, b) => a.networkEndTime! - b.networkEndTime!);
  const chain = new Map<NetworkRequest, number>();
  for (const r of between) {
    const before = between.filter((p) => p.networkEndTime! <= r.networkRequestTime!).map((p) => chain.get(p) ?? 0);
    chain.set(r, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...chain.values());
}

async function measure(page: Page, target: Target, device: "mobile" | "desktop"): Promise<Row> {
  if (target.token) {
    await page.goto(new URL("/auth", target.url).href);
    // Runs in the page, where localStorage exists; the server's own types do not know it.
    await page.evaluate(
      (token) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          "accessToken",
          token,
        ),
      target.token,
    );
  }
  // Every run starts cold, the signed-in one too (its token was set on a page that fetched the portal).
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  const result = await lighthouse(
    target.url,
    { onlyCategories: ["performance"], output: "json", logLevel: "error", disableStorageReset: !!target.token },
    device === "desktop" ? desktopConfig : undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpElement = await largestPainted(page);
  const requests = (lhr.audits["network-requests"]?.details as { items: NetworkRequest[] }).items;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const kib = (items: typeof requests) =>
    Math.round(items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10;
  return {
    page: target.name,
    device,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    "LCP s": +(audit("largest-contentful-paint") / 1000).toFixed(2),
    "FCP s": +(audit("first-contentful-paint") / 1000).toFixed(2),
    CLS: +audit("cumulative-layout-shift").toFixed(3),
    "TBT ms": Math.round(audit("total-blocking-time")),
    "JS KiB": kib(scripts),
    "JS files": scripts.length,
    "steps before data": stepsBeforeData(requests),
    "total KiB": kib(requests),
    "LCP element": lcpElement,
  };
}

/** The browser's side of `largestPainted` (this file is compiled without the DOM's types). */
interface LargestPaint {
  element: { tagName: string; textContent: string | null } | null;
}
type BrowserObserver = new (report: (list: { getEntries(): LargestPaint[] }) => void) => {
  observe(options: { type: string; buffered: boolean }): void;
};

/** The page's last largest-contentful-paint candidate, as its tag and the start of its text. */
function largestPainted(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const Observer = (globalThis as unknown as { PerformanceObserver: BrowserObserver }).PerformanceObserver;
        new Observer((list) => {
          const last = list.getEntries().at(-1);
          const element = last?.element;
          // A node gone from the page by then: the first frame's, which the portal replaced.
          resolve(
            element
              ? `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 24) ?? ""}"`
              : last
                ? "(replaced)"
                : "",
          );
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(""), 1000);
      }),
  );
}

/**
 * Lighthouse now and then loses the trace's start (NO_NAVSTART) and asks to be run again;
 * that run is taken again, up to twice, on a page of its own.
 */
async function measureAgainOnTraceLoss(browser: Browser, target: Target, device: "mobile" | "desktop") {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    try {
      return await measure(page, target, device);
    } catch (error) {
      if (attempt > 2 || !String(error).includes("NO_NAVSTART")) throw error;
    } finally {
      await page.close();
    }
  }
}

const median = (rows: Row[]) => [...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)]!;

async function main() {
  const dist = loadEnv({}).WEB_DIST;
  if (!fs.existsSync(path.join(dist, "index.html")))
    throw new Error(`No built portal at ${dist}: run npm run build first`);
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);

  const server = await startBenchServer({ WEB_DIST: dist });
  const { post, database } = server;
  const front = HTTP2 ? await startTlsFront(server.base) : undefined;
  // The certificate is the run's own: the browser is told to take it.
  const base = front?.base ?? server.base;
  await seedDemoMerchant(database.db);
  const headers = await server.signIn(DEMO_MERCHANT.email, DEMO_MERCHANT.password, DEMO_MERCHANT.mobilePhone);
  const token = headers.authorization.slice("Bearer ".length);
  const [app] = (await (await fetch(`${server.base}/api/apps`, { headers })).json()) as { id: string }[];
  const invoice = await post(
    "/api/bookings",
    {
      appId: app!.id,
      amount: "89.90",
      currency: "AZN",
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      description: "Dinner for two",
      bookingId: "BK-BENCH",
      linkExpirationDate: addDays(calendarDateOf(new Date()), 5),
    },
    headers,
  );
  if (!invoice.ok) throw new Error(`could not create the invoice to pay: ${invoice.status} ${await invoice.text()}`);
  const { invoiceCode } = (await invoice.json()) as { invoiceCode: string };

  const targets: Target[] = [
    { name: "/auth", url: `${base}/auth` },
    { name: "/pay/{code}", url: `${base}/pay/${invoiceCode}` },
    ...[
      "/",
      "/billing/invoices",
      "/billing/transactions",
      "/billing/wallet",
      "/billing/create-an-invoice",
      "/users",
      "/settings",
    ].map((screen) => ({ name: `${screen} (signed in)`, url: `${base}${screen}`, token })),
  ];
  const measured = targets.filter((t) => !ONLY || ONLY.some((part) => t.name.includes(part)));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: HTTP2 ? [...FLAGS, "--ignore-certificate-errors"] : FLAGS,
  });
  const rows: Row[] = [];
  try {
    for (const device of ["mobile", "desktop"] as const) {
      for (const target of measured) {
        const runs: Row[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measureAgainOnTraceLoss(browser, target, device));
        rows.push(median(runs));
      }
    }
  } finally {
    await browser.close();
    await front?.close();
    await server.close();
  }
  console.log(
    `\nLighthouse ${RUNS} runs per row (median by score); mobile = simulated slow 4G and 4× CPU slowdown;` +
      (HTTP2 ? " TLS with HTTP/2 in front, as in production\n" : " plain HTTP/1.1\n"),
  );
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
