import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { publicAccess } from "@/plugins/auth";
import { readinessCheck } from "./readiness";

const Outcome = z.enum(["ok", "unreachable", "timeout", "behind", "shutting_down", "off", "degraded"]);
const Ready = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({ database: Outcome, migrations: Outcome, redis: Outcome, shutdown: Outcome }),
});
const Live = z.object({ status: z.literal("ok") });

/** Under pressure the API refuses work, but a probe still answers: a busy process is not a dead one. */
const answerUnderPressure = { pressureHandler: () => undefined };

/**
 * The orchestrator's probes (docs/operations.md): `/livez`, the process answers (nothing else
 * asked, so a database outage never restarts it); `/readyz`, it should be sent requests.
 */
export const probesRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = readinessCheck(app);
  app.get("/livez", {
    config: { ...publicAccess, ...answerUnderPressure },
    schema: {
      operationId: "getLiveness",
      tags: ["health"],
      summary: "200 while the process runs; asks nothing of the database",
      response: { 200: Live },
    },
    handler: async () => ({ status: "ok" as const }),
  });
  app.get("/readyz", {
    config: { ...publicAccess, ...answerUnderPressure },
    schema: {
      operationId: "getReadiness",
      tags: ["health"],
      summary:
        "200 when the database answers within READY_TIMEOUT_MS with every migration applied and the process is not shutting down (Redis out, where set, is `degraded`: still 200); 503 naming what failed",
      response: { 200: Ready, 503: Ready },
    },
    handler: async (_req, reply) => {
      const { ready, checks } = await readiness();
      if (!ready) app.log.warn({ checks }, "not ready");
      return reply.status(ready ? 200 : 503).send({ status: ready ? "ready" : "unavailable", checks });
    },
  });
};
