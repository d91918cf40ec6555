import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { encodeLoose, fromSchema, mutatedBody, weirdString } from "./fuzz-values";
import { multipartFile } from "./multipart";
import type { Operation, Parameter } from "./openapi";

/** One generated call, and what it was, to name it in a failure. */
interface FuzzRequest {
  options: InjectOptions;
  label: string;
}

export interface FuzzTarget {
  op: Operation;
  /** A body the call accepts, to mutate (JSON calls); generated from the schema when absent. */
  validBody?: unknown;
  /** A value that exists (an id of the merchant's records) for a path or query parameter. */
  known: (param: Parameter) => string | undefined;
  /** Headers of a signed-in caller. */
  session: Record<string, string>;
  /** The call takes a multipart upload (its body is not in the OpenAPI document). */
  upload?: boolean;
}

/** Bodies that are not JSON, or say they are something else. */
const rawBodies: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc.oneof(
  fc
    .constantFrom(
      "",
      "{",
      "[1,2",
      "nul",
      "\u0000",
      '{"a":1}{"b":2}',
      '"\\ud800"',
      "1e999999",
      '{"a":1,}',
      "\ufeff{}",
      "[]",
      "null",
      "0",
    )
    .map((payload) => ({ payload, contentType: "application/json" })),
  fc
    .constantFrom(
      Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
      Buffer.from('{"x":"\xff\xc0"}', "latin1"),
      Buffer.alloc(2048, 0x20),
    )
    .map((payload) => ({ payload, contentType: "application/json" })),
  fc
    .tuple(
      fc.constantFrom('{"x":1}', "x=1&y=2", "<xml/>", "--x\r\n\r\n--x--", ""),
      fc.constantFrom(
        "text/plain",
        "application/xml",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "application/json; charset=latin1",
        "APPLICATION/JSON",
        "application/vnd.api+json",
        "*/*",
        "application/octet-stream",
        "",
        "application/json, text/plain",
        "image/png",
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType })),
);

const badParams = [
  "not-an-id",
  "0",
  "-1",
  "1e9",
  "NaN",
  "null",
  "%00",
  "%ZZ",
  "%2e%2e",
  "..",
  "%20",
  "a%2Fb",
  "%F0%9F%98%80",
  "%ED%A0%80",
  "x".repeat(3000),
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF",
  "123e4567-e89b-92d3-a456-426614174000",
  "12345",
  "1234567",
];

/** Query strings beyond what the call declares: repeats, arrays, prototype keys, bad escapes. */
const oddQueries = [
  "a=1&a=2",
  "page=-1",
  "page=1e309",
  "page=NaN",
  "page=0x10",
  "page=1.5",
  "page[]=1",
  "page[0]=1&page[1]=2",
  "__proto__[x]=1",
  "constructor[prototype][x]=1",
  "%ZZ=1",
  "x=%00",
  "=",
  "&&&",
  "x",
  `q=${"y".repeat(5000)}`,
  "from=2026-02-30&to=0000-00-00",
  "status=nope",
  "amount=-1e309",
  "email=%ED%A0%80",
];

/** The declared query parameters, each valid, odd or absent. */
function declaredQuery(op: Operation, target: FuzzTarget): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === "query");
  if (params.length === 0) return fc.constant("");
  const value = (p: Parameter) =>
    fc.option(
      fc.oneof(
        fc.constant(target.known(p) ?? ""),
        fc.constantFrom(...(p.schema.enum ?? ["x"]).map(String)),
        weirdString.map((s) => s.slice(0, 500)),
      ),
      { nil: undefined },
    );
  return fc
    .tuple(...params.map(value))
    .map((values) =>
      params.flatMap((p, i) => (values[i] === undefined ? [] : [`${p.name}=${encodeLoose(values[i]!)}`])).join("&"),
    );
}

