import type { OpenAPIV3 } from "openapi-types";
import { exampleBodies } from "./openapi-examples";
import type { Env } from "@/config/env";
import { documentAccessErrors } from "./openapi-access-errors";
import { documentUnavailable } from "./openapi-unavailable";
import { documentUpload } from "./openapi-uploads";
import { fixSchemas } from "./openapi-schema-fixes";

type Operation = { operationId?: string; responses?: Record<string, { content?: Record<string, unknown> }> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  servers?: { url: string; description?: string }[];
};

/**
 * A route the spec serves both at the root and under /api (`meta-invoice`) names one
 * operation; the document has two. The one under /api keeps the name, the root's gets `AtRoot`.
 */
function nameRootAliases(document: Document) {
  const paths = Object.entries(document.paths ?? {});
  const taken = new Set(
    paths
      .filter(([path]) => path.startsWith("/api/"))
      .flatMap(([, ops]) => Object.values(ops).map((op) => op.operationId)),
  );
  for (const [path, ops] of paths) {
    if (path.startsWith("/api/")) continue;
    for (const op of Object.values(ops)) if (op.operationId && taken.has(op.operationId)) op.operationId += "AtRoot";
  }
}

/**
 * Errors are JSON whatever the call answers when it succeeds (DESIGN §5): a route that
 * `produces` a file (CSV, XML, PDF) has its error answers listed under that type by the
 * generator; they go back under application/json.
 */
function errorsAsJson(operation: { responses?: Record<string, { content?: Record<string, unknown> }> }) {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^[45]/.test(status) || !response.content || "application/json" in response.content) continue;
    const [schema] = Object.values(response.content);
    response.content = { "application/json": schema };
  }
}

/**
 * The last step of both OpenAPI documents (the portal's at /api/docs, the merchant API's at
 * /api/v1/docs): where they are served, a name per operation, the files uploads take, the client errors its access
 * and inputs make possible, 503 on every call that can fail, and schemas in OpenAPI 3.0's
 * terms. The servers are the configured public address, when one is (PUBLIC_URL), and a
 * relative `/`: the host the document was read from.
 */
export function finishDocument<T extends { paths?: object; servers?: object[] }>(
  served: T,
  config: Pick<Env, "PUBLIC_URL" | "linksFromRequest">,
): T {
  const document = served as Document;
  document.servers = [
    ...(config.linksFromRequest ? [] : [{ url: config.PUBLIC_URL, description: "The configured public address" }]),
    { url: "/", description: "The host this document is served from" },
  ];
  nameRootAliases(document);
  for (const op of Object.values(document.paths ?? {}).flatMap((ops) => Object.values(ops))) {
    errorsAsJson(op);
    documentUpload(op);
    documentAccessErrors(op);
  }
  fixSchemas(document.paths);
  exampleBodies(document as unknown as OpenAPIV3.Document);
  return documentUnavailable(served);
}
