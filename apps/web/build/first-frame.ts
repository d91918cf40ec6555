import fs from "node:fs";
import path from "node:path";
// By path: vite loads its configuration with Node, which takes no TypeScript from packages.
import { languages } from "../../../packages/contracts/src/languages.ts";
import { pageDataBlock } from "../../../packages/contracts/src/page-data.ts";
import type { Plugin } from "vite";
import { FIRST_FRAME_BLOCK_ID, type FirstFrameTexts, firstFrameScreens } from "../src/boot/first-frame.ts";

/** A key such as `invoices.list.subtitle` in `locales/<language>/invoices.json`; the build fails on a missing one. */
function textOf(localesDir: string, language: string, key: string): string {
  const [namespace, ...rest] = key.split(".");
  const file = path.join(localesDir, language, `${namespace}.json`);
  let value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const part of rest) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== "string") throw new Error(`first frame: ${language} has no text for ${key}`);
  return value;
}

/** The first frame's texts in every language, from the locale files the portal translates with. */
export function firstFrameTexts(localesDir: string): FirstFrameTexts {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      {
        loading: textOf(localesDir, language, "common.loading"),
        screens: Object.fromEntries(
          Object.entries(firstFrameScreens).map(([screen, { title, subtitle }]) => [
            screen,
            [title, ...(subtitle ? [subtitle] : [])].map((key) => textOf(localesDir, language, key)),
          ]),
        ),
      },
    ]),
  ) as FirstFrameTexts;
}

/**
 * Writes the first frame's texts into index.html as a page-data block, which the boot
 * script paints from (src/boot/first-frame.ts): about a kilobyte in the page instead of the
 * portal's translations in the boot script.
 */
export function firstFrame(localesDir: string): Plugin {
  return {
    name: "portal:first-frame",
    transformIndexHtml: {
      order: "post",
      handler(html, { filename }) {
        if (!filename.endsWith("/index.html")) return;
        return html.replace("</head>", `${pageDataBlock(FIRST_FRAME_BLOCK_ID, firstFrameTexts(localesDir))}</head>`);
      },
    },
  };
}
