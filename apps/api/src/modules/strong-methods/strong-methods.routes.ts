import {
  ApiError,
  MethodAdded,
  Ok,
  PasskeyRegistration,
  PasswordProof,
  RecoveryCodes,
  SecurityOverview,
  SmsFallbackRequest,
  StrongMethodPolicy,
  TotpConfirmRequest,
  TotpEnrolment,
  WebAuthnJson,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireMainUser } from "@/plugins/permissions";
import { relyingParty } from "./passkeys";
import { strongMethodsService } from "./strong-methods.service";

const errors = { "4xx": ApiError };
const tags = ["security"];
const security = [{ bearer: [] }];
const ok = { ok: true as const };

/** Settings → Security: strong sign-in methods, recovery codes, the SMS fallback and the owner's policy. */
export const strongMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const methods = strongMethodsService(app);
  // A wrong password here is a guess like one at sign-in: the same limit.
  const guarded = [app.authenticate, app.rateLimit("password")];

  app.get("/security", {
    schema: {
      operationId: "getSecurityOverview",
      tags,
      summary: "The signed-in user's sign-in methods and the account's policy",
      security,
      response: { 200: SecurityOverview, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => methods.overview(authOf(req)),
  });

  app.post("/security/totp", {
    schema: {
      operationId: "startTotpEnrolment",
      tags,
      summary: "Start adding an authenticator app (asks the password): its QR code and secret, good until confirmed",
      description:
        "409 INVALID_STATE when one is already added (remove it first). A wrong password is 400 with fields.password.",
      security,
      body: PasswordProof,
      response: { 200: TotpEnrolment, ...errors },
    },
    preHandler: guarded,
    handler: (req) => methods.startTotp(authOf(req), req.body.password),
  });

  app.post("/security/totp/confirm", {
    schema: {
      operationId: "confirmTotpEnrolment",
      tags,
      summary:
        "Confirm the authenticator with one of its codes; the first strong method comes with ten recovery codes, shown once",
      security,
      body: TotpConfirmRequest,
      response: { 200: MethodAdded, ...errors },
    },
    preHandler: guarded,
    handler: (req) => methods.confirmTotp(authOf(req), req.body.code, requestLanguage(req)),
  });

  app.post("/security/totp/remove", {
    schema: {
      operationId: "removeTotp",
      tags,
      summary:
        "Remove the authenticator app (asks the password); the last strong method's removal e-mails the user and the owner",
      security,
      body: PasswordProof,
      response: { 200: Ok, ...errors },
    },
    preHandler: guarded,
    handler: async (req) => {
      await methods.removeTotp(authOf(req), req.body.password, requestLanguage(req));
      return ok;
    },
  });

  app.post("/security/passkeys/options", {
    schema: {
      operationId: "getPasskeyRegistrationOptions",
      tags,
      summary:
        "Start adding a passkey (asks the password): WebAuthn creation options for this host, good for 5 minutes",
      security,
      body: PasswordProof,
      response: { 200: WebAuthnJson, ...errors },
    },
    preHandler: guarded,
    handler: (req) => methods.passkeyOptions(authOf(req), req.body.password, relyingParty(req)),
  });

  app.post("/security/passkeys", {
    schema: {
      operationId: "createPasskey",
      tags,
      summary:
        "Add the passkey the browser created from the options; the first strong method comes with ten recovery codes",
      security,
      body: PasskeyRegistration,
      response: { 201: MethodAdded, ...errors },
    },
    preHandler: guarded,
    handler: async (req, reply) =>
      reply.status(201).send(await methods.addPasskey(authOf(req), req.body, relyingParty(req), requestLanguage(req))),
  });

  app.post("/security/passkeys/:id/remove", {
    schema: {
      operationId: "removePasskey",
      tags,
      summary: "Remove a passkey (asks the password)",
      security,
      params: z.object({ id: z.uuid() }),
      body: PasswordProof,
      response: { 200: Ok, ...errors },
    },
    preHandler: guarded,
    handler: async (req) => {
      await methods.removePasskey(authOf(req), req.params.id, req.body.password, requestLanguage(req));
      return ok;
    },
  });

  app.post("/security/recovery-codes", {
    schema: {
      operationId: "regenerateRecoveryCodes",
      tags,
      summary: "Ten new recovery codes (asks the password); the earlier ones stop working",
      security,
      body: PasswordProof,
      response: { 200: RecoveryCodes, ...errors },
    },
    preHandler: guarded,
    handler: (req) => methods.renewRecoveryCodes(authOf(req), req.body.password),
  });

  app.put("/security/sms-fallback", {
    schema: {
      operationId: "updateSmsFallback",
      tags,
      summary: "Keep SMS codes on (or off) beside the strong methods (asks the password)",
      security,
      body: SmsFallbackRequest,
      response: { 200: Ok, ...errors },
    },
    preHandler: guarded,
    handler: async (req) => {
      await methods.changeSmsFallback(authOf(req), req.body);
      return ok;
    },
  });

  app.put("/security/policy", {
    schema: {
      operationId: "updateStrongMethodPolicy",
      tags,
      summary: "The main user requires (or stops requiring) a strong sign-in method of every sub-user, at once",
      security,
      body: StrongMethodPolicy,
      response: { 200: Ok, ...errors },
    },
    preHandler: [app.authenticate, requireMainUser],
    handler: async (req) => {
      await methods.setPolicy(authOf(req), req.body.requireStrongForSubUsers);
      return ok;
    },
  });
};
