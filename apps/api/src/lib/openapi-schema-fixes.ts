/**
 * Where zod's JSON Schema says a rule that OpenAPI 3.0 cannot read as written, said again in
 * 3.0's terms, for every schema of a document (its operations' parameters, bodies, answers):
 * - `nullable` needs a `type` beside it (3.0.3 §4.7.24.1): on a union it goes to each branch,
 *   and an unknown value (`{nullable: true}` alone, any value) loses it;
 * - a record of known keys (`z.record(z.enum([…]), v)`) lists its keys as `required` with no
 *   `properties`; it gets the properties, each of the values' schema, and no others.
 */
type Schema = Record<string, unknown>;

function fix(schema: Schema) {
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    for (const branch of branches ?? []) if (branch.type !== undefined) branch.nullable = true;
    delete schema.nullable;
  }
  const values = schema.additionalProperties;
  if (Array.isArray(schema.required) && !schema.properties && values && typeof values === "object") {
    schema.properties = Object.fromEntries((schema.required as string[]).map((key) => [key, { ...values }]));
    schema.additionalProperties = false;
  }
}

/** Fixes every schema object under `node`, in place. */
export function fixSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemas(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const value of Object.values(node)) fixSchemas(value);
  fix(node as Schema);
}
