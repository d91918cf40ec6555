import { desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { esignSandboxRequests, messageChannels, outboxMessages } from "@/db/schema";
import { sandboxCardOutcomes, sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { ESIGN_SCRIPT, renderESignPage } from "./esign-page";
import { renderOutboxPage, sandboxCsp } from "./outbox-page";
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
const OutboxEntry = z.object({ channel: z.enum(messageChannels), to: z.string(), text: z.string(), createdAt: z.iso.datetime() });
const OUTBOX_LIMIT = 100;

/**
 * Outside production only: what the sandbox providers "sent" (DESIGN §8). The outbox holds
 * everyone's codes and reset links, so these pages answer only on this machine unless
 * SANDBOX_PUBLIC opens them (a shared demo, which then says so on every screen).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ open: boolean }> = async (app, { open }) => {
  if (!open) {
    app.addHook("onRequest", async (request, reply) => {
      if (!isLocalRequest(request)) return notFound(request, reply);
    });
  }

  async function outbox(to: string | undefined) {
    const rows = await app.db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to) : undefined)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(OUTBOX_LIMIT);
    return rows.map((r) => ({ channel: r.channel, to: r.recipient, text: r.text, createdAt: r.createdAt.toISOString() }));
  }

  app.get("/test-cards.json", {
    schema: {
      tags: ["sandbox"],
      summary: "The sandbox acquirer's test cards and what each does (3-D Secure code 123456)",
      response: { 200: z.array(z.object({ number: z.string(), outcome: z.enum(sandboxCardOutcomes) })) },
    },
    handler: async () => sandboxTestCards,
  });

  app.get("/outbox.json", {
    schema: { tags: ["sandbox"], summary: "Messages kept by the sandbox, newest first", querystring: OutboxQuery, response: { 200: z.array(OutboxEntry) } },
    handler: (req) => outbox(req.query.to),
  });

  app.get("/outbox", {
    schema: { tags: ["sandbox"], summary: "The outbox as a page", querystring: OutboxQuery },
    handler: async (req, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp())
        .send(renderOutboxPage(await outbox(req.query.to), req.query.to ?? "")),
  });

  app.get("/esign", {
    schema: { tags: ["sandbox"], summary: "The sandbox e-signature's requests, to confirm or refuse" },
    handler: async (_req, reply) => {
      const rows = await app.db.select().from(esignSandboxRequests).orderBy(desc(esignSandboxRequests.updatedAt)).limit(50);
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp([ESIGN_SCRIPT]))
        .send(renderESignPage(rows));
    },
  });

  app.post("/esign/:transactionId", {
    schema: {
      tags: ["sandbox"],
      summary: "Answer an e-signature request as the signer",
      params: z.object({ transactionId: z.string() }),
      body: z.object({ decision: z.enum(["confirmed", "refused"]) }),
      response: { 200: z.object({ ok: z.literal(true) }), 404: z.object({ code: z.string(), message: z.string() }) },
    },
    handler: async (req, reply) => {
      const [row] = await app.db
        .update(esignSandboxRequests)
        .set({ decision: req.body.decision, updatedAt: app.clock() })
        .where(eq(esignSandboxRequests.transactionId, req.params.transactionId))
        .returning();
      if (!row) return reply.status(404).send({ code: "NOT_FOUND", message: "No such e-signature request." });
      return { ok: true as const };
    },
  });
};
