import {
  ApiError,
  type Language,
  PAGE_SIZE,
  permissionLabels,
  type Region,
  regionOf,
  regionTimeZone,
  regionZoneLabel,
  roleLabels,
  UserListQuery,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { requestLanguage } from "@/lib/request-language";
import { cellText } from "@/lib/cell-text";
import { wallClockIn } from "@/lib/wall-clock";
import { authOf } from "@/plugins/auth";
import { requireUserManager } from "@/plugins/permissions";
import { userMessages } from "./users.messages";
import { usersService } from "./users.service";

/** An account has tens of users, not thousands: the workbook is made in memory, page by page of the list. */
const MAX_PAGES = 1000;

/** SPEC §7 `GET api/users/export`: the Users list as an Excel workbook, in the user's language. */
export const usersExportRoute: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(app);

  app.get("/users/export", {
    schema: {
      tags: ["users"],
      operationId: "exportUsers",
      security: [{ bearer: [] }],
      summary:
        "The account's users as an Excel workbook, headers in the user's language (the main user, or an administrator)",
      description:
        "The same users as `GET api/users` (with its `fullName` filter), all pages. Text cells never start a formula.",
      querystring: z.omit(UserListQuery, { page: true }),
      response: {
        200: {
          description: "The workbook, as an attachment named users-YYYY-MM-DD.xlsx.",
          content: { [XLSX_MEDIA_TYPE]: { schema: z.string().register(z.globalRegistry, { format: "binary" }) } },
        },
        "4xx": ApiError,
      },
    },
    preHandler: [app.authenticate, requireUserManager],
    handler: async (req, reply) => {
      const auth = authOf(req);
      const language = requestLanguage(req);
      const region = regionOf(req.hostname);
      const rows = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { content, totalPages } = await users.list(auth, { page, fullName: req.query.fullName });
        rows.push(...content);
        if (page + 1 >= totalPages || content.length < PAGE_SIZE) break;
      }
      const wallClock = wallClockIn(regionTimeZone[region]);
      const body = Buffer.from(await usersWorkbook(rows, language, region, wallClock).xlsx.writeBuffer());
      const day = wallClock(app.clock()).toISOString().slice(0, 10);
      // The schema's 200 documents the bytes; the typed reply knows only JSON answers.
      const untyped: FastifyReply = reply;
      return untyped
        .code(200)
        .type(XLSX_MEDIA_TYPE)
        .header("content-disposition", `attachment; filename="users-${day}.xlsx"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  });
};

type Listed = Awaited<ReturnType<ReturnType<typeof usersService>["list"]>>["content"][number];

function usersWorkbook(rows: Listed[], language: Language, region: Region, wallClock: (instant: Date) => Date) {
  const words = userMessages(language).sheet;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.name);
  const h = words.headers;
  // Excel's dates have no zone: the headers over them say which clock they are on (DESIGN §3).
  const zoned = (header: string) => `${header} (${regionZoneLabel(region, language)})`;
  sheet.columns = [
    { header: h.fullName, width: 26 },
    { header: h.email, width: 30 },
    { header: h.mobilePhone, width: 16 },
    { header: h.role, width: 18 },
    { header: h.permissions, width: 60 },
    { header: h.applications, width: 30 },
    { header: h.status, width: 14 },
    { header: zoned(h.lastSignIn), width: 26, style: { numFmt: "yyyy-mm-dd hh:mm" } },
    { header: h.allowedBy, width: 26 },
    { header: zoned(h.allowedAt), width: 26, style: { numFmt: "yyyy-mm-dd hh:mm" } },
  ];
  sheet.getRow(1).font = { bold: true };
  const text = (value: string) => cellText(value);
  const when = (iso: string | null) => (iso ? wallClock(new Date(iso)) : null);
  for (const u of rows) {
    sheet.addRow([
      text(u.fullName),
      text(u.email),
      text(u.mobilePhone),
      u.role ? roleLabels[u.role][language] : words.mainUser,
      u.permissions.map((p) => permissionLabels[p][language]).join(", "),
      u.userType === "main" ? words.allApplications : text(u.applications.map((a) => a.appName).join(", ")),
      words.status[u.status],
      when(u.lastSignInAt),
      u.accessGrantedBy ? text(u.accessGrantedBy.fullName) : null,
      when(u.accessGrantedAt),
    ]);
  }
  return workbook;
}
