import { getHeapStatistics } from "node:v8";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "@portal/contracts";

/** Seconds a refused client waits: long enough for a burst to pass, short enough for a customer paying. */
const RETRY_AFTER_S = 5;

/**
 * An overloaded API answers 503 with Retry-After at once (DESIGN §5) rather than queueing
 * requests without bound behind a blocked event loop or a full heap: the load balancer and
 * the client try again, elsewhere or later. Probes answer regardless (probes.routes.ts).
 */
export const overloadPlugin = fp(async (app: FastifyInstance) => {
  const { OVERLOAD_EVENT_LOOP_DELAY_MS, OVERLOAD_HEAP_USED_RATIO } = app.config;
  await app.register(underPressure, {
    maxEventLoopDelay: OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * OVERLOAD_HEAP_USED_RATIO),
    pressureHandler: (req, reply, type, value) => {
      // Before the port opens nobody waits: a start-up's own long work is not an overload.
      if (!app.server.listening) return;
      req.log.warn({ pressure: type, value }, "overloaded: request refused");
      const body: ApiError = { code: "UNAVAILABLE", message: "The service is busy. Try again in a moment." };
      // Nothing returned: under-pressure would send a returned value again (a reply is thenable).
      void reply.status(503).header("retry-after", RETRY_AFTER_S).send(body);
    },
  });
});
