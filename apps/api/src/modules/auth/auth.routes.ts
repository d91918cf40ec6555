import {
  ApiError,
  ApproveLoginParams,
  ApproveLoginResponse,
  AuthUser,
  EmailBody,
  EmailQuery,
  GuidParam,
  LoginRequest,
  NewPasswordRequest,
  Ok,
  OtpParam,
  OtpResent,
  OtpSent,
  RegisterRequest,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { toAuthUser } from "./auth.mappers";
import { authService } from "./auth.service";

const errors = { "4xx": ApiError };
const tags = ["auth"];

/** SPEC §7 Auth, plus the session check the shell runs on entry. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app);
  const ok = { ok: true as const };

  app.post("/register", {
    schema: { tags, summary: "Register a merchant account; sends a code to the phone", body: RegisterRequest, response: { 201: OtpSent, ...errors } },
    preHandler: app.rateLimit("register"),
    handler: async (req, reply) => reply.status(201).send(await auth.register(req.body, requestLanguage(req))),
  });

  app.get("/otp/init/register", {
    schema: { tags, summary: "Resend the registration code", querystring: EmailQuery, response: { 200: OtpResent, ...errors } },
    preHandler: app.rateLimit("register"),
    handler: (req) => auth.resendRegisterCode(req.query.email, requestLanguage(req)),
  });

  app.post("/confirmAccount/:OTP", {
    schema: { tags, summary: "Confirm the registration with its code", params: OtpParam, body: EmailBody, response: { 200: Ok, ...errors } },
    preHandler: app.rateLimit("register"),
    handler: async (req) => {
      await auth.confirmAccount(req.params.OTP, req.body.email);
      return ok;
    },
  });

  app.post("/login", {
    schema: { tags, summary: "Check the password; sends a sign-in code", body: LoginRequest, response: { 200: OtpSent, ...errors } },
    preHandler: app.rateLimit("login"),
    handler: (req) => auth.login(req.body, requestLanguage(req)),
  });

  app.get("/otp/init/login", {
    schema: { tags, summary: "Resend the sign-in code", querystring: EmailQuery, response: { 200: OtpResent, ...errors } },
    preHandler: app.rateLimit("login"),
    handler: (req) => auth.resendLoginCode(req.query.email, requestLanguage(req)),
  });

  app.post("/approveLogin/:OTP/:email", {
    schema: { tags, summary: "Finish signing in with the code; returns the access token", params: ApproveLoginParams, response: { 200: ApproveLoginResponse, ...errors } },
    preHandler: app.rateLimit("login"),
    handler: (req) => auth.approveLogin(req.params.OTP, req.params.email),
  });

  app.post("/forgot-password", {
    schema: { tags, summary: "E-mail a link to set a new password", body: EmailBody, response: { 200: Ok, ...errors } },
    preHandler: app.rateLimit("password"),
    handler: async (req) => {
      await auth.forgotPassword(req.body.email, requestLanguage(req));
      return ok;
    },
  });

  app.post("/confirm-password/:guid", {
    schema: { tags, summary: "Set a new password from a reset link", params: GuidParam, body: NewPasswordRequest, response: { 200: Ok, ...errors } },
    preHandler: app.rateLimit("password"),
    handler: async (req) => {
      await auth.confirmPassword(req.params.guid, req.body.password);
      return ok;
    },
  });

  app.post("/logout", {
    schema: { tags, summary: "End this session", security: [{ bearer: [] }], response: { 200: Ok, ...errors } },
    preHandler: app.authenticate,
    handler: async (req) => {
      await auth.logout(authOf(req).sessionId);
      return ok;
    },
  });

  app.get("/session", {
    schema: { tags, summary: "Session check: the signed-in user", security: [{ bearer: [] }], response: { 200: AuthUser, ...errors } },
    preHandler: app.authenticate,
    handler: async (req) => toAuthUser(authOf(req).user),
  });
};
