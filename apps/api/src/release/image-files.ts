/**
 * Reads what build-release.test.ts checks in the Dockerfile and compose.yaml, which cannot be
 * built or started where the tests run: enough of each format for the lines this repository
 * writes (no YAML library is a dependency, and these two files are ours), not a general parser.
 */

export interface DockerStage {
  image: string;
  name?: string;
  /** Each instruction with its arguments, continuation lines joined. */
  instructions: { op: string; args: string }[];
}

/** The Dockerfile's stages in order; comments and parser directives dropped. */
export function dockerStages(dockerfile: string): DockerStage[] {
  const stages: DockerStage[] = [];
  const logical = dockerfile
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  for (const line of logical) {
    const [, op = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === "FROM") {
      const [, image = "", name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

/** The arguments of a stage's instructions named `op`, in order. */
export const argsOf = (stage: DockerStage, op: string) =>
  stage.instructions.filter((i) => i.op === op).map((i) => i.args);

/** `ENV A=1 B=2` lines of a stage as one map (values without spaces or quotes, as ours are). */
export const envOf = (stage: DockerStage): Record<string, string> =>
  Object.fromEntries(
    argsOf(stage, "ENV").flatMap((args) => args.split(/\s+/).map((pair) => pair.split("=", 2) as [string, string])),
  );

/** The lines below a top-level key of compose.yaml (`services`, `x-portal`…), up to the next one. */
function topLevelBlock(compose: string, key: string): string[] {
  const lines = compose.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (start < 0) throw new Error(`compose.yaml has no top-level ${key}`);
  const end = lines.findIndex((line, i) => i > start && /^[^\s#]/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Each service of compose.yaml with its lines, indentation kept. */
export function composeServices(compose: string): Map<string, string> {
  const services = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of topLevelBlock(compose, "services")) {
    const name = /^ {2}([\w.-]+):\s*$/.exec(line)?.[1];
    if (name) services.set(name, (current = []));
    else current?.push(line);
  }
  return new Map([...services].map(([name, lines]) => [name, lines.join("\n")]));
}

type Mapping = Record<string, string>;

/** The top-level `x-…: &anchor` mappings' scalar values, by anchor name (`${VAR:-default}` read as its default). */
export function composeAnchors(compose: string): Map<string, Mapping> {
  const anchors = new Map<string, Mapping>();
  for (const [, key, anchor] of compose.matchAll(/^(x-[\w-]+):\s*&([\w-]+)\s*$/gm))
    anchors.set(anchor!, scalars(topLevelBlock(compose, key!), 2));
  return anchors;
}

/** A service's own scalar settings (`init`, `stop_grace_period`…), over those of the anchors it merges. */
export const serviceSettings = (service: string, anchors: Map<string, Mapping>): Mapping =>
  merged(service.split("\n"), 4, anchors);

/** A service's environment: `environment: *anchor`, or its `KEY: value` lines over a merged `<<: *anchor`. */
export function serviceEnvironment(service: string, anchors: Map<string, Mapping>): Mapping {
  const lines = service.split("\n");
  const start = lines.findIndex((line) => /^ {4}environment:/.test(line));
  if (start < 0) return {};
  const alias = /\*([\w-]+)\s*$/.exec(lines[start]!)?.[1];
  if (alias) return { ...anchors.get(alias) };
  const end = lines.findIndex((line, i) => i > start && !/^ {6}/.test(line));
  return merged(lines.slice(start + 1, end < 0 ? undefined : end), 6, anchors);
}

/** A flow sequence (`["node", "-e", "…"]`, one line or several) following `key:` in a block. */
export function flowSequence(block: string, key: string): string[] {
  const start = block.search(new RegExp(`^\\s*${key}:`, "m"));
  if (start < 0) throw new Error(`no ${key}: in\n${block}`);
  const from = block.indexOf("[", start);
  const to = block.indexOf("]", from);
  return JSON.parse(block.slice(from, to + 1).replace(/,\s*\]$/, "]")) as string[];
}

/** A compose duration (`30s`, `1m30s`) in milliseconds. */
export function durationMs(value: string): number {
  const parts = [...value.matchAll(/(\d+)(ms|s|m|h)/g)];
  if (!parts.length) throw new Error(`not a duration: ${value}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

/** `key: value` lines at `indent`, a merged `<<: *anchor` first so that the block's own keys win. */
function merged(lines: string[], indent: number, anchors: Map<string, Mapping>): Mapping {
  const merges = lines.flatMap((line) => {
    const alias = new RegExp(`^ {${indent}}<<:\\s*\\*([\\w-]+)`).exec(line)?.[1];
    return alias ? [anchors.get(alias) ?? {}] : [];
  });
  return Object.assign({}, ...merges, scalars(lines, indent));
}

/** The `key: value` lines at exactly `indent` that hold a value on the line (not a nested block, not an alias). */
function scalars(lines: string[], indent: number): Mapping {
  const pair = new RegExp(`^ {${indent}}([A-Za-z_][\\w-]*):\\s+([^*&\\s].*)$`);
  return Object.fromEntries(
    lines.flatMap((line) => {
      const [, key, value] = pair.exec(line) ?? [];
      return key === undefined ? [] : [[key, unquote(interpolated(value!.trim()))]];
    }),
  );
}

const interpolated = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, "$1");
const unquote = (value: string) => value.replace(/^(["'])(.*)\1$/, "$2");
