import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** What a proxy's request id may look like: its own UUID or hex, never text a log reader would trip on. */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Each request's id: a random UUID, or the one the proxy in front sent in `X-Request-Id` when
 * TRUST_PROXY says there is one (a client could otherwise write any id into our logs).
 */
export const requestIdOf =
  (trustProxy: boolean) =>
  (req: IncomingMessage): string => {
    const sent = req.headers["x-request-id"];
    return trustProxy && typeof sent === "string" && PROXY_ID.test(sent) ? sent : randomUUID();
  };

/**
 * Tells the client the request's id: in `X-Request-Id` on every answer, and in every error
 * body (DESIGN §5), so a merchant quoting an error gives support the log lines to read.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
  app.addHook("preSerialization", async (req, reply, payload: unknown) => {
    const isError = reply.statusCode >= 400 && payload !== null && typeof payload === "object" && "code" in payload;
    return isError ? { ...payload, requestId: req.id } : payload;
  });
});
