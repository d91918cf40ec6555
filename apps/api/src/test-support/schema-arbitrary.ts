import fc from "fast-check";

/** The JSON Schema of an OpenAPI 3.0 document, as far as its request bodies and parameters use it. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  maxProperties?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/** An OpenAPI 3.0 document, as far as its operations' request bodies and parameters are read here. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}

/** The JSON body's schema of `method` `path` as the document states it. */
export const jsonBodyOf = (document: OpenApiDocument, method: string, path: string): Schema =>
  document.paths[path]![method]!.requestBody!.content["application/json"]!.schema;

/** Where a generated value may not go, by its property's path, and why: rules a schema cannot say. */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

/** No text may hold U+0000 (plugins/text-input.ts): every document says so in its description. */
const text = (min: number, max: number) =>
  fc.string({ unit: "grapheme", minLength: min, maxLength: max }).filter((s) => !s.includes("\u0000"));

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === "uuid") return fc.uuid();
  // Years 0 to 9999: beyond them toISOString writes "+010000-…", which no date-time's pattern takes.
  if (schema.format === "date-time")
    return fc
      .date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59.999Z"), noInvalidDate: true })
      .map((d) => d.toISOString());
  const base = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern, "u"), { size: "small" })
    : text(min, Math.min(max, 60));
  const dated =
    schema.format === "date"
      ? base.filter(
          (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
        )
      : base;
  return dated.filter(fits);
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (schema.type === "integer")
    return fc.integer({ min: schema.exclusiveMinimum ? min + 1 : min, max: schema.exclusiveMaximum ? max - 1 : max });
  const inBounds = (n: number) => (!schema.exclusiveMinimum || n > min) && (!schema.exclusiveMaximum || n < max);
  // Whole multiples times the step in binary arithmetic, as fuzzers write them (35 × 0.01 is 0.35000000000000003).
  const step = schema.multipleOf;
  if (step)
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((k) => k * step)
      .filter(inBounds);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(inBounds);
}

/**
 * Values the schema accepts, every one of them: what a client generated from the document may
 * send. `overrides` replaces the values at the given paths ("customer.phone") for rules the
 * schema cannot state, which the caller names as known exceptions.
 */
export function arbitraryOf(schema: Schema, overrides: Overrides = {}, path = ""): fc.Arbitrary<unknown> {
  if (path in overrides) return overrides[path]!;
  const own = arbitraryOfType(schema, overrides, path);
  return schema.nullable ? fc.oneof(own, fc.constant(null)) : own;
}

function arbitraryOfType(schema: Schema, overrides: Overrides, path: string): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, overrides, path)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string":
      return stringOf(schema);
    case "integer":
    case "number":
      return numberOf(schema);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(arbitraryOf(schema.items ?? {}, overrides, `${path}[]`), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object": {
      const at = (key: string) => (path ? `${path}.${key}` : key);
      const known = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, arbitraryOf(child, overrides, at(key))]),
      );
      const fixed = fc.record(known, { requiredKeys: schema.required ?? [] });
      const extra = schema.additionalProperties;
      if (!extra || extra === true || Object.keys(known).length > 0) return fixed;
      const values = at("*") in overrides ? overrides[at("*")]! : arbitraryOf(extra, overrides, at("*"));
      const keys = at("(key)") in overrides ? (overrides[at("(key)")] as fc.Arbitrary<string>) : text(1, 40);
      return fc.dictionary(keys, values, { maxKeys: Math.min(schema.maxProperties ?? 5, 5) });
    }
    default:
      return fc.anything();
  }
}
