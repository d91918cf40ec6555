import {
  ApiError,
  DashboardTotals,
  DashboardTotalsQuery,
  MonthlyActivity,
  MonthlyActivityQuery,
  RecentActivity,
  RecentActivityQuery,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "@/plugins/auth";
import { dashboardService } from "./dashboard.service";

const tags = ["dashboard"];
const security = [{ bearer: [] }];
const errors = { "4xx": ApiError };
const scopeNote =
  "A sub-user sees the figures of their applications only. Amounts are in major units; days and months are Baku's (UTC+4).";

/** SPEC §7 Dashboard, with the period totals its screen compares (beyond the spec). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardService(app);
  const signedIn = app.authenticate;

  app.get("/dashboard/totals", {
    schema: {
      operationId: "getDashboardTotals",
      tags,
      security,
      summary: "What a period's payments came to, per currency, against the period before",
      description:
        `The payment attempts made from \`from\` to \`to\` (calendar days, both counted, at most 366), per currency: \`received\` (captured), \`refunded\`, ` +
        `\`net\` (received − refunded), \`payments\` (attempts that captured money: holds not completed and declined attempts are not payments), ` +
        `\`averagePayment\` (received ÷ payments), \`attempts\` (ended, approved or not), \`approved\` (paid or held) and \`successRate\` (approved ÷ attempts); ` +
        `\`previous\` is the as-long period just before. A refund or capture counts on its payment's day. ` +
        `\`held\` is what holds keep on cards now. ${scopeNote}`,
      querystring: DashboardTotalsQuery,
      response: { 200: DashboardTotals, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => dashboard.totals(authOf(req).scope, req.query, app.readDb(req)),
  });

  app.get("/dashboard/report-monthly-activity", {
    schema: {
      operationId: "getDashboardMonthlyActivity",
      tags,
      security,
      summary: "The last 12 months of payments received and refunds, per currency",
      description: `Every one of the 12 months (oldest first, the current one last) for each currency that had a payment, zeros included. ${scopeNote}`,
      querystring: MonthlyActivityQuery,
      response: { 200: MonthlyActivity, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => dashboard.monthly(authOf(req).scope, req.query.appId, app.readDb(req)),
  });

  app.get("/dashboard/recent-activity", {
    schema: {
      operationId: "listDashboardRecentActivity",
      tags,
      security,
      summary: "The latest ended payment attempts and operations (captures, refunds, reversals), newest first",
      description:
        "`kind` is `payment` for an approved attempt (paid or held), `failedAttempt` for one declined or failed (no money moved), or the operation's kind. " +
        `\`offset\` is the page's size (6 on the dashboard), \`page\` zero-based; \`hasNext\` says whether another page follows. ${scopeNote}`,
      querystring: RecentActivityQuery,
      response: { 200: RecentActivity, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => dashboard.recent(authOf(req).scope, req.query, app.readDb(req)),
  });
};
