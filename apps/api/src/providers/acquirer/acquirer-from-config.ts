import type { Env } from "@/config/env";
import type { Acquirer } from "./acquirer";
import { sandboxAcquirer } from "./sandbox-acquirer";

/** The acquirer ACQUIRER names (config/env.ts). */
export function acquirerFromConfig(env: Env): Acquirer {
  switch (env.ACQUIRER) {
    case "sandbox":
      return sandboxAcquirer();
    default:
      throw new Error(`ACQUIRER=${env.ACQUIRER} is not available yet`);
  }
}
