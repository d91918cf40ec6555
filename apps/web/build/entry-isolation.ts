import type { Plugin } from "vite";

type Chunk = { type: "chunk"; isEntry: boolean; imports: string[]; dynamicImports: string[] } | { type: "asset" };

/**
 * Where a page's chunks, loaded at once or later, import another page's entry chunk. When
 * chunk groups capture modules but leave their dependencies to the bundler
 * (build/chunk-groups.ts), a dependency only the portal reaches can land in the portal's
 * entry chunk; a group chunk the operator console shares then imports it, and opening the
 * console runs the portal's bootstrap. A page's own lazy chunks may import its entry.
 */
export function entryImports(bundle: Record<string, Chunk>): string[] {
  const chunk = (file: string) => {
    const found = bundle[file];
    return found?.type === "chunk" ? found : undefined;
  };
  const entries = Object.keys(bundle).filter((file) => chunk(file)?.isEntry);
  return entries.flatMap((entry) => {
    const seen = new Set([entry]);
    const leaks: string[] = [];
    const walk = (file: string) => {
      for (const imported of [...(chunk(file)?.imports ?? []), ...(chunk(file)?.dynamicImports ?? [])]) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        if (chunk(imported)?.isEntry) leaks.push(`${entry}: ${file} imports ${imported}`);
        else walk(imported);
      }
    };
    walk(entry);
    return leaks;
  });
}

/** Fails the browser build when one page's chunks import another page's entry chunk. */
export function entryIsolation(): Plugin {
  return {
    name: "portal:entry-isolation",
    apply: "build",
    generateBundle(_options, bundle) {
      const leaks = entryImports(bundle as Record<string, Chunk>);
      if (leaks.length) this.error(`a page loads another page's entry chunk:\n${leaks.join("\n")}`);
    },
  };
}
