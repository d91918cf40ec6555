import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServers } from "@/test-support/server-process";
import { scratchPostgres } from "@/test-support/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;

// DESIGN §7: nothing that matters lives in one process's memory.
describe.skipIf(!serverUrl)("two API processes on one PostgreSQL", () => {
  const ports = [3911, 3912] as const;
  const servers: ChildProcess[] = [];
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const scratch = await scratchPostgres(serverUrl!);
    drop = scratch.drop;
    // Both start together: migrations wait on each other's lock.
    // Each is kept as soon as it answers, so one failing to start leaves none behind.
    await Promise.all(ports.map(async (port) => servers.push(await startServer(port, scratch.url))));
  }, 180_000);
  afterAll(async () => {
    await stopServers(servers);
    await drop();
  });

  const a = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${ports[0]}${p}`, init);
  const b = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${ports[1]}${p}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const codeFor = async (to: string) => {
    const [msg] = (await (await b(`/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
    return /\d{6}/.exec(msg!.text)![0];
  };

  it("shares accounts, codes, sessions and failed sign-in counts", async () => {
    const m = {
      email: "shared@example.az",
      fullName: "Şəbnəm Əliyeva",
      password: "Shared#2026",
      mobilePhone: "+994507770011",
    };
    expect((await a("/api/register", json(m))).status).toBe(201);
    expect((await b(`/api/confirmAccount/${await codeFor(m.mobilePhone)}`, json({ email: m.email }))).status).toBe(200);

    expect((await a("/api/login", json({ username: m.email, password: m.password }))).status).toBe(200);
    const approved = await b(`/api/approveLogin/${await codeFor(m.mobilePhone)}/${encodeURIComponent(m.email)}`, {
      method: "POST",
    });
    const { accessToken } = (await approved.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await a("/api/session", { headers: auth })).status).toBe(200);
    expect((await b("/api/logout", { method: "POST", headers: auth })).status).toBe(200);
    expect((await a("/api/session", { headers: auth })).status).toBe(401);

    // Failed passwords on either process count towards one limit.
    for (const server of [a, b, a])
      expect((await server("/api/login", json({ username: m.email, password: "Wrong#2026" }))).status).toBe(401);
    const locked = await b("/api/login", json({ username: m.email, password: m.password }));
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { code: string }).code).toBe("ACCOUNT_LOCKED");
  });
});
