import {
  ActionPasskeyAssertion,
  ActionPurposeBody,
  ApiError,
  OtpResent,
  ReleasedCode,
  WebAuthnJson,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "@/lib/request-language";
import { relyingParty } from "@/modules/strong-methods/passkeys";
import { authOf } from "@/plugins/auth";
import { secondStep } from "./second-step";

const errors = { "4xx": ApiError };
const tags = ["security"];
const security = [{ bearer: [] }];

/** The other ways to meet a signed-in user's open code step: a passkey's touch, or the SMS they keep on. */
export const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const steps = secondStep(app);

  app.post("/security/step/passkey-options", {
    schema: {
      operationId: "getActionStepPasskeyOptions",
      tags,
      summary: "WebAuthn options to touch a passkey for the user's open code step of this purpose",
      security,
      body: ActionPurposeBody,
      response: { 200: WebAuthnJson, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) =>
      steps.passkeyOptions({ purpose: req.body.purpose, userId: authOf(req).user.id }, relyingParty(req)),
  });

  app.post("/security/step/passkey", {
    schema: {
      operationId: "verifyActionStepPasskey",
      tags,
      summary: "A passkey's touch for the open code step: answers a code of that step to confirm it with, as if typed",
      security,
      body: ActionPasskeyAssertion,
      response: { 200: ReleasedCode, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) =>
      steps.passkeyTouched(
        { purpose: req.body.purpose, userId: authOf(req).user.id },
        req.body.response,
        relyingParty(req),
      ),
  });

  app.post("/security/step/sms", {
    schema: {
      operationId: "sendActionStepSmsCode",
      tags,
      summary: "Text the open code step's code instead (only for a user who keeps SMS on)",
      security,
      body: ActionPurposeBody,
      response: { 200: OtpResent, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) =>
      steps.textInstead({ purpose: req.body.purpose, userId: authOf(req).user.id }, requestLanguage(req)),
  });
};
