import {
  ApiError,
  Ok,
  Operator,
  OperatorCodeRequest,
  OperatorIdParam,
  OperatorInvite,
  OperatorSession,
  OperatorSetupFinish,
  OperatorSetupStart,
  OperatorSetupToken,
  OperatorSignInRequest,
  OperatorSignInStep,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { requestLanguage } from "@/lib/request-language";
import { publicAccess } from "@/plugins/auth";
import { operatorOf } from "@/plugins/operator-auth";
import { operatorAccountsService, toOperator } from "./operator-accounts.service";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];

/** The operator console's accounts: sign-in (password, then the authenticator), set-up from a link, and the admin's list. */
export const operatorAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = operatorAccountsService(app);
  const admin = app.operatorAccess("admin");

  app.post("/ops/sign-in", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "opsSignIn",
      summary: "Operator sign-in, step one: the password; the answer's token takes the authenticator's code",
      description:
        "401 INVALID_CREDENTIALS for an unknown e-mail, a wrong password or an operator not set up or disabled alike; 429 ACCOUNT_LOCKED after too many wrong passwords and codes.",
      security: [],
      body: OperatorSignInRequest,
      response: { 200: OperatorSignInStep, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => accounts.signIn(req.body, req.ip),
  });

  app.post("/ops/sign-in/confirm", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "opsConfirmSignIn",
      summary: "Operator sign-in, step two: the authenticator app's code (SMS is never accepted)",
      description:
        "422 OTP_INVALID for a wrong or used code; 401 when the step's five minutes have passed (sign in again).",
      security: [],
      body: OperatorCodeRequest,
      response: { 200: OperatorSession, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => accounts.confirm(req.body, req.ip),
  });

  app.post("/ops/setup/start", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "opsStartSetup",
      summary: "Open a one-time set-up link: who is being set up, and the authenticator to add",
      description: "422 LINK_INVALID when the link was used or has expired.",
      security: [],
      body: OperatorSetupToken,
      response: { 200: OperatorSetupStart, ...errors },
    },
    preHandler: app.rateLimit("password"),
    handler: (req) => accounts.setupStart(req.body.token),
  });

  app.post("/ops/setup/finish", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "opsFinishSetup",
      summary: "Finish set-up with a password (12 characters or more) and the authenticator's first code; signs in",
      security: [],
      body: OperatorSetupFinish,
      response: { 200: OperatorSession, ...errors },
    },
    preHandler: app.rateLimit("password"),
    handler: (req) => accounts.setupFinish(req.body, req.ip),
  });

  app.post("/ops/sign-out", {
    schema: {
      tags,
      operationId: "opsSignOut",
      summary: "End this operator session",
      security,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.operatorAccess(),
    handler: async (req) => {
      await accounts.signOut(operatorOf(req));
      return { ok: true as const };
    },
  });

  app.get("/ops/me", {
    schema: {
      tags,
      operationId: "opsGetCurrentOperator",
      summary: "The signed-in operator",
      security,
      response: { 200: Operator, ...errors },
    },
    preHandler: app.operatorAccess(),
    handler: (req) => toOperator(operatorOf(req).operator),
  });

  app.get("/ops/operators", {
    schema: {
      tags,
      operationId: "opsListOperators",
      summary: "Every operator, oldest first (admin)",
      security,
      response: { 200: z.array(Operator), ...errors },
    },
    preHandler: admin,
    handler: () => accounts.list(),
  });

  app.post("/ops/operators", {
    schema: {
      tags,
      operationId: "opsInviteOperator",
      summary: "Invite an operator (admin): the set-up link goes to their e-mail only",
      description: "400 with fields.email validation.emailTaken when an operator has this e-mail.",
      security,
      body: OperatorInvite,
      response: { 201: Operator, ...errors },
    },
    preHandler: admin,
    handler: async (req, reply) =>
      reply.code(201).send(await accounts.invite(operatorOf(req), req.body, requestLanguage(req))),
  });

  app.post("/ops/operators/:operatorId/disable", {
    schema: {
      tags,
      operationId: "opsDisableOperator",
      summary: "Disable an operator (admin): their sessions end at once",
      description: "409 INVALID_STATE for yourself.",
      security,
      params: OperatorIdParam,
      response: { 200: Operator, ...errors },
    },
    preHandler: admin,
    handler: (req) => accounts.disable(operatorOf(req), req.params.operatorId),
  });
};
