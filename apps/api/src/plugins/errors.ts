import { type ApiError, type ErrorCode, messages } from "@portal/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "@/db/unavailable";
import * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { UNDOCUMENTED_ERROR } from "@/lib/error-answers";
import { fieldMessagesOf } from "@/lib/field-messages";
import { requestLanguage } from "@/lib/request-language";

/** Fastify's own 4xx (bad JSON, wrong content type, body too large) keep their status. */
const codeForStatus: Record<number, ErrorCode> = {
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** Long enough for a restart or a failover to finish, short enough that a customer waits for it. */
const DATABASE_RETRY_AFTER_S = 5;

/**
 * The one place errors become responses (DESIGN §5): our AppError, schema validation and
 * Fastify's client errors keep their meaning; a database that cannot be reached is a 503
 * with Retry-After; anything else is logged and hidden as a 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    sendAsDocumented(request, reply);
    if (error instanceof AppError) {
      if (error.extra.retryAfter !== undefined) reply.header("retry-after", error.extra.retryAfter);
      const body: ApiError = { code: error.code, message: error.message, ...error.extra };
      return reply.status(error.status).send(withFieldMessages(body, request));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const unknown = request.url.startsWith("/api/v1/") ? unknownParameters(error.validation) : [];
      if (unknown.length > 0) {
        const body: ApiError = {
          code: "UNKNOWN_PARAMETER",
          message: `This call does not take ${unknown.map((name) => `\`${name}\``).join(", ")}.`,
          fields: Object.fromEntries(unknown.map((name) => [name, messages.unknownParameter])),
        };
        return reply.status(400).send(withFieldMessages(body, request));
      }
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(issue.params?.missingProperty ?? "_");
        fields[field] ??= issue.message ?? messages.invalid;
      }
      const body: ApiError = { code: "VALIDATION_ERROR", message: "Some fields are not valid.", fields };
      return reply.status(400).send(withFieldMessages(body, request));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus[status] ?? "VALIDATION_ERROR";
      return reply.status(status).send({ code, message: clientMessage(error, request) });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, failover or freeze (DESIGN §7): nothing was wrong with the request, and it
      // may be sent again as it is (a money call keeps its idempotency key).
      request.log.warn({ failure: describeFailure(error) }, "database unavailable");
      const body: ApiError = {
        code: "UNAVAILABLE",
        message: "The service is unavailable for a moment. Try again shortly.",
      };
      return reply.status(503).header("retry-after", DATABASE_RETRY_AFTER_S).send(body);
    }
    request.log.error({ failure: describeFailure(error) }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL", message: "Something went wrong, please try again!" });
  });
}

/** An answer's field keys as sentences: English on every call, and the portal caller's language beside it. */
function withFieldMessages(body: ApiError, request: FastifyRequest): ApiError {
  if (!body.fields) return body;
  const language = request.url.startsWith("/api/v1/") ? undefined : requestLanguage(request);
  return { ...body, ...fieldMessagesOf(body.fields, language) };
}

/**
 * A route that lists its error codes (lib/error-answers.ts) has its answers checked against
 * them: one it did not list is still sent as it is, unchecked, and logged as an error, since the
 * document an integrator built on is wrong. Without this, the serializer would make it a 500.
 */
function sendAsDocumented(request: FastifyRequest, reply: FastifyReply) {
  const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!declared) return;
  // Only a route with client errors per status (errorAnswers) says which codes it answers at all;
  // a probe's own 503 does not.
  const perStatus = Object.keys(declared).some((key) => /^4\d\d$/.test(key));
  // A serializer of one's own leaves the type unset: errors are JSON.
  reply.type("application/json; charset=utf-8");
  reply.serializer((body: unknown) => {
    const schema = declared[String(reply.statusCode)] ?? declared[`${String(reply.statusCode)[0]}xx`];
    if (schema ? !z.safeParse(schema as z.ZodMiniType, body).success : perStatus)
      request.log.error(
        {
          route: `${request.method} ${request.routeOptions.url}`,
          status: reply.statusCode,
          code: (body as ApiError).code,
        },
        UNDOCUMENTED_ERROR,
      );
    return JSON.stringify(body);
  });
}

/**
 * The properties a merchant-API request's strict schema (contracts/merchant-api.ts) did not
 * know, by their dotted path (`customer.nmae`): refused by name rather than dropped, as a
 * misspelt optional field would otherwise go unnoticed. The portal's few strict objects keep
 * answering VALIDATION_ERROR, as its screens read it.
 */
function unknownParameters(issues: { keyword: string; instancePath: string; params?: Record<string, unknown> }[]) {
  return issues
    .filter((issue) => issue.keyword === "unrecognized_keys")
    .flatMap((issue) => {
      const at = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      return ((issue.params?.keys ?? []) as string[]).map((key) => (at ? `${at}.${key}` : key));
    });
}

/**
 * Errors Fastify's router answers before any route or error handler runs: a path that is
 * not valid percent-encoding, a path parameter over its length limit. Same shape as the rest.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "A part of the address is too long." : "The address is not valid.";
  // No hook runs before the router: the request's id is told here (request-id.ts tells it elsewhere).
  return reply
    .status(400)
    .header("x-request-id", request.id)
    .send({ code: "VALIDATION_ERROR", message, requestId: request.id });
}

/**
 * What of an unexpected error may be logged. A failed query's message carries its
 * parameters (a customer's name, phone, e-mail) and the database's detail repeats values:
 * only the statement, the database's error code and constraint, and the stack frames stay.
 */
export function describeFailure(error: Error): Record<string, unknown> {
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trim().startsWith("at "));
  const query = (error as { query?: unknown }).query;
  if (typeof query !== "string") return { type: error.name, message: error.message, stack: frames.join("\n") };
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown } })
    .cause;
  return {
    type: error.name,
    query,
    code: cause?.code,
    constraint: cause?.constraint,
    table: cause?.table,
    column: cause?.column,
    stack: frames.join("\n"),
  };
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ code: "NOT_FOUND", message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
}

// Fastify's messages are safe to show but name internals; keep them short and plain.
function clientMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as application/json.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return `The request body is larger than ${megabytes(request.routeOptions.bodyLimit)}, the most this server accepts.`;
    default:
      return error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
        ? "The request body is not valid JSON."
        : "The request is not valid.";
  }
}

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
