import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);

/**
 * Whether this code runs from the build (`dist/*.mjs`, made by `build.mjs`) rather than from
 * the TypeScript sources through tsx (development and tests). A process the server starts
 * is started the same way.
 */
export const runsFromBuild = !here.endsWith(".ts");

/**
 * The API package's folder: the nearest with a package.json, found upwards from this file,
 * which is `src/lib/` in the sources and `dist/` in the build. Files read at run time
 * (migrations, the reader's entry) are found from it rather than from `import.meta.url`,
 * which the build moves.
 */
export const apiDir = (() => {
  for (let dir = path.dirname(here); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no package.json above ${here}`);
  }
})();
