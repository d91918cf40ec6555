import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const redocly = join(root, "node_modules/@redocly/cli/bin/cli.js");
const documents = { portal: "/api/docs/json", merchant: "/api/v1/docs/json" } as const;
const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

function operationsOf(document: OpenAPIV3.Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) =>
      item?.[method] ? [{ name: `${method.toUpperCase()} ${path}`, op: item[method] }] : [],
    ),
  );
}

/** OpenAPI 3.0's dialect as the JSON Schema ajv reads: boolean exclusive bounds, `nullable`. */
function asJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asJsonSchema);
  if (!schema || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, asJsonSchema(value)]),
  );
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (out[flag] === true) [out[flag], out[bound]] = [out[bound], undefined];
    else if (out[flag] === false) delete out[flag];
  }
  if (out.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  return out;
}

/**
 * The two documents an integrator builds a client from (docs/merchant-api.md, /api/docs):
 * valid OpenAPI 3, every operation named, and at 0 errors under Redocly's rules with the
 * repository's redocly.yaml, as an integrator's own lint would read them.
 */
describe("the OpenAPI documents", () => {
  let t: TestApp;
  let dir: string;
  const served = {} as Record<keyof typeof documents, OpenAPIV3.Document>;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    dir = await mkdtemp(join(tmpdir(), "openapi-"));
    for (const [name, url] of Object.entries(documents) as [keyof typeof documents, string][]) {
      served[name] = (await t.call({ method: "GET", url })).json();
      await writeFile(join(dir, `${name}.json`), JSON.stringify(served[name]));
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(Object.keys(documents))("%s: every operation has an operationId of its own", (name) => {
    const operations = operationsOf(served[name as keyof typeof documents]);
    expect(operations.length).toBeGreaterThan(5);
    const unnamed = operations.filter(({ op }) => !/^[a-z][A-Za-z0-9]*$/.test(op.operationId ?? ""));
    expect(unnamed.map(({ name, op }) => `${name}: ${op.operationId}`)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(Object.keys(documents))("%s: every operation is in a group that says what it is for", (name) => {
    const document = served[name as keyof typeof documents];
    const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? ""]));
    const missing = operationsOf(document).flatMap(({ name: call, op }) =>
      (op.tags ?? ["(none)"]).filter((tag) => !described.get(tag)).map((tag) => `${call}: ${tag}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(documents))("%s: every JSON request body has an example its schema takes", (name) => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const problems: string[] = [];
    for (const { name: call, op } of operationsOf(served[name as keyof typeof documents])) {
      const json = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content["application/json"];
      if (!json) continue;
      const example =
        json.example ??
        // The merchant document's examples are its fields' own.
        Object.fromEntries(
          Object.entries((json.schema as OpenAPIV3.SchemaObject).properties ?? {})
            .map(([field, schema]) => [field, (schema as OpenAPIV3.SchemaObject).example])
            .filter(([, value]) => value !== undefined),
        );
      if (json.example === undefined && Object.keys(example).length === 0) {
        problems.push(`${call}: no example`);
        continue;
      }
      if (json.example !== undefined && !ajv.validate(asJsonSchema(json.schema) as object, example))
        problems.push(`${call}: ${ajv.errorsText()} in ${JSON.stringify(example).slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it("describes each upload as a multipart body with its file, types and size", () => {
    const uploads = operationsOf(served.portal).flatMap(({ name, op }) => {
      const body = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content["multipart/form-data"];
      return body ? [{ name, body }] : [];
    });
    expect(uploads.map(({ name }) => name).sort()).toEqual([
      "POST /api/application-verify/upload-signed-contract/{appId}",
      "POST /api/bulk/upload/{appId}",
      "POST /api/ops/bank-statements",
      "POST /api/ops/reconciliation/acquirer-settlements",
      "PUT /api/config/hotel/update",
    ]);
    for (const { name, body } of uploads) {
      const schema = body.schema as OpenAPIV3.SchemaObject;
      expect(schema.required, name).toEqual(["file"]);
      const file = schema.properties?.file as OpenAPIV3.SchemaObject;
      expect(file, name).toMatchObject({ type: "string", format: "binary" });
      expect(file.description, name).toMatch(/at most \d+ MB\.$/);
      expect(body.encoding?.file?.contentType, name).toMatch(/^[a-z]+\/[\w.+-]+/);
    }
  });

  it("closes the objects whose extra properties the server refuses", () => {
    const body = (path: string, method: "post" | "patch") =>
      (served.portal.paths[path]?.[method]?.requestBody as OpenAPIV3.RequestBodyObject).content["application/json"]!
        .schema as OpenAPIV3.SchemaObject;
    // A saved view's filters are the list's own names (a partial record of an enum), nothing else.
    const filters = body("/api/saved-views", "post").properties!.filters as OpenAPIV3.SchemaObject;
    expect(filters.additionalProperties).toBe(false);
    expect(Object.keys(filters.properties ?? {})).toEqual(expect.arrayContaining(["status", "from", "to"]));
    // Strict objects: the merchant API's requests.
    const order = served.merchant.paths["/api/v1/orders"]!.post!.requestBody as OpenAPIV3.RequestBodyObject;
    expect((order.content["application/json"]!.schema as OpenAPIV3.SchemaObject).additionalProperties).toBe(false);
  });

  it.each(Object.keys(documents))("%s: names the servers it is served from", (name) => {
    expect(served[name as keyof typeof documents].servers?.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(documents))("%s: is valid OpenAPI 3 (swagger-parser)", async (name) => {
    await expect(SwaggerParser.validate(join(dir, `${name}.json`))).resolves.toBeTruthy();
  });

  it.each(Object.keys(documents))(
    "%s: lints at 0 errors with Redocly CLI and redocly.yaml",
    async (name) => {
      const lint = await promisify(execFile)(
        process.execPath,
        [
          redocly,
          "lint",
          join(dir, `${name}.json`),
          "--config",
          join(root, "redocly.yaml"),
          "--format",
          "json",
          "--max-problems",
          "1000",
        ],
        // Redocly reports usage home unless told not to; tests talk to 127.0.0.1 only.
        {
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
          maxBuffer: 64 << 20,
        },
      ).catch((failed: { stdout: string }) => failed);
      const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf("{"))) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems.filter((p) => p.severity === "error");
      expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    },
    120_000,
  );
});
