import type { FastifyBaseLogger } from "fastify";
import type { Env } from "@/config/env";
import type { Db } from "@/db/client";
import type { Acquirer } from "./acquirer";
import { kapitalAcquirer } from "./kapital/kapital-acquirer";
import { sandboxAcquirer } from "./sandbox-acquirer";
import { sandboxHostedAcquirer } from "./sandbox-hosted-acquirer";

/**
 * What an acquirer may need besides its settings: the sandbox hosted one keeps its orders in the
 * database; Kapital Bank's logs retries and reconciliations (the server's logger).
 */
export interface AcquirerDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** The acquirer ACQUIRER names (config/env.ts). */
export function acquirerFromConfig(env: Env, deps: AcquirerDeps): Acquirer {
  switch (env.ACQUIRER) {
    case "sandbox":
      return sandboxAcquirer();
    case "sandbox-hosted":
      // Its card page is a sandbox page: live mode refuses this acquirer (config/env.ts).
      return sandboxHostedAcquirer(deps);
    case "kapital":
      // env.ts requires the three settings with ACQUIRER=kapital.
      return kapitalAcquirer({
        apiUrl: env.KAPITAL_API_URL!,
        login: env.KAPITAL_LOGIN!,
        password: env.KAPITAL_PASSWORD!,
        log: deps.log,
      });
  }
}