/** Multipart bodies for an upload: junk files, wrong fields, cut short, too large. */
const uploads: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc
  .tuple(
    fc.constantFrom("file", "logo", "", "file\u0000"),
    fc.constantFrom("logo.png", "", "../../x.png", "a\u0000.png", "😀.jpeg"),
    fc.constantFrom("image/png", "image/jpeg", "text/plain", ""),
    fc.oneof(
      fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 0x11, 8, 0xff, 0xff, 0xff, 0xff]),
        Buffer.alloc(2 * 1024 * 1024 + 1, 1),
      ),
      fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) =>
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(bytes)]),
        ),
    ),
    fc.boolean(),
  )
  .map(([field, name, type, content, cut]) => {
    const { payload, headers } = multipartFile(field, name, type, content);
    return {
      payload: cut ? payload.subarray(0, Math.floor(payload.length / 2)) : payload,
      contentType: headers["content-type"],
    };
  });

/** Generated calls to one operation: bad bodies, parameters, queries, content types and headers, with and without a session. */
export function fuzzRequests(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const { op } = target;
  const jsonBody =
    target.validBody !== undefined
      ? fc.oneof({ weight: 4, arbitrary: mutatedBody(target.validBody) }, fromSchema(op.body))
      : fromSchema(op.body);
  const json = jsonBody.map((value) => ({
    payload: JSON.stringify(value) ?? "",
    contentType: "application/json" as string | undefined,
  }));
  const none = fc.constant({ payload: "" as string | Buffer, contentType: undefined as string | undefined });
  const body = target.upload
    ? fc.oneof({ weight: 6, arbitrary: uploads }, json, rawBodies, none)
    : op.body
      ? fc.oneof({ weight: 6, arbitrary: json }, { weight: 2, arbitrary: rawBodies }, none)
      : fc.oneof(json, rawBodies, { weight: 3, arbitrary: none });
  const pathParams = op.parameters.filter((p) => p.in === "path");
  // Mostly the value that exists, so the call's other inputs get tried too.
  const pathValue = (p: Parameter) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(encodeURIComponent(target.known(p) ?? "123456")) },
      fc.constantFrom(...badParams),
      weirdString.map((s) => encodeLoose(s.slice(0, 3000))),
    );
  // badParams are sent as written: some are escapes on purpose.
  const path = fc
    .tuple(...pathParams.map(pathValue))
    .map((values) =>
      op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[pathParams.findIndex((p) => p.name === name)] ?? ""),
    );
  const query = fc.oneof({ weight: 3, arbitrary: declaredQuery(op, target) }, fc.constantFrom(...oddQueries));
  const caller = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ who: "signed in", headers: target.session }) },
    fc.constantFrom<{ who: string; headers: Record<string, string> }>(
      { who: "anonymous", headers: {} },
      { who: "forged token", headers: { authorization: "Bearer forged" } },
      { who: "odd authorization", headers: { authorization: "Bearer \u00e9\u00ff \t" } },
    ),
  );
  const extraHeaders = fc.record(
    { "accept-language": weirdString, "idempotency-key": weirdString },
    { requiredKeys: [] },
  );
  // Callers from a few dozen addresses: one address would soon get only the per-address limit's 429.
  const from = fc.integer({ min: 1, max: 40 }).map((n) => `198.51.100.${n}`);
  return fc.tuple(path, query, body, caller, extraHeaders, from).map(([url, q, b, c, extra, remoteAddress]) => {
    const headers: Record<string, string> = { ...headerSafe(extra), ...c.headers };
    if (b.contentType !== undefined) headers["content-type"] = b.contentType;
    const full = q ? `${url}?${q}` : url;
    const sendsBody = b.payload.length > 0 || b.contentType !== undefined;
    const options: InjectOptions = {
      method: op.method,
      url: full,
      headers,
      remoteAddress,
      ...(sendsBody ? { payload: b.payload } : {}),
    };
    const shown = typeof b.payload === "string" ? JSON.stringify(short(b.payload)) : `<${b.payload.length} bytes>`;
    return {
      options,
      label: `${c.who} ${op.method} ${short(full)} [${b.contentType ?? "no content-type"}] ${shown} ${short(JSON.stringify(extra))}`,
    };
  });
}

/** The start of a long text and its length, so a failure stays readable. */
const short = (text: string) => (text.length > 300 ? `${text.slice(0, 200)}… (${text.length} characters)` : text);

/** HTTP carries header values as Latin-1 without control characters; the rest cannot be sent at all. */
function headerSafe(extra: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(extra).map(([key, value]) => [
      key,
      value.slice(0, 400).replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, "?"),
    ]),
  );
}
