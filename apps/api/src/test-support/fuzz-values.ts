import fc from "fast-check";
import type { JsonSchema } from "./openapi";

/** Values a fuzzer sends where a field, parameter or header is expected. */
const LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff", "a\ud83d", "\ude00b"];

/** Strings people and scripts send that code forgets: control characters, lone surrogates, huge, numeric-looking. */
const oddStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\t\n\r",
  "\u202e\u0644",
  "\ufeff",
  "ə ğ ı ö ü ç ş İ",
  "𝕏😀",
  ...LONE_SURROGATES,
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "-0",
  "0",
  "1e309",
  "-1e309",
  "0x1F",
  "1_000",
  " 1 ",
  "１２３",
  "1,5",
  "1.005",
  "9".repeat(400),
  "99999999999999999999.99",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
  "1900-01-01",
  "2026-13-01",
  "12/99",
  "00/00",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "%ZZ",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "a@b",
  "@example.az",
  "x@example.az\u0000",
  "+994501234567\u0000",
  "+994 50 123 45 67",
];

const charUnit = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  ...LONE_SURROGATES,
  "\u202e",
  "\ufeff",
  "ə",
  "𝕏",
  "'",
  '"',
  "\\",
  "%",
  "{",
  "<",
  "\n",
  " ",
  "0",
  "9",
  ".",
  "-",
  "+",
  "@",
  "a",
  "Z",
);

export const weirdString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...oddStrings),
  fc.string({ unit: charUnit, maxLength: 40 }),
  // Any code point, lone surrogates included (fast-check's "binary" unit leaves those out and is slow to set up).
  fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)), maxLength: 30 }),
  fc.constantFrom(300, 5_000, 200_000).map((n) => "x".repeat(n)),
);

/** Percent-encoding that also writes a lone surrogate, as the invalid UTF-8 a client could send. */
export function encodeLoose(text: string): string {
  return [...text]
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return "%ED%A0%80";
      }
    })
    .join("");
}

/** Numbers at and past every edge JSON can carry (it has no NaN or Infinity: those are the strings above). */
const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    0.005,
    0.1 + 0.2,
    1e21,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    99999999999.99,
    1e15 + 0.01,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deeplyNested = JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`) as unknown;

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: weirdString },
  { weight: 3, arbitrary: weirdNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], { "": "" }, deeplyNested),
  fc.array(weirdString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A value shaped by the schema, its leaves often wrong: for calls without a valid body to start from. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema?.anyOf ?? schema?.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, depth)));
  if (!schema || depth > 4) return weirdValue;
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), weirdValue);
  if (schema.type === "object" || schema.properties) {
    const shape = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, s]) => [key, fromSchema(s, depth + 1)]),
    );
    return fc.record(shape, { requiredKeys: [] });
  }
  if (schema.type === "array") return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
  return weirdValue;
}

type Path = (string | number)[];

/** Every place in a value a mutation can touch: objects, arrays and leaves. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [at];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
  return [at, ...children];
}

type Mutation =
  | { kind: "set"; value: unknown }
  | { kind: "delete" }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "affix"; text: string; before: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: weirdValue.map((value) => ({ kind: "set" as const, value })) },
  { weight: 2, arbitrary: fc.constant({ kind: "delete" as const }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "__proto__", "constructor", "", "id", "status", "accountId", "userId"), weirdValue)
      .map(([key, value]) => ({ kind: "extra" as const, key, value })),
  },
  // A valid value with something after or before it: what passes a lax schema and reaches the database.
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.constantFrom("\u0000", "\u0007", "\u202e", "ə", "𝕏", "'", "%", "\\", ...LONE_SURROGATES),
          weirdString,
        ),
        fc.boolean(),
      )
      .map(([text, before]) => ({ kind: "affix" as const, text: text.slice(0, 300), before })),
  },
);

function applyMutation(body: unknown, path: Path, m: Mutation): unknown {
  if (path.length === 0) {
    if (m.kind === "set") return m.value;
    if (m.kind === "delete") return undefined;
    if (m.kind === "extra")
      return body !== null && typeof body === "object" ? { ...(body as object), [m.key]: m.value } : body;
    return typeof body === "string" ? (m.before ? m.text + body : body + m.text) : body;
  }
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  const next = applyMutation(copy[head], rest, m);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** The valid body with one to three of its places changed. */
export function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const change = fc.tuple(fc.constantFrom(...paths), mutation);
  // Mostly one change, so the rest of the body stays valid and the call gets past validation.
  const changes = fc.oneof(
    { weight: 6, arbitrary: fc.array(change, { minLength: 1, maxLength: 1 }) },
    fc.array(change, { minLength: 2, maxLength: 3 }),
  );
  return changes.map((list) => list.reduce((body, [path, m]) => applyMutation(body, path, m) ?? {}, valid));
}
