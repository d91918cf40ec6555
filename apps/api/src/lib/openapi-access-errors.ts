import { ApiError } from "@portal/contracts";
import * as z from "zod/mini";

type Response = { description: string; content?: unknown };
type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, Response>;
  "x-access"?: string;
  "x-permissions"?: string[];
};

const content = { "application/json": { schema: z.toJSONSchema(ApiError, { target: "openapi-3.0", io: "output" }) } };

const UNAUTHORIZED: Response = {
  description: "UNAUTHORIZED: the call's credentials are missing, wrong or ended (see its security).",
  content,
};
const FORBIDDEN: Response = {
  description:
    "FORBIDDEN: the credentials are good but do not allow this call (the role or permission it names in x-access, x-permissions or x-operator-roles).",
  content,
};
const INVALID: Response = {
  description: "VALIDATION_ERROR: a parameter or the body breaks its schema; `fields` names each.",
  content,
};

/**
 * The client errors every operation can answer by how it is declared, written on it where
 * the route did not: 401 when it takes credentials (plugins/auth.ts checks them before
 * anything else), 403 when it also names who may call it, and 400 when it takes parameters
 * or a body and lists no client error of its own (their schemas are checked before it runs).
 */
export function documentAccessErrors(served: object) {
  const operation = served as Operation;
  const responses = (operation.responses ??= {});
  const statuses = Object.keys(responses);
  if ((operation.security ?? []).length > 0) {
    responses["401"] ??= UNAUTHORIZED;
    const restricted =
      ["mainUser", "userManager", "operator"].includes(operation["x-access"] ?? "") ||
      (operation["x-permissions"] ?? []).length > 0;
    if (restricted) responses["403"] ??= FORBIDDEN;
  }
  const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
  if (takesInput && !statuses.some((status) => status.startsWith("4"))) responses["400"] ??= INVALID;
}
