import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

/**
 * Puts the portal's boot script (`src/boot/early-requests.ts`, the `boot` input) at the top
 * of index.html, with its imports preloaded: it asks for the session check and the screen's
 * first data while the portal's scripts download (docs/web-portal.md, "First load"). Vite
 * would merge a second module script of the page into the page's own entry, which runs only
 * once every import of the portal is in; this one is its own entry, and `async`, so it runs
 * as soon as it arrives. The light pages and the console have none.
 */
export function bootScript(entryName: string): Plugin {
  return {
    name: "portal:boot-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { filename, bundle }) {
        if (!bundle || !filename.endsWith("/index.html")) return;
        const entry = Object.values(bundle).find(
          (chunk) => chunk.type === "chunk" && chunk.isEntry && chunk.name === entryName,
        );
        if (!entry || entry.type !== "chunk") throw new Error(`the build has no ${entryName} entry`);
        return [
          {
            tag: "script",
            attrs: { type: "module", async: true, crossorigin: true, src: `/${entry.fileName}` },
            injectTo: "head-prepend",
          },
          ...staticImportsOf(entry.fileName, bundle).map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head-prepend" as const,
          })),
        ];
      },
    },
  };
}

/** Every chunk `fileName` imports statically, however deep: all are preloaded, none waits for another. */
function staticImportsOf(fileName: string, bundle: OutputBundle, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return [...seen];
  for (const file of chunk.imports) {
    if (seen.has(file)) continue;
    seen.add(file);
    staticImportsOf(file, bundle, seen);
  }
  return [...seen];
}
