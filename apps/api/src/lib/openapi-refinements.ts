import {
  AMOUNT_MAX_MAJOR,
  BLANK_OR_DATE_PATTERN,
  CALENDAR_DATE_PATTERN,
  CVV_INPUT_PATTERN,
  EMAIL_PATTERN,
  EXPIRY_INPUT_PATTERN,
  HEX_COLOUR_PATTERN,
  INVOICE_AMOUNT_PATTERN,
  isBlankOrCalendarDate,
  isBlankOrCategory,
  isBlankOrEmail,
  isHexColour,
  invoiceAmountSent,
  isCalendarDate,
  isCvv,
  isExpiryFormat,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUrl,
  isWebhookUrl,
  merchantCategories,
  Metadata,
  METADATA_LIMITS,
  NOT_BLANK_PATTERN,
  operationAmountSent,
  PASSWORD_PATTERN,
  PHONE_INPUT_PATTERN,
  POSITIVE_AMOUNT_PATTERN,
  shownAmountSent,
  URL_PATTERN,
  WEBHOOK_URL_PATTERN,
  webhookEventsField,
  WALLET_MOVE_MIN,
  walletAmountSent,
} from "@portal/contracts";
import type { FastifySchema } from "fastify";
import * as z from "zod/mini";

/** What the document says of a field beyond its type. */
export interface StatedRule {
  pattern?: string;
  format?: string;
  maxProperties?: number;
  properties?: Record<string, unknown>;
  additionalProperties?: false;
  uniqueItems?: true;
  minimum?: number;
  exclusiveMinimum?: true;
  maximum?: number;
  exclusiveMaximum?: true;
  multipleOf?: number;
  /** A union's rule by its options' types ("string", "number"): an amount as text or as a number. */
  forms?: Record<string, StatedRule>;
}

/** zod's inside of a schema, as far as the walk reads it. */
export interface ZodNode {
  _zod: {
    def: Record<string, unknown> & {
      type: string;
      checks?: { _zod: { def: { check: string; fn?: unknown; minimum?: number } } }[];
    };
  };
}

/**
 * The contracts' refinements and the rule each states in JSON Schema's words. zod's JSON
 * Schema keeps no refinement: without this, a phone, an e-mail address, a date or an address
 * would be a bare string in the documents, and a generated client would send what the server
 * refuses. The patterns are field-rules.ts's, tried against the checks in field-rules.test.ts.
 */
export const refinementRules = new Map<unknown, StatedRule>([
  [isValidEmail, { format: "email", pattern: EMAIL_PATTERN.source }],
  [isValidUrl, { format: "uri", pattern: URL_PATTERN }],
  [isCalendarDate, { format: "date", pattern: CALENDAR_DATE_PATTERN }],
  // The check runs on the trimmed, normalised number: the pattern is of the number as typed.
  [isValidPhone, { pattern: PHONE_INPUT_PATTERN }],
  // A card's MM/YY and its three or four digits, on the trimmed value as the phone's.
  [isExpiryFormat, { pattern: EXPIRY_INPUT_PATTERN }],
  [isCvv, { pattern: CVV_INPUT_PATTERN }],
  // Lookaheads for the four kinds of character: what the field's description lists, as a rule.
  [isValidPassword, { pattern: PASSWORD_PATTERN }],
  // The optional fields of the portal's forms: blank, or the field's rule.
  [isBlankOrCalendarDate, { pattern: BLANK_OR_DATE_PATTERN }],
  [isBlankOrEmail, { pattern: `^$|${EMAIL_PATTERN.source}` }],
  [isBlankOrCategory, { pattern: `^(?:${merchantCategories.join("|")})?$` }],
  [isWebhookUrl, { format: "uri", pattern: WEBHOOK_URL_PATTERN }],
  [isHexColour, { pattern: HEX_COLOUR_PATTERN }],
]);

/** An amount in whole cents between `bounds`, as text of `pattern` or as a number (binary: see amountTextOf). */
const amountNumber = (bounds: StatedRule): StatedRule => ({ maximum: AMOUNT_MAX_MAJOR, ...bounds, multipleOf: 0.01 });
const amountForms = (pattern: string, bounds: StatedRule): StatedRule => ({
  forms: { string: { pattern }, number: amountNumber(bounds) },
});
const aboveZero: StatedRule = { minimum: 0, exclusiveMinimum: true };

/**
 * Schemas whose refinement is their own, stated as far as OpenAPI 3.0 can: metadata's count of
 * keys (it has no propertyNames), and the amounts' rules, each form's (their checks name the rule
 * broken, so they are refinements of a union, not of its options).
 */
