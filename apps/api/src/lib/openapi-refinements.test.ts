import {
  ApiAmountRequest,
  ApiCreateInvoiceRequest,
  ApiOrderListQuery,
  ApiRefundRequest,
  CreateOrderRequest,
} from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { childrenOf, refinementRules, ruleOf, type ZodNode } from "./openapi-refinements";

/** A refinement whose rule JSON Schema cannot state, by the field's path, with where its words are instead. */
const knownExceptions: Record<string, string> = {
  // OpenAPI 3.0 has no propertyNames: the keys' lengths (1 to 40) and the values' (500) are in the description.
  metadata: "its keys' and values' lengths",
};

/** Every refinement under `node` by its field's path, and whether the documents state it. */
function refinements(node: ZodNode, path: string, found: Map<string, boolean>) {
  const refined = (node._zod.def.checks ?? []).some((check) => check._zod.def.check === "custom");
  // Stated: a pattern or a format says what the check accepts; a count of keys alone does not.
  const rule = ruleOf(node);
  if (refined) found.set(path, found.get(path) === true || Boolean(rule?.pattern ?? rule?.format));
  for (const [key, child] of childrenOf(node)) refinements(child, key ? (path ? `${path}.${key}` : key) : path, found);
  return found;
}

/**
 * The merchant API's request schemas: each refinement's rule is stated in the document
 * (`refinementRules`: a pattern or a format) or is a known exception above, with its reason.
 * A new refinement that the documents would lose fails here until it is one or the other.
 */
describe("the merchant API's request rules in its document", () => {
  const excepted = new Set<string>();
  const requests = {
    CreateOrderRequest,
    ApiCreateInvoiceRequest,
    ApiOrderListQuery,
    ApiAmountRequest,
    ApiRefundRequest,
  };

  it.each(Object.entries(requests))("%s: every refinement is stated or a known exception", (_, schema) => {
    const found = refinements(schema as unknown as ZodNode, "", new Map());
    const unstated = [...found].filter(([, stated]) => !stated).map(([path]) => path);
    for (const path of unstated) if (path in knownExceptions) excepted.add(path);
    expect(unstated.filter((path) => !(path in knownExceptions))).toEqual([]);
  });

  it("lists no exception that is not one, and states the shared fields' rules", () => {
    expect([...excepted].sort()).toEqual(Object.keys(knownExceptions).sort());
    expect(refinementRules.size).toBeGreaterThanOrEqual(4);
  });
});
