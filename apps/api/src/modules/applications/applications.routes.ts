import multipart from "@fastify/multipart";
import {
  ApiError,
  AppConfigUpdate,
  AppIdOtpParams,
  AppIdParam,
  Application,
  ApplicationDetail,
  LOGO_MAX_BYTES,
  LogoUploaded,
  OtpResent,
  ReviewParams,
  RotateKeyQuery,
  SecretKey,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { publicOrigin } from "@/lib/public-origin";
import { requestLanguage } from "@/lib/request-language";
import { authOf, publicAccess } from "@/plugins/auth";
import { requireMainUser, requireAction } from "@/plugins/permissions";
import { applicationsService } from "./applications.service";
import { requireMultipart, uploadedFile } from "@/lib/uploaded-file";
import { uploadSchema } from "@/lib/openapi-uploads";

const errors = { "4xx": ApiError };
const tags = ["applications"];
const security = [{ bearer: [] }];

/** SPEC §7 Apps. */
const logoUpload = { what: "the logo", maxBytes: LOGO_MAX_BYTES, types: ["image/jpeg", "image/png"] };

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const apps = applicationsService(app);
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });
  const manage = [app.authenticate, requireAction("configureApplication")];
  const remove = [app.authenticate, requireAction("disableApplication")];
  // SPEC §6: the secret key belongs to the account's main user.
  const keyOwner = [app.authenticate, requireMainUser];

  app.get("/apps", {
    schema: {
      operationId: "listApplications",
      tags,
      security,
      summary: "The account's applications (a sub-user's own), newest first",
      response: { 200: z.array(Application), ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => apps.list(authOf(req)),
  });

  app.get("/apps/:appId", {
    schema: {
      operationId: "getApplication",
      tags,
      security,
      summary: "One application with its settings",
      params: AppIdParam,
      response: { 200: ApplicationDetail, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => apps.detail(authOf(req), req.params.appId, publicOrigin(req)),
  });

  app.put("/config", {
    schema: {
      operationId: "updateApplication",
      tags,
      security,
      summary: "Save an application's details and settings",
      body: AppConfigUpdate,
      response: { 200: ApplicationDetail, ...errors },
    },
    preHandler: manage,
    handler: (req) => apps.configure(authOf(req), req.body, publicOrigin(req)),
  });

  app.put("/config/hotel/update", {
    schema: {
      operationId: "uploadApplicationLogo",
      tags,
      security,
      summary: "Upload the application's logo (multipart field `file`; JPG, JPEG or PNG)",
      querystring: AppIdParam,
      ...uploadSchema(logoUpload),
      response: { 200: LogoUploaded, ...errors },
    },
    onRequest: requireMultipart(logoUpload),
    preHandler: manage,
    handler: async (req) => apps.uploadLogo(authOf(req), req.query.appId, await uploadedFile(req, logoUpload)),
  });

  app.get("/apps/:appId/logo", {
    config: publicAccess,
    schema: {
      operationId: "getApplicationLogo",
      tags,
      summary: "The application's logo (public: the checkout shows it)",
      params: AppIdParam,
    },
    handler: async (req, reply) => {
      const { bytes, type } = await apps.logo(req.params.appId);
      // The stored type is the one the bytes were re-encoded as; browsers must not guess another.
      return reply
        .type(type)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "public, max-age=300")
        .send(bytes);
    },
  });

  app.get("/apps/:appId/qr", {
    schema: {
      operationId: "getApplicationQrCode",
      tags,
      security,
      summary: "QR code (PNG) of the application's payment page",
      params: AppIdParam,
    },
    preHandler: app.authenticate,
    handler: async (req, reply) => {
      const png = await apps.qrCode(authOf(req), req.params.appId, publicOrigin(req));
      return reply
        .type("image/png")
        .header("content-disposition", `attachment; filename="qr-${req.params.appId}.png"`)
        .send(png);
    },
  });

  app.get("/otp/init/updateKey/:appId", {
    schema: {
      operationId: "sendAppKeyCode",
      tags,
      security,
      summary: "Text a code to create a new secret key (main user only)",
      params: AppIdParam,
      response: { 200: OtpResent, ...errors },
    },
    preHandler: keyOwner,
    handler: (req) => apps.sendCode(authOf(req), req.params.appId, "updateKey", requestLanguage(req)),
  });

  app.get("/appKey/:appId/:OTP", {
    schema: {
      operationId: "rotateAppKey",
      tags,
      security,
      summary: "Create a new secret key with the code; shown this once (main user only)",
      description:
        "`grace` says how long the key it replaces keeps working beside it: `now` (the default: not at all), `1h` or `24h`. " +
        "`previousKeyExpiresAt` is when the old key stops, null when it already has.",
      params: AppIdOtpParams,
      querystring: RotateKeyQuery,
      response: { 200: SecretKey, ...errors },
    },
    preHandler: keyOwner,
    handler: async (req, reply) => {
      reply.header("cache-control", "no-store");
      return apps.rotateKey(authOf(req), req.params.appId, req.params.OTP, requestLanguage(req), req.query.grace);
    },
  });

  app.get("/otp/init/deleteApp/:appId", {
    schema: {
      operationId: "sendApplicationDisableCode",
      tags,
      security,
      summary: "Text a code to disable the application",
      params: AppIdParam,
      response: { 200: OtpResent, ...errors },
    },
    preHandler: remove,
    handler: (req) => apps.sendCode(authOf(req), req.params.appId, "deleteApp", requestLanguage(req)),
  });

  app.delete("/app/:appId/:OTP", {
    schema: {
      operationId: "disableApplication",
      tags,
      security,
      summary: "Disable the application with the code",
      params: AppIdOtpParams,
      response: { 200: ApplicationDetail, ...errors },
    },
    preHandler: remove,
    handler: (req) =>
      apps.disable(authOf(req), req.params.appId, req.params.OTP, requestLanguage(req), publicOrigin(req)),
  });

  app.patch("/application-verify/switch/review/:accountType/:appId", {
    schema: {
      operationId: "submitApplicationForReview",
      tags,
      security,
      summary:
        "Send a draft application to review; 422 APPLICATION_INCOMPLETE names in `fields` what review still needs",
      params: ReviewParams,
      response: { 200: ApplicationDetail, ...errors },
    },
    preHandler: manage,
    handler: (req) => apps.switchToReview(authOf(req), req.params, publicOrigin(req)),
  });
};
