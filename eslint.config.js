import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One zod dialect everywhere: zod/mini. Classic zod's chained methods are not tree-shakable
 * (~30 KiB gzipped on every portal page). Part of every `no-restricted-imports` setting
 * below, since a later setting of a rule replaces an earlier one.
 */
const classicZod = ["zod", "zod/v4", "zod/v3"].map((name) => ({
  name,
  message: 'Use zod/mini (`import * as z from "zod/mini"`): classic zod is not tree-shakable and weighs ~30 KiB gzipped on every portal page.',
}));

/** An import-direction rule: `patterns` may not be imported from these files. */
const noImports = (files, patterns, message, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { paths: classicZod, patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-ssr/**", "**/node_modules/**", "data/**", "test-results/**", "playwright-report/**", "apps/api/src/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { paths: classicZod }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The hosted checkout's script budget (docs/checkout-page.md), and the light pages' kit it
    // shares with the sign-in page: none of the portal's heavy libraries, no zod (the contracts'
    // index builds schemas: types only from there), and no `@/` alias (the server builds run
    // inside the API). Tests may use the portal's helpers.
    files: ["apps/web/src/{pay,light}/**/*.{ts,tsx}", "apps/web/src/lib/{card-entry,card-input,field-entry,intl-format}.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@portal/contracts", allowTypeImports: true, message: "Import values by a zod-free deep path (@portal/contracts/card-rules …)." },
            { name: "zod", message: "Not on the checkout page: see docs/checkout-page.md." },
            { name: "zod/mini", message: "Not on the checkout page: see docs/checkout-page.md." },
          ],
          patterns: [
            { group: ["@/*"], message: "Relative imports only: the checkout's server build runs inside the API." },
            {
              group: [
                "@mui/*",
                "@emotion/*",
                "@reduxjs/*",
                "react-redux",
                "react-router",
                "i18next",
                "react-i18next",
                "react-hook-form",
                "@hookform/*",
                "dayjs",
              ],
              message: "Not on the checkout page: see docs/checkout-page.md.",
            },
          ],
        },
      ],
    },
  },
  {
    // The signed-out screens' page (docs/auth-page.md): the light pages' kit, react-hook-form
    // and the contracts' schemas, but none of the portal's MUI, store, router or i18next, and
    // no `@/` alias. The portal's modules it shares (lib/storage, lib/use-countdown, lib/use-code-step,
    // config/paths) follow the same rule.
    files: ["apps/web/src/auth-page/**/*.{ts,tsx}", "apps/web/src/lib/{storage,use-countdown,use-code-step,field-errors}.ts", "apps/web/src/config/paths.ts"],
    ignores: ["**/*.test.{ts,tsx}", "apps/web/src/auth-page/testing.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: classicZod,
          patterns: [
            { group: ["@/*"], message: "Relative imports only: the sign-in page's server build runs inside the API." },
            {
              group: ["@mui/*", "@emotion/*", "@reduxjs/*", "react-redux", "react-router", "i18next", "react-i18next", "dayjs", "**/features/*", "**/app/*"],
              message: "Not on the sign-in page: see docs/auth-page.md.",
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in one place per app (STYLE: config/env.ts).
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/config/env.ts", "apps/api/src/test-support/**", "apps/api/src/**/*.test.ts"],
    rules: { "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through config/env.ts." }] },
  },
  // The directions imports may go (docs/architecture.md, "Import directions").
  noImports(
    ["apps/web/src/features/**/*.{ts,tsx}"],
    ["@/features/*", "**/features/*"],
    "A feature never imports another: move what both need to components/ or lib/.",
  ),
  noImports(
    ["apps/web/src/{components,lib,config}/**/*.{ts,tsx}"],
    ["@/features/*", "**/features/*", "@/app/*", "**/app/*"],
    "Shared code never depends on a feature or on the app's wiring.",
    // A test may mount the whole app around the piece it tries.
    ["**/*.test.{ts,tsx}"],
  ),
  noImports(["packages/contracts/src/**/*.ts"], ["@/*", "**/apps/**", "@portal/*"], "The contracts are shared by both apps and import neither."),
  noImports(
    ["apps/api/src/{config,db,lib,plugins,providers}/**/*.ts"],
    ["@/modules/*", "**/modules/*"],
    "Infrastructure never depends on a feature module: modules use it, not the other way round.",
  ),
);
