import {
  AccountUser,
  AccountUserPage,
  ApiError,
  AuditPage,
  AuditQuery,
  Ok,
  OtpParam,
  PageQuery,
  regionOf,
  SubUserCodeSent,
  SubUserCreated,
  SubUserInput,
  UserAccessRequest,
  UserIdParam,
  UserListQuery,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { requestLanguage } from "@/lib/request-language";
import { auditService } from "@/modules/audit/audit.service";
import { authOf } from "@/plugins/auth";
import { requireMainUser, requireUserManager } from "@/plugins/permissions";
import { usersService } from "./users.service";
import { usersExportRoute } from "./users-export.routes";

const errors = { "4xx": ApiError };
const tags = ["users"];
const security = [{ bearer: [] }];
const managers = "(the main user, or an administrator)";

/** SPEC §7 Users: the account's people, sub-users made with a code, their access; and the audit trail. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(app);
  const audit = auditService(app);
  const manage = [app.authenticate, requireUserManager];

  app.get("/users", {
    schema: {
      tags,
      operationId: "listUsers",
      security,
      summary: `The account's users, the main user first, ten a page ${managers}`,
      description:
        "Each with role, permissions, the applications they may act on, status (`invited` until the set-password link is used, `active`, `deactivated`), " +
        'last sign-in, and who last set their access and when (SPEC §6 "who allowed"). `fullName` matches part of the name or e-mail in any case. Deleted users are not listed.',
      querystring: UserListQuery,
      response: { 200: AccountUserPage, ...errors },
    },
    preHandler: manage,
    handler: (req) => users.list(authOf(req), req.query),
  });

  app.get("/user", {
    schema: {
      tags,
      operationId: "searchUsers",
      security,
      summary: `Search the account's users by name (SPEC §7 \`GET api/user?fullName\`) ${managers}`,
      description: "The same page as `GET api/users` with its `fullName` filter.",
      querystring: UserListQuery,
      response: { 200: AccountUserPage, ...errors },
    },
    preHandler: manage,
    handler: (req) => users.list(authOf(req), req.query),
  });

  app.get("/otp/init/sub-user", {
    schema: {
      tags,
      operationId: "sendSubUserCode",
      security,
      summary: `Start adding a user: texts the acting user a code (SPEC §4 sensitive action) ${managers}`,
      response: { 200: SubUserCodeSent, ...errors },
    },
    preHandler: manage,
    handler: (req) => users.sendCode(authOf(req), requestLanguage(req)),
  });

  app.post("/user/registerPmd/:OTP", {
    schema: {
      tags,
      operationId: "createSubUser",
      security,
      summary: `Add a sub-user, confirmed with the code of \`GET api/otp/init/sub-user\` ${managers}`,
      description:
        "The new user gets an e-mail with a link to set their own password (it works 30 minutes, like a password-reset link; after that they use " +
        '"Forgot password?"); nobody else sees or types it. Their e-mail is confirmed when they use it. No escalation: a manager who is not the main user ' +
        "gives only permissions and applications they hold, and never the administrator role (403 GRANT_BEYOND_OWN). An e-mail already used anywhere, or " +
        "a phone of another user of the account, is 400 with `fields.email` / `fields.mobilePhone`. An `Idempotency-Key` makes a retry get the first answer.",
      params: OtpParam,
      body: SubUserInput,
      response: { 201: SubUserCreated, ...errors },
    },
    preHandler: manage,
    handler: async (req, reply) =>
      reply.code(201).send(
        await users.create(authOf(req), req.body, {
          code: req.params.OTP,
          lang: requestLanguage(req),
          idempotencyKey: idempotencyKeyOf(req.headers["idempotency-key"]),
        }),
      ),
  });

  app.post("/user/access", {
    schema: {
      tags,
      operationId: "updateUserAccess",
      security,
      summary: `Set a sub-user's role, permissions and applications ${managers}`,
      description:
        "Recorded with who allowed it and when. It applies from the user's next call; a deactivated user is active again. Nobody changes their own access " +
        "or the main user's (403). A manager " +
        "who is not the main user gives only what they hold, and cannot change a user who holds more (403 GRANT_BEYOND_OWN).",
      body: UserAccessRequest,
      response: { 200: AccountUser, ...errors },
    },
    preHandler: manage,
    handler: (req) => users.setAccess(authOf(req), req.body),
  });

  app.delete("/user/:id", {
    schema: {
      tags,
      operationId: "deactivateSubUser",
      security,
      summary: `Deactivate a sub-user: access removed, signed out everywhere at once, history kept ${managers}`,
      description:
        "Unlike `DELETE api/user/delete/{id}`, the person stays on the list as `deactivated`, with their e-mail, phone and access as they were; " +
        "`POST api/user/access` gives them access again. Not the main user, not yourself.",
      params: UserIdParam,
      response: { 200: AccountUser, ...errors },
    },
    preHandler: manage,
    handler: (req) => users.deactivate(authOf(req), req.params.id),
  });

  app.delete("/user/delete/:id", {
    schema: {
      tags,
      operationId: "deleteSubUser",
      security,
      summary: `Delete a sub-user: the person is removed ${managers}`,
      description:
        "Unlike deactivation, the user leaves the list for good: sessions end, the e-mail and phone are cleared (the e-mail may be used again), " +
        "and access is emptied. What they did (invoices, refunds, the audit trail) keeps their name. Not the main user, not yourself.",
      params: UserIdParam,
      response: { 200: Ok, ...errors },
    },
    preHandler: manage,
    handler: async (req) => {
      await users.remove(authOf(req), req.params.id);
      return { ok: true as const };
    },
  });

  app.get("/users/:id/activity", {
    schema: {
      tags,
      operationId: "listUserActivity",
      security,
      summary: `What a user did, and what was done to their access, newest first, ten a page ${managers}`,
      description:
        "A manager who is not the main user reads only users holding no more than they do (else 403 GRANT_BEYOND_OWN).",
      params: UserIdParam,
      querystring: PageQuery,
      response: { 200: AuditPage, ...errors },
    },
    preHandler: manage,
    handler: (req) => users.activity(authOf(req), req.params.id, req.query.page, regionOf(req.hostname)),
  });

  app.get("/audit-events", {
    schema: {
      tags,
      operationId: "listAccountAuditEvents",
      security,
      summary: "The account's audit trail, newest first, ten a page (main user only)",
      description:
        "Every change of users and their access, and every action that moves money or changes an application, with who acted, when, on what, and " +
        "how it ended (`succeeded`, `refused` with the error code, `failed`). Filters: `userId` (acted or acted on), `action`, `outcome`, and `from`/`to` " +
        "as inclusive calendar days in the region's time zone.",
      querystring: AuditQuery,
      response: { 200: AuditPage, ...errors },
    },
    preHandler: [app.authenticate, requireMainUser],
    handler: (req) => audit.list(authOf(req).user.accountId, req.query, regionOf(req.hostname)),
  });

  await app.register(usersExportRoute);
};