const schemaRules = new Map<unknown, StatedRule>([
  [Metadata, { maxProperties: METADATA_LIMITS.keys }],
  [invoiceAmountSent, amountForms(INVOICE_AMOUNT_PATTERN, { minimum: 1, maximum: 40_000, exclusiveMaximum: true })],
  [operationAmountSent, amountForms(POSITIVE_AMOUNT_PATTERN, aboveZero)],
  [shownAmountSent, amountForms(POSITIVE_AMOUNT_PATTERN, aboveZero)],
  [walletAmountSent, amountNumber({ minimum: Number(WALLET_MOVE_MIN) / 100 })],
  [webhookEventsField, { uniqueItems: true }],
]);

const checksOf = (node: ZodNode) => node._zod.def.checks ?? [];

/** Where a rule about the value sent is stated: a pipe's input (the document shows what is sent). */
const sentAt = (node: ZodNode): ZodNode => (node._zod.def.type === "pipe" ? sentAt(node._zod.def.in as ZodNode) : node);

/**
 * A record whose keys are a fixed few (`z.partialRecord(z.enum(…), …)`): JSON Schema's
 * `propertyNames` is not OpenAPI 3.0's, so its keys become properties and no others are taken,
 * as the server refuses them.
 */
function closedRecord(node: ZodNode): StatedRule | undefined {
  const { keyType, valueType } = node._zod.def as { keyType?: ZodNode; valueType?: ZodNode };
  if (node._zod.def.type !== "record" || keyType?._zod.def.type !== "enum") return undefined;
  const value = z.toJSONSchema(valueType as never, { target: "openapi-3.0", io: "input", unrepresentable: "any" });
  const keys = Object.values(keyType._zod.def.entries as Record<string, string>);
  return { properties: Object.fromEntries(keys.map((key) => [key, value])), additionalProperties: false };
}

/** What of `node`'s own checks the document would not say, as a rule it can. */
export function ruleOf(node: ZodNode): StatedRule | undefined {
  const own = schemaRules.get(node) ?? closedRecord(node);
  if (own) return own;
  for (const check of checksOf(node)) {
    const rule = check._zod.def.check === "custom" ? refinementRules.get(check._zod.def.fn) : undefined;
    if (rule) return rule;
  }
  // Trimmed, then at least one character: blank is refused, which minLength alone does not say.
  const trimmed = checksOf(node).some((check) => check._zod.def.check === "overwrite");
  const nonEmpty = checksOf(node).some((c) => c._zod.def.check === "min_length" && (c._zod.def.minimum ?? 0) > 0);
  return node._zod.def.type === "string" && trimmed && nonEmpty ? { pattern: NOT_BLANK_PATTERN } : undefined;
}

/** The children a walk goes down to. */
export function childrenOf(node: ZodNode): [string, ZodNode][] {
  const def = node._zod.def;
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, ZodNode>);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return [["", def.innerType as ZodNode]];
    case "pipe":
      return [
        ["", def.in as ZodNode],
        ["", def.out as ZodNode],
      ];
    case "record":
      return [["*", def.valueType as ZodNode]];
    case "array":
      return [["[]", def.element as ZodNode]];
    case "union":
      return (def.options as ZodNode[]).map((option) => ["", option]);
    default:
      return [];
  }
}

/**
 * Writes each rule under `schema` into zod's registry, where its JSON Schema conversion reads
 * `pattern` and `format` from: called on a route's schemas as the documents are made.
 */
export function stateRefinements(schema: unknown, seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== "object" || !("_zod" in schema) || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as ZodNode;
  const rule = ruleOf(node);
  if (rule?.forms) {
    for (const [, option] of childrenOf(node)) {
      const form = rule.forms[option._zod.def.type];
      if (form) z.globalRegistry.add(option as never, form as never);
    }
  } else if (rule) {
    const target = sentAt(node);
    const stated = z.globalRegistry.get(target as never) as StatedRule | undefined;
    // "Not blank" is the weakest rule: a pattern a refinement stated on the same input stays.
    const weaker = rule.pattern === NOT_BLANK_PATTERN && stated?.pattern !== undefined;
    if (!weaker) z.globalRegistry.add(target as never, { ...stated, ...rule } as never);
  }
  for (const [, child] of childrenOf(node)) stateRefinements(child, seen);
}

/** A route's request schemas, stated before its document entry is made (app.ts and the merchant API's `transform`). */
export function stateRouteRefinements(schema: FastifySchema | undefined) {
  for (const part of [schema?.body, schema?.querystring, schema?.params, schema?.headers]) stateRefinements(part);
}
