import {
  ApiError,
  ApproveLoginParams,
  ApproveLoginResponse,
  EmailBody,
  EmailQuery,
  EmailVerificationSent,
  GuidParam,
  LinkTokenParam,
  LoginPasskeyAssertion,
  LoginRequest,
  NewPasswordRequest,
  Ok,
  OtpParam,
  OtpResent,
  OtpSent,
  PasskeyLoginOptions,
  PasskeyLoginRequest,
  RecoveryLoginRequest,
  RegisterRequest,
  ReleasedCode,
  SessionCheck,
  WebAuthnJson,
} from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "@/lib/request-language";
import { authOf, publicAccess } from "@/plugins/auth";
import { toAuthUser } from "./auth.mappers";
import { authService, type Caller } from "./auth.service";
import { secondStepsOf } from "@/modules/strong-methods/second-steps";
import { secondStep } from "@/modules/otp/second-step";
import { relyingParty } from "@/modules/strong-methods/passkeys";
import { renewIfDue } from "./session-renewal";
import { strongSignIn } from "./strong-sign-in";

const errors = { "4xx": ApiError };
const tags = ["auth"];
const callerOf = (req: FastifyRequest): Caller => ({ lang: requestLanguage(req), ip: req.ip });
const sessionCallerOf = (req: FastifyRequest) => ({ ...callerOf(req), userAgent: req.headers["user-agent"] });

