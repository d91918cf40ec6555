import {
  ApiError,
  AppIdParam,
  AsanLoginRequest,
  ContractState,
  ContractViewParams,
  SIGNED_CONTRACT_MAX_BYTES,
  SignContractRequest,
} from "@portal/contracts";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "@/lib/request-language";
import { assertMultipart, uploadedFile } from "@/lib/uploaded-file";
import { authOf } from "@/plugins/auth";
import { requireMainUser } from "@/plugins/permissions";
import { contractService } from "./contract.service";
import { uploadSchema } from "@/lib/openapi-uploads";

const errors = { "4xx": ApiError };
const tags = ["contracts"];
const security = [{ bearer: [] }];
const base = "/application-verify";

/** SPEC §7 Contracts: view, sign with the mobile e-signature, download the signed file. */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractService(app);
  // SPEC §6: the contract belongs to the account's main user, who alone signs it.
  const sign = [app.authenticate, requireMainUser];
  await app.register(multipart, { limits: { fileSize: SIGNED_CONTRACT_MAX_BYTES, files: 1, fields: 5 } });
  const signedUpload = { what: "the signed contract", maxBytes: SIGNED_CONTRACT_MAX_BYTES, types: ["application/pdf"] };

  app.post(`${base}/upload-signed-contract/:appId`, {
    schema: {
      operationId: "uploadSignedContract",
      tags,
      security,
      summary:
        "Upload the contract signed on paper or with one's own signing tool (ESIGN=manual; multipart field `file`, a PDF of at most 10 MB; main user only)",
      description:
        "The file waits for the provider's risk operator, who confirms it (the contract is signed) or refuses it with a reason; it may be replaced until confirmed. " +
        "415 UNSUPPORTED_FILE for anything but a plain PDF (scripts, actions or attachments are refused); 413 above 10 MB; 409 INVALID_STATE when the contract is signed, or when this server signs with the mobile e-signature.",
      params: AppIdParam,
      ...uploadSchema(signedUpload),
      response: { 200: ContractState, ...errors },
    },
    preHandler: sign,
    handler: (req) =>
      contracts.uploadSigned(authOf(req), req.params.appId, () => {
        assertMultipart(req, signedUpload);
        return uploadedFile(req, signedUpload);
      }),
  });

  app.get(`${base}/view-contract/account/:accountType/:appId`, {
    schema: {
      operationId: "getContractDocument",
      tags,
      security,
      summary: "The contract as a PDF, in the user's language",
      params: ContractViewParams,
    },
    preHandler: app.authenticate,
    handler: async (req, reply) => {
      const pdf = await contracts.view(authOf(req), req.params.accountType, req.params.appId, requestLanguage(req));
      return reply.type("application/pdf").header("content-disposition", 'inline; filename="contract.pdf"').send(pdf);
    },
  });

  app.get(`${base}/contract/:appId`, {
    schema: {
      operationId: "getContractSigningState",
      tags,
      security,
      summary: "Where the contract's signing stands",
      params: AppIdParam,
      response: { 200: ContractState, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => contracts.state(authOf(req), req.params.appId),
  });

  app.post(`${base}/asan-login`, {
    schema: {
      operationId: "startContractSigning",
      tags,
      security,
      summary: "Start signing: the signer signs in on the phone (main user only)",
      body: AsanLoginRequest,
      response: { 200: ContractState, ...errors },
    },
    preHandler: sign,
    handler: (req) => contracts.asanLogin(authOf(req), req.body, requestLanguage(req)),
  });

  app.get(`${base}/verification-code/auth/:appId`, {
    schema: {
      operationId: "pollContractSignInStep",
      tags,
      security,
      summary: "Poll the sign-in step; its verification code while it waits (main user only)",
      params: AppIdParam,
      response: { 200: ContractState, ...errors },
    },
    preHandler: sign,
    handler: (req) => contracts.pollAuth(authOf(req), req.params.appId),
  });

  app.get(`${base}/verification-code/sign/:appId`, {
    schema: {
      operationId: "pollContractSignatureStep",
      tags,
      security,
      summary:
        "Send the contract to the phone to sign, then poll; its verification code while it waits (main user only)",
      params: AppIdParam,
      response: { 200: ContractState, ...errors },
    },
    preHandler: sign,
    handler: (req) => contracts.signStep(authOf(req), req.params.appId),
  });

  app.post(`${base}/sign-contract`, {
    schema: {
      operationId: "finishContractSigning",
      tags,
      security,
      summary: "Finish: store the signed contract (main user only)",
      body: SignContractRequest,
      response: { 200: ContractState, ...errors },
    },
    preHandler: sign,
    handler: (req) => contracts.sign(authOf(req), req.body.appId, req.body.transactionId),
  });

  app.get(`${base}/download-signed-contract-file/:appId`, {
    schema: {
      operationId: "getSignedContractFile",
      tags,
      security,
      summary: "The signed contract (PDF); the JSON error body when there is none",
      params: AppIdParam,
    },
    preHandler: app.authenticate,
    handler: async (req, reply) => {
      const pdf = await contracts.signedFile(authOf(req), req.params.appId);
      return reply
        .type("application/pdf")
        .header("content-disposition", 'attachment; filename="signed-contract.pdf"')
        .send(pdf);
    },
  });
};
