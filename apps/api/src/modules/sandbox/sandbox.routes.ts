import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { ApiError, fromMinorUnits, messageChannels, payoutRecipientKinds } from "@portal/contracts";
import { sandboxCardOutcomes, sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { sandboxRecipients } from "@/providers/payout-bank/sandbox-payout-bank";
import { renderBankPage } from "./bank-page";
import { ESIGN_SCRIPT, renderESignPage } from "./esign-page";
import { renderOutboxPage, sandboxCsp } from "./outbox-page";
import {
  decideESignRequest,
  findOutboxAttachment,
  newestESignRequests,
  newestOutboxMessages,
  newestPayouts,
  newestWithdrawals,
} from "./sandbox.repo";
import { bankFileSandboxRoutes } from "./bank-file-sandbox.routes";
import { telegramSandboxRoutes } from "./telegram-sandbox.routes";
import { webhookSandboxRoutes } from "./webhooks-sandbox.routes";
import { AppError } from "@/lib/app-error";
import { attachmentDisposition } from "@/lib/attachment-disposition";
import { notFound } from "@/plugins/errors";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A request from this machine: a loopback peer and no proxy in between (a proxy on this
 * machine would make every visitor look local; its forwarding headers give it away).
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? "";
  const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"].some((h) => request.headers[h] !== undefined);
  return LOOPBACK.test(peer) && !forwarded;
}

const OutboxQuery = z.object({ to: z.optional(z.string().check(z.trim())) });
/** A file the message carried, and where to download it; absent when it carried none. */
const OutboxAttachment = z.object({ name: z.string(), size: z.number().check(z.int()), url: z.string() });
const OutboxEntry = z.object({
  channel: z.enum(messageChannels),
  to: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  attachment: z.optional(OutboxAttachment),
});
type OutboxEntry = z.infer<typeof OutboxEntry>;
const OUTBOX_LIMIT = 100;

