import { ApiError, OperatorAuditPage, OperatorSettings, PageQuery } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { operatorOf } from "@/plugins/operator-auth";
import { actorOf } from "./operator-accounts.service";
import { operatorAuditCsv } from "./operator-audit-export";
import { operatorAuditPage, recordOperatorAction } from "./operator-audit.repo";
import { operatorSettingsService } from "./operator-settings.service";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];

/** What only admins read and keep: the operator audit trail and the console's settings. */
export const operatorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.operatorAccess("admin");
  const settings = operatorSettingsService(app);

  app.get("/ops/audit", {
    schema: {
      tags,
      operationId: "opsListAuditEntries",
      summary: "The operator audit trail, newest first, twenty a page (admin)",
      security,
      querystring: PageQuery,
      response: { 200: OperatorAuditPage, ...errors },
    },
    preHandler: admin,
    handler: (req) => operatorAuditPage(app.db, req.query.page),
  });

  app.get("/ops/audit/export", {
    schema: {
      tags,
      operationId: "opsExportAuditEntries",
      summary: "The whole operator audit trail as CSV (admin); the export is itself recorded",
      security,
      produces: ["text/csv"],
      response: { 200: z.string(), ...errors },
    },
    preHandler: admin,
    handler: async (req, reply) => {
      const csv = await app.db.transaction(async (tx) => {
        await recordOperatorAction(tx, actorOf(operatorOf(req)), { action: "audit.exported" }, app.clock());
        return operatorAuditCsv(tx);
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="operator-audit.csv"')
        .send(csv);
    },
  });

  app.get("/ops/settings", {
    schema: {
      tags,
      operationId: "opsGetConsoleSettings",
      summary: "The console's settings (admin)",
      security,
      response: { 200: OperatorSettings, ...errors },
    },
    preHandler: admin,
    handler: () => settings.read(),
  });

  app.put("/ops/settings", {
    schema: {
      tags,
      operationId: "opsUpdateConsoleSettings",
      summary: "Change the console's settings (admin): the categories whose review needs two risk operators",
      security,
      body: OperatorSettings,
      response: { 200: OperatorSettings, ...errors },
    },
    preHandler: admin,
    handler: (req) => settings.change(operatorOf(req), req.body),
  });
};
