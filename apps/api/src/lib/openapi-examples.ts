import type { OpenAPIV3 } from "openapi-types";

type Schema = OpenAPIV3.SchemaObject;

/**
 * Texts an example may be: the first that a string's pattern, format and lengths take is used.
 * Realistic values of the product's fields (a name, a code, a phone, an IBAN, a card's expiry, a colour).
 */
const CANDIDATE_TEXTS = [
  "Leyla Əliyeva",
  "123456",
  "+994501234567",
  "AZ21NABZ00000000137010001944",
  "NABZAZ2X",
  "1234567890",
  "Summer-Sale#2026",
  "12/30",
  "4169741234567893",
  "AZN",
  "az",
  "a1b2c3d4",
  "123",
  "#1f6feb",
];

const FORMAT_EXAMPLES: Record<string, string> = {
  email: "leyla@example.az",
  date: "2026-12-31",
  "date-time": "2026-12-31T09:00:00.000Z",
  uri: "https://shop.example.az/thanks",
  uuid: "3f0c6a52-8d1e-4b7a-9c41-2f6d8e0b7a15",
};

function textExample(schema: Schema): string | undefined {
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, "u").test(text));
  const byFormat = schema.format ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (byFormat !== undefined) return fits(byFormat) ? byFormat : undefined;
  return CANDIDATE_TEXTS.find(fits);
}

function numberExample(schema: Schema): number {
  const low =
    typeof schema.exclusiveMinimum === "number"
      ? schema.exclusiveMinimum + 1
      : schema.exclusiveMinimum && schema.minimum !== undefined
        ? schema.minimum + 1
        : schema.minimum;
  const value = Math.max(low ?? 1, Math.min(25, schema.maximum ?? 25));
  return schema.type === "integer" ? Math.ceil(value) : value;
}

/**
 * A value the schema takes, made from the schema alone: its own example or default, the first
 * of an enum, the required properties of an object. Undefined when no candidate fits a
 * string's pattern: the document then goes without an example for that body, and
 * `openapi-documents.test.ts` names it.
 */
export function exampleOf(schema: Schema | OpenAPIV3.ReferenceObject | undefined): unknown {
  if (!schema || "$ref" in schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null);
  // A nullable field's example is its value, not its null.
  const branch = (schema.anyOf ?? schema.oneOf)?.find((each) => !("type" in each && (each.type as string) === "null"));
  if (branch) return exampleOf(branch);
  if (schema.allOf?.length) return exampleOf(schema.allOf[0]);
  switch (schema.type) {
    case "object": {
      const entries = Object.entries(schema.properties ?? {})
        .filter(([name]) => schema.required?.includes(name))
        .map(([name, inner]) => [name, exampleOf(inner)] as const);
      if (entries.some(([, value]) => value === undefined)) return undefined;
      return Object.fromEntries(entries);
    }
    case "array": {
      const item = exampleOf(schema.items);
      return item === undefined ? undefined : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case "string":
      return textExample(schema);
    case "number":
    case "integer":
      return numberExample(schema);
    case "boolean":
      return false;
    default:
      return undefined;
  }
}

/** Every JSON request body without an example gets one made from its schema. */
export function exampleBodies(document: OpenAPIV3.Document) {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item ?? {})) {
      const body = (operation as OpenAPIV3.OperationObject | undefined)?.requestBody;
      if (!body || "$ref" in body) continue;
      const json = body.content?.["application/json"];
      if (!json || json.example !== undefined || json.examples) continue;
      const example = exampleOf(json.schema);
      if (example !== undefined) json.example = example;
    }
  }
}
