import type { ChildProcess } from "node:child_process";
import { addDays, calendarDateOf, type Permission } from "@portal/contracts";
import pg from "pg";
import { expect } from "vitest";
import { hashPassword } from "@/lib/crypto";
import { businessConnect, cardPayment } from "./flows";
import { SEEDED_CODES_SECRET } from "./seeded-codes";
import { exited, runCommand, startServer, startWorker, stopServers } from "./server-process";
import { scratchPostgres } from "./test-app";
import { databaseUrls } from "./through-pgbouncer";

type Init = { method?: string; body?: unknown; headers?: Record<string, string> };

/** Two API processes on one scratch PostgreSQL database, for races that only a second process can show (DESIGN §4). */
export const twoServers = (
  serverUrl: string,
  ports: readonly [number, number],
  settings: Record<string, string> = {},
) => apiServers(serverUrl, ports, settings);

/**
 * API processes on one scratch PostgreSQL database, each on its port; call `i` goes to
 * process `i % ports.length`. They share the APP_SECRET of seeded-codes.ts, so a test may
 * seed codes instead of having them texted. `settings` adds to their environment.
 */
export async function apiServers(
  serverUrl: string,
  ports: readonly number[],
  settings: Record<string, string> = {},
  options: { workerMetricsPort?: number; from?: "source" | "build" } = {},
) {
  const scratch = await scratchPostgres(serverUrl);
  const urls = databaseUrls(scratch.url);
  const env = {
    APP_SECRET: SEEDED_CODES_SECRET,
    ...(urls.DATABASE_DIRECT_URL ? { DATABASE_DIRECT_URL: urls.DATABASE_DIRECT_URL } : {}),
    ...settings,
  };
  // As a deployment runs it: migrations as their own step, API processes, and a worker for the jobs.
  const deployed = options.workerMetricsPort !== undefined;
  if (deployed) {
    const migrated = await runCommand("--migrate", { ...env, DATABASE_URL: urls.DATABASE_URL });
    if (migrated.exitCode !== 0) throw new Error(`--migrate failed: ${migrated.output}`);
  }
  const apiEnv = deployed ? { ...env, ROLE: "api", MIGRATE: "false" } : env;
  const started = await Promise.allSettled([
    ...ports.map((port) => startServer(port, urls.DATABASE_URL, apiEnv, options.from)),
    ...(deployed ? [startWorker(options.workerMetricsPort!, urls.DATABASE_URL, { ...env, MIGRATE: "false" })] : []),
  ]);
  const servers: ChildProcess[] = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    // Left running, the others would hold their ports against the next run.
    await stopServers(servers);
    await scratch.drop();
    throw failed.reason;
  }
  const sql = new pg.Client({ connectionString: scratch.url });
  await sql.connect();

  const call = (i: number, path: string, init: Init = {}) =>
    fetch(`http://127.0.0.1:${ports[i % ports.length]}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /** The newest code the sandbox texted to a phone. */
  const codeFor = async (to: string) => {
    const [msg] = (await (await call(1, `/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      text: string;
    }[];
    return /\d{6}/.exec(msg!.text)![0];
  };
  /** An application's wallet balance in minor units, straight from the ledger. */
  const walletOf = async (appId: string) => {
    const { rows } = await sql.query(
      "select coalesce(sum(e.amount), 0)::text as balance from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id where a.kind = 'wallet' and a.app_id = $1",
      [appId],
    );
    return BigInt(rows[0].balance);
  };

  /** Signs a user in with a password and the texted code; their bearer header. */
  async function signedIn(person: { email: string; password: string; mobilePhone: string }) {
    const login = await call(0, "/api/login", { body: { username: person.email, password: person.password } });
    expect(login.status, await login.clone().text()).toBe(200);
    const approved = await call(
      1,
      `/api/approveLogin/${await codeFor(person.mobilePhone)}/${encodeURIComponent(person.email)}`,
      { method: "POST" },
    );
    expect(approved.status, await approved.clone().text()).toBe(200);
    return { authorization: `Bearer ${((await approved.json()) as { accessToken: string }).accessToken}` };
  }

  /**
   * A merchant registered and signed in through the API, its business connected and its
   * application made live (their own tests walk those steps); its bearer header and ids.
   */
  async function liveMerchant(m: { email: string; fullName: string; password: string; mobilePhone: string }) {
    expect((await call(0, "/api/register", { body: m })).status).toBe(201);
    expect(
      (await call(1, `/api/confirmAccount/${await codeFor(m.mobilePhone)}`, { body: { email: m.email } })).status,
    ).toBe(200);
    const auth = await signedIn(m);
    const [user] = (
      await sql.query("update users set email_verified_at = now() where email = $1 returning id", [m.email])
    ).rows;
    const connected = await call(0, "/api/merchant-connect", { body: businessConnect(), headers: auth });
    expect(connected.status).toBe(201);
    const { appId } = (await connected.json()) as { appId: string };
    const { rows } = await sql.query("update applications set status = 'live' where id = $1 returning merchant_id", [
      appId,
    ]);
    return { ...m, auth, appId, merchantId: rows[0].merchant_id as string, userId: user.id as string };
  }

  /** A sub-user of the merchant's account with these permissions on all its applications, signed in (their own tests make one through the portal). */
  async function subUser(m: { userId: string; appId: string }, permissions: Permission[], n = 1) {
    const person = {
      email: `sub-${n}-${m.userId}@example.az`,
      password: "Sub#2026user",
      mobilePhone: `+99470111${String(n).padStart(4, "0")}`,
    };
    const { rows } = await sql.query(
      `insert into users (account_id, email, full_name, mobile_phone, password_hash, user_type, permissions,
         application_ids, status, email_verified_at)
       select account_id, $2, 'Sub User', $3, $4, 'sub', $5, $6, 'active', now() from users where id = $1
       returning id`,
      [m.userId, person.email, person.mobilePhone, await hashPassword(person.password), permissions, [m.appId]],
    );
    return { id: rows[0].id as string, auth: await signedIn(person) };
  }

  /** A customer pays an invoice of `amount` AZN on process `i`'s checkout with the approving test card; the answer as it came. */
  const payOn = (i: number, invoiceCode: string, amount: number) =>
    call(i, `/api/checkout/${invoiceCode}/pay`, { body: cardPayment(amount) });

  /** A new invoice of 10.00 made on process 0 for the merchant; `extra` adds to or overrides its fields. */
  async function invoice(
    m: { auth: Record<string, string>; appId: string },
    bookingId: string,
    extra: Record<string, unknown> = {},
  ) {
    const res = await call(0, "/api/bookings", {
      headers: m.auth,
      body: {
        appId: m.appId,
        amount: "10.00",
        currency: "AZN",
        fullName: "Leyla Əliyeva",
        phone: "+994551234567",
        description: `Invoice ${bookingId}`,
        linkExpirationDate: addDays(calendarDateOf(new Date()), 3),
        bookingId,
        ...extra,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; invoiceCode: string };
  }

  /** A customer pays the merchant a new invoice of 100.00 (held, when asked); the transaction's id. */
  async function paid(m: { auth: Record<string, string>; appId: string }, preAuth = false): Promise<string> {
    const invoice = await call(0, "/api/bookings", {
      headers: m.auth,
      body: {
        appId: m.appId,
        amount: "100.00",
        currency: "AZN",
        fullName: "Leyla Əliyeva",
        phone: "+994551234567",
        description: "Race",
        linkExpirationDate: addDays(calendarDateOf(new Date()), 3),
        bookingId: `R-${preAuth}`,
        preAuth,
      },
    });
    expect(invoice.status, await invoice.clone().text()).toBe(201);
    const { invoiceCode } = (await invoice.json()) as { invoiceCode: string };
    const pay = await payOn(1, invoiceCode, 100);
    expect(pay.status, await pay.clone().text()).toBe(200);
    return ((await pay.json()) as { transactionId: string }).transactionId;
  }

  /** Process `i` killed outright (SIGKILL): no shutdown runs, and whatever it was doing stops where it stood. */
  async function kill(i: number) {
    servers[i]!.kill("SIGKILL");
    await exited(servers[i]!);
  }

  /** Process `i` asked to stop (SIGTERM), as an orchestrator does; resolves with its exit code once it has ended. */
  async function terminate(i: number) {
    servers[i]!.kill("SIGTERM");
    await exited(servers[i]!);
    return servers[i]!.exitCode;
  }

  /** A new process on process `i`'s port, on the same database. */
  async function restart(i: number) {
    servers[i] = await startServer(ports[i]!, urls.DATABASE_URL, apiEnv);
  }

  async function close() {
    await sql.end();
    await stopServers(servers);
    await scratch.drop();
  }

  return {
    /** The scratch database's URL, for a connection of the test's own. */
    url: scratch.url,
    call,
    codeFor,
    walletOf,
    liveMerchant,
    subUser,
    invoice,
    paid,
    payOn,
    sql,
    kill,
    terminate,
    restart,
    close,
  };
}