/**
 * Outside production only: what the sandbox providers "sent" (DESIGN §8). The outbox holds
 * everyone's codes and reset links, so these pages answer only on this machine unless
 * SANDBOX_PUBLIC opens them (a shared demo, which then says so on every screen).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ open: boolean }> = async (app, { open }) => {
  // Every call here may answer that 404; the document says so on each that declares its answers (the HTML pages do not).
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response;
    if (response) route.schema = { ...route.schema, response: { 404: ApiError, ...response } };
  });
  if (!open) {
    app.addHook("onRequest", async (request, reply) => {
      if (!isLocalRequest(request)) return notFound(request, reply);
    });
  }

  /** The newest messages; an attachment by its name and size (its bytes stay in the table until asked for). */
  async function outbox(to: string | undefined): Promise<OutboxEntry[]> {
    const rows = await newestOutboxMessages(app.db, to, OUTBOX_LIMIT);
    return rows.map(({ id, attachmentName, attachmentSize, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      ...(attachmentName !== null
        ? { attachment: { name: attachmentName, size: attachmentSize ?? 0, url: `/sandbox/outbox/${id}/attachment` } }
        : {}),
    }));
  }

  await app.register(telegramSandboxRoutes);
  await app.register(webhookSandboxRoutes);
  await app.register(bankFileSandboxRoutes);

  app.get("/test-cards.json", {
    schema: {
      operationId: "sandboxListTestCards",
      tags: ["sandbox"],
      summary: "The sandbox acquirer's test cards and what each does (3-D Secure code 123456)",
      response: { 200: z.array(z.object({ number: z.string(), outcome: z.enum(sandboxCardOutcomes) })) },
    },
    handler: async () => sandboxTestCards,
  });

  app.get("/recipients.json", {
    schema: {
      operationId: "sandboxListRecipients",
      tags: ["sandbox"],
      summary:
        "The sandbox bank's recipients that refuse, settle late or do not exist (every other card, IBAN or phone is paid at once, " +
        "in the name `Aytən Məmmədli`), with the names a lookup shows",
      response: {
        200: z.array(
          z.object({
            kind: z.enum(payoutRecipientKinds),
            value: z.string(),
            name: z.nullable(z.string()),
            outcome: z.enum(["failed", "pending", "notFound"]),
            reason: z.nullable(z.string()),
          }),
        ),
      },
    },
    handler: async () => [...sandboxRecipients],
  });

  app.get("/bank", {
    schema: {
      operationId: "sandboxShowBankPage",
      tags: ["sandbox"],
      summary: "What the sandbox bank was asked to pay out, newest first, as a page",
    },
    handler: async (_req, reply) => {
      const [own, others] = await Promise.all([newestWithdrawals(app.db, 100), newestPayouts(app.db, 100)]);
      const entries = [
        ...own.map((w) => ({ ...w, to: w.account })),
        ...others.map((p) => ({ ...p, to: p.recipientAccount })),
      ]
        // A payout still waiting for review has not reached the bank.
        .filter((p) => p.status !== "review" && p.status !== "rejected")
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 100)
        .map((p) => ({
          createdAt: p.createdAt.toISOString(),
          amount: `${fromMinorUnits(p.amount)} ${p.currency}`,
          destination: p.to,
          status: p.status,
          reason: p.failureReason,
          bankReference: p.bankReference,
        }));
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp())
        .send(renderBankPage(entries));
    },
  });

  app.get("/outbox.json", {
    schema: {
      operationId: "sandboxListOutboxMessages",
      tags: ["sandbox"],
      summary: "Messages kept by the sandbox, newest first",
      querystring: OutboxQuery,
      response: { 200: z.array(OutboxEntry) },
    },
    handler: (req) => outbox(req.query.to),
  });

  app.get("/outbox/:id/attachment", {
    schema: {
      operationId: "sandboxGetOutboxAttachment",
      tags: ["sandbox"],
      summary: "The file a kept e-mail carried, as a download",
      params: z.object({ id: z.uuid() }),
    },
    handler: async (req, reply) => {
      const row = await findOutboxAttachment(app.db, req.params.id);
      if (!row?.name || !row.content) throw new AppError("NOT_FOUND", "No such attachment.");
      // Always a download, never shown on this origin, whatever type it names.
      return reply
        .type(row.type ?? "application/octet-stream")
        .header("content-disposition", attachmentDisposition(row.name))
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(row.content);
    },
  });

  app.get("/outbox", {
    schema: {
      operationId: "sandboxShowOutboxPage",
      tags: ["sandbox"],
      summary: "The outbox as a page",
      querystring: OutboxQuery,
    },
    handler: async (req, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp())
        .send(renderOutboxPage(await outbox(req.query.to), req.query.to ?? "")),
  });

  app.get("/esign", {
    schema: {
      operationId: "sandboxShowEsignPage",
      tags: ["sandbox"],
      summary: "The sandbox e-signature's requests, to confirm or refuse",
    },
    handler: async (_req, reply) => {
      const rows = await newestESignRequests(app.db, 50);
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp([ESIGN_SCRIPT]))
        .send(renderESignPage(rows));
    },
  });

  app.post("/esign/:transactionId", {
    schema: {
      operationId: "sandboxAnswerEsignRequest",
      tags: ["sandbox"],
      summary: "Answer an e-signature request as the signer",
      params: z.object({ transactionId: z.string() }),
      body: z.object({ decision: z.enum(["confirmed", "refused"]) }),
      response: { 200: z.object({ ok: z.literal(true) }), 404: z.object({ code: z.string(), message: z.string() }) },
    },
    handler: async (req, reply) => {
      const row = await decideESignRequest(app.db, req.params.transactionId, req.body.decision, app.clock());
      if (!row) return reply.status(404).send({ code: "NOT_FOUND", message: "No such e-signature request." });
      return { ok: true as const };
    },
  });
};
