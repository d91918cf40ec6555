import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { publicAccess } from "@/plugins/auth";
import { pingDatabase } from "./health.repo";

const Health = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["pglite", "postgres"]) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", {
    config: publicAccess,
    schema: {
      operationId: "getHealth",
      tags: ["health"],
      summary: "200 when the database answers, 503 otherwise",
      response: { 200: Health, 503: Health },
    },
    handler: async (_req, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: "ok" as const, database: app.databaseKind };
      } catch (err) {
        app.log.warn({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable", database: app.databaseKind });
      }
    },
  });
};