/** SPEC §7 Auth, plus the session check the shell runs on entry and the links we e-mail. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app);
  const strong = strongSignIn(app);
  const steps = secondStep(app);
  const ok = { ok: true as const };

  app.post("/register", {
    config: publicAccess,
    schema: {
      operationId: "registerAccount",
      tags,
      summary: "Register a merchant account; texts a code to the phone (the same answer whatever the e-mail's state)",
      description:
        "Refused with 429 TOO_MANY_REGISTRATIONS when the client's address started REGISTRATIONS_PER_ADDRESS_PER_HOUR (10) " +
        "registrations in the last hour, and 429 RATE_LIMITED when the phone was sent 5 codes in the last 10 minutes or 20 in " +
        "the last 24 hours (sliding windows; `retryAfter` is when the window has room again). A refused call is not counted.",
      body: RegisterRequest,
      response: { 201: OtpSent, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: async (req, reply) => reply.status(201).send(await auth.register(req.body, callerOf(req))),
  });

  app.get("/otp/init/register", {
    config: publicAccess,
    schema: {
      operationId: "sendRegistrationCode",
      tags,
      summary: "Resend the registration code (the same answer for every e-mail)",
      querystring: EmailQuery,
      response: { 200: OtpResent, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: (req) => auth.resendRegisterCode(req.query.email, requestLanguage(req)),
  });

  app.post("/confirmAccount/:OTP", {
    config: publicAccess,
    schema: {
      operationId: "confirmRegistration",
      tags,
      summary: "Confirm the registration with its code; e-mails the address's confirmation link",
      params: OtpParam,
      body: EmailBody,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: async (req) => {
      await auth.confirmAccount(req.params.OTP, req.body.email, requestLanguage(req));
      return ok;
    },
  });

  app.post("/verify-email/resend", {
    schema: {
      operationId: "resendVerificationEmail",
      tags,
      summary: "E-mail the signed-in user's confirmation link again",
      security: [{ bearer: [] }],
      response: { 200: EmailVerificationSent, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => auth.resendVerification(authOf(req).user, requestLanguage(req)),
  });

  app.post("/verify-email/:token", {
    config: publicAccess,
    schema: {
      operationId: "verifyEmail",
      tags,
      summary: "Confirm an e-mail address from the link sent to it",
      params: LinkTokenParam,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: async (req) => {
      await auth.verifyEmail(req.params.token);
      return ok;
    },
  });

  app.post("/verify-email/:token/release", {
    config: publicAccess,
    schema: {
      operationId: "releaseRegistration",
      tags,
      summary: '"I did not register": remove the unconfirmed registration made with this address',
      params: LinkTokenParam,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: async (req) => {
      await auth.releaseRegistration(req.params.token);
      return ok;
    },
  });

  app.post("/login", {
    config: publicAccess,
    schema: {
      operationId: "startLogin",
      tags,
      summary:
        "Check the password; texts a sign-in code (429 ACCOUNT_LOCKED or RATE_LIMITED after wrong passwords, with retryAfter)",
      body: LoginRequest,
      response: { 200: OtpSent, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => auth.login(req.body, callerOf(req)),
  });

  app.get("/otp/init/login", {
    config: publicAccess,
    schema: {
      operationId: "sendLoginCode",
      tags,
      summary: "Resend the sign-in code (only within 15 minutes of a correct password)",
      querystring: EmailQuery,
      response: { 200: OtpResent, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => auth.resendLoginCode(req.query.email, requestLanguage(req)),
  });

  app.post("/approveLogin/:OTP/:email", {
    config: publicAccess,
    schema: {
      operationId: "confirmLogin",
      tags,
      summary: "Finish signing in with the code; returns the access token",
      params: ApproveLoginParams,
      response: { 200: ApproveLoginResponse, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => auth.approveLogin(req.params.OTP, req.params.email, sessionCallerOf(req)),
  });

  app.post("/login/recovery", {
    config: publicAccess,
    schema: {
      operationId: "confirmLoginWithRecoveryCode",
      tags,
      summary:
        "Finish signing in with a recovery code in place of the second step (after the password); each code works once",
      description:
        "A wrong code counts as a wrong one-time code (OTP_INVALID with attemptsLeft; 5 per step, 10 a day).",
      body: RecoveryLoginRequest,
      response: { 200: ApproveLoginResponse, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => strong.withRecoveryCode(req.body, sessionCallerOf(req)),
  });

  app.post("/login/step/passkey-options", {
    config: publicAccess,
    schema: {
      operationId: "getLoginStepPasskeyOptions",
      tags,
      summary: "WebAuthn options to touch a passkey for the open sign-in step of this e-mail (after the password)",
      body: EmailBody,
      response: { 200: WebAuthnJson, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => steps.passkeyOptions({ purpose: "login", email: req.body.email }, relyingParty(req)),
  });

  app.post("/login/step/passkey", {
    config: publicAccess,
    schema: {
      operationId: "verifyLoginStepPasskey",
      tags,
      summary: "A passkey's touch for the open sign-in step: answers a code to finish with POST api/approveLogin",
      body: LoginPasskeyAssertion,
      response: { 200: ReleasedCode, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) =>
      steps.passkeyTouched(
        { purpose: "login", email: req.body.email.trim().toLowerCase() },
        req.body.response,
        relyingParty(req),
      ),
  });

  app.post("/login/passkey/options", {
    config: publicAccess,
    schema: {
      operationId: "getPasskeyLoginOptions",
      tags,
      summary: "Sign in with a passkey alone: WebAuthn options for any passkey of this host, good for 5 minutes",
      response: { 200: PasskeyLoginOptions, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => strong.passkeyOptions(relyingParty(req)),
  });

  app.post("/login/passkey", {
    config: publicAccess,
    schema: {
      operationId: "signInWithPasskey",
      tags,
      summary: "Sign in with a passkey alone (the authenticator verified its user with a PIN or biometrics)",
      body: PasskeyLoginRequest,
      response: { 200: ApproveLoginResponse, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: (req) => strong.withPasskey(req.body, relyingParty(req), sessionCallerOf(req)),
  });

  app.post("/unlock-account/:token", {
    config: publicAccess,
    schema: {
      operationId: "unlockAccount",
      tags,
      summary: "Lift a sign-in lock from the link e-mailed to the account",
      params: LinkTokenParam,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("login"),
    handler: async (req) => {
      await auth.unlockAccount(req.params.token);
      return ok;
    },
  });

  app.post("/forgot-password", {
    config: publicAccess,
    schema: {
      operationId: "requestPasswordReset",
      tags,
      summary: "E-mail a link to set a new password",
      body: EmailBody,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("password"),
    handler: async (req) => {
      await auth.forgotPassword(req.body.email, requestLanguage(req));
      return ok;
    },
  });

  // Said when the page opens, not after a new password was typed; a look uses nothing up.
  app.get("/confirm-password/:guid", {
    config: publicAccess,
    schema: {
      operationId: "checkPasswordResetLink",
      tags,
      summary: "Check that a reset link still works (200), or 422 RESET_LINK_INVALID; uses nothing up",
      params: GuidParam,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("password"),
    handler: async (req) => {
      await auth.checkPasswordReset(req.params.guid);
      return ok;
    },
  });

  app.post("/confirm-password/:guid", {
    config: publicAccess,
    schema: {
      operationId: "resetPassword",
      tags,
      summary: "Set a new password from a reset link",
      params: GuidParam,
      body: NewPasswordRequest,
      response: { 200: Ok, ...errors },
    },
    preHandler: app.rateLimit("password"),
    handler: async (req) => {
      await auth.confirmPassword(req.params.guid, req.body.password);
      return ok;
    },
  });

  app.post("/logout", {
    schema: {
      operationId: "signOut",
      tags,
      summary: "End this session",
      security: [{ bearer: [] }],
      response: { 200: Ok, ...errors },
    },
    preHandler: app.authenticate,
    handler: async (req) => {
      await auth.logout(authOf(req).sessionId);
      return ok;
    },
  });

  app.get("/session", {
    schema: {
      operationId: "getSession",
      tags,
      summary: "Session check: the signed-in user; a remembered session may come back with a new accessToken to keep",
      security: [{ bearer: [] }],
      response: { 200: SessionCheck, ...errors },
    },
    preHandler: app.authenticate,
    handler: async (req) => {
      const context = authOf(req);
      const accessToken = await renewIfDue(app, context);
      const steps = {
        secondSteps: await secondStepsOf(app.db, context.user),
        mustAddStrongMethod: context.session.needsStrongMethod,
      };
      return { ...toAuthUser(context.user, steps), ...(accessToken ? { accessToken } : {}) };
    },
  });
};
