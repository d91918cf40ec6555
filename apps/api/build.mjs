// The API's build: the server, its traces' preload and the spreadsheet reader's process, each one ES module in
// dist/ with the workspace's own TypeScript packages inlined and every npm dependency left
// to node_modules. `npm start` runs it; development and tests run the sources through tsx.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const dependencies = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")).dependencies ?? {});
const external = [...dependencies("./package.json"), ...dependencies("../../packages/contracts/package.json")].filter(
  (name) => !name.startsWith("@portal/"),
);

await build({
  entryPoints: {
    server: "src/server.ts",
    // Loaded before the server (`node --import`): the traces' set-up, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it.
    telemetry: "src/telemetry/telemetry.ts",
    "read-spreadsheet": "src/modules/bulk-invoices/spreadsheet/read-apart.entry.ts",
  },
  absWorkingDir: new URL(".", import.meta.url).pathname,
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  sourcemap: true,
  logLevel: "warning",
});
