import { randomUUID } from "node:crypto";
import { ApiError, type OperatorRole, type Permission } from "@portal/contracts";
import type { LightMyRequestResponse } from "fastify";
import * as z from "zod/mini";
import type { TestApp } from "./test-app";

/** The little of a JSON Schema that the walks read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the call takes one. */
  body?: JsonSchema;
  /** Declared media types of the body (`multipart/form-data` for uploads). */
  consumes: string[];
  needsSession: boolean;
  /** The route's access declaration (plugins/auth.ts): who may call it at all; `application`, the merchant API's key. */
  access: "public" | "session" | "mainUser" | "userManager" | "application" | "operator" | undefined;
  /** An operator route's roles (`x-operator-roles`). */
  operatorRoles: OperatorRole[];
  /** The permissions of which a sub-user needs one (none: any signed-in user of the account). */
  permissions: Permission[];
}

export const nameOf = (op: Operation) => `${op.method} ${op.path}`;

/** Every API call of an OpenAPI document the app serves (the portal's, or the merchant API's); the sandbox pages are not the API. */
export async function apiOperations(t: TestApp, document = "/api/docs/json"): Promise<Operation[]> {
  const res = await t.call({ method: "GET", url: document });
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          security?: Record<string, string[]>[];
          requestBody?: { content: Record<string, { schema?: JsonSchema }> };
          "x-access"?: Operation["access"];
          "x-permissions"?: Permission[];
          "x-operator-roles"?: OperatorRole[];
        }
      >
    >;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith("/sandbox/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Operation["method"],
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content["application/json"]?.schema,
        consumes: Object.keys(op.requestBody?.content ?? {}),
        needsSession: (op.security ?? []).some((scheme) => "bearer" in scheme),
        access: op["x-access"],
        permissions: op["x-permissions"] ?? [],
        operatorRoles: op["x-operator-roles"] ?? [],
      })),
    );
}

/** A value the parameter's schema accepts (an id that need not exist). */
export function validValue(param: Parameter): string {
  if (param.schema.enum) return String(param.schema.enum[0]);
  if (param.schema.format === "uuid") return randomUUID();
  if (param.schema.type === "integer") return "0";
  return "123456";
}

/** The path with each `{name}` replaced by `valueOf(parameter)`, URL-encoded. */
export function urlOf(op: Operation, valueOf: (param: Parameter) => string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.parameters.find((p) => p.in === "path" && p.name === name) ?? {
      in: "path" as const,
      name,
      schema: {},
    };
    return encodeURIComponent(valueOf(param));
  });
}

/** Why the answer is not an error of DESIGN §5's shape (`{code, message, fields?}`), or null when it is. */
export function errorShapeProblem(res: LightMyRequestResponse): string | null {
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json"))
    return `content-type ${String(res.headers["content-type"])}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return "a body that is not JSON";
  }
  const parsed = z.catchall(ApiError, z.never()).safeParse(body);
  return parsed.success ? null : `not the error shape: ${res.body.slice(0, 300)}`;
}
