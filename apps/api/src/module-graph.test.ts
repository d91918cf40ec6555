import { readFileSync } from "node:fs";
import { join, relative, resolve, dirname, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/test-support/source-files";

/**
 * API modules may not import each other in a circle (docs/architecture.md, "Import
 * directions"): a cycle means neither side can change or be tested alone, and the next
 * money operation would have to take both. Type-only imports count too: they tie the
 * modules' shapes together just the same. Tests and test support are left out.
 *
 * KNOWN_CYCLES only shrinks: a new cycle fails, and so does a listed one that is gone
 * (take it off the list). It is empty: there is no cycle left to list.
 */
const KNOWN_CYCLES: string[][] = [];

const SRC = resolve(__dirname);
const MODULES = join(SRC, "modules");

/** The module a file belongs to: the first folder under modules/, or null outside them. */
function moduleOf(file: string): string | null {
  const rel = relative(MODULES, file);
  return rel.startsWith("..") ? null : rel.split(sep)[0]!;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return join(SRC, specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(from), specifier);
  return null;
}

/** Module → the modules it imports (static, dynamic and type-only imports alike). */
export function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveSpecifier(file, fileName);
      const to = target && moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan), each sorted, in order. */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe("API module imports", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"]]);
  });

  it("form no cycle beyond the known ones, which only shrink", () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cyclesOf(graph)).toEqual(KNOWN_CYCLES);
  });
});
