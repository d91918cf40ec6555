import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, request as requests } from "@playwright/test";
import { OPERATORS_PORT } from "./hosts";

export const OPERATORS_ORIGIN = `http://localhost:${OPERATORS_PORT}`;
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../api/dist/server.mjs");

/**
 * A server run as the provider runs it before live mode: applications wait for the risk
 * operators (REVIEW=operators) and contracts are signed on paper (ESIGN=manual). The
 * operators are made first with `create-operator`, the command an operator runs (on PGlite
 * the database is one process's, so before the server starts), each with its set-up link.
 */
export async function startOperatorServer(operators: { email: string; name: string; role: string }[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-operators-"));
  const env = {
    PATH: process.env.PATH,
    PUBLIC_URL: OPERATORS_ORIGIN,
    PORT: String(OPERATORS_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    REVIEW: "operators",
    ESIGN: "manual",
    SEED_DEMO: "false",
    RATE_LIMIT_PER_MINUTE: "10000",
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "10000",
    PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: "10000",
  };
  const links = operators.map((o) => {
    const said = execFileSync(
      process.execPath,
      [server, "--create-operator", "--email", o.email, "--name", o.name, "--role", o.role],
      { env, encoding: "utf8" },
    );
    const link = /https?:\/\/\S+\/ops\/setup#token=\S+/.exec(said)?.[0];
    expect(link, said).toBeDefined();
    return link!;
  });
  const child: ChildProcess = spawn(process.execPath, [server], { env, stdio: "ignore" });
  const api = await requests.newContext({ baseURL: OPERATORS_ORIGIN });
  await expect
    .poll(async () => (await api.get("/api/health").catch(() => null))?.status(), { timeout: 60_000, intervals: [250] })
    .toBe(200);
  await api.dispose();
  return {
    links,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
