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
  message:
    'Use zod/mini (`import * as z from "zod/mini"`): classic zod is not tree-shakable and weighs ~30 KiB gzipped on every portal page.',
}));

/** An import-direction rule: `patterns` may not be imported from these files. */
const noImports = (files, patterns, message, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { paths: classicZod, patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  // A disable comment that no longer disables anything fails: lists of exceptions only shrink.
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/api/src/db/migrations/**",
    ],
  },
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
    // shares with the sign-in page and the portal: none of the portal's heavy libraries, no
    // zod (the contracts' index builds schemas: types only from there), and no `@/` alias (the
    // server builds run inside the API). Tests may use the portal's helpers.
    files: [
      "apps/web/src/{pay,light}/**/*.{ts,tsx}",
      "apps/web/src/lib/{card-entry,card-input,field-entry,intl-format}.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@portal/contracts",
              allowTypeImports: true,
              message: "Import values by a zod-free deep path (@portal/contracts/card-rules …).",
            },
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
    // no `@/` alias. What it shares with the portal lives in its folders, so the ban follows
    // the folder: in src/light (storage, paths, use-countdown) under the stricter rule above,
    // and the react-hook-form helpers that rule refuses (use-code-step, field-errors) here.
    // Listed from lib/ or config/, they lost this ban to the import-direction block below,
    // which sets the same rule there and, being later, replaces it.
    files: ["apps/web/src/auth-page/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "apps/web/src/auth-page/testing.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: classicZod,
          patterns: [
            { group: ["@/*"], message: "Relative imports only: the sign-in page's server build runs inside the API." },
            {
              group: [
                "@mui/*",
                "@emotion/*",
                "@reduxjs/*",
                "react-redux",
                "react-router",
                "i18next",
                "react-i18next",
                "dayjs",
                "**/features/*",
                "**/app/*",
              ],
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
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through config/env.ts." },
      ],
    },
  },
  {
    // Repos own queries (docs/architecture.md, "Where code goes"): a module file that builds a
    // Drizzle query is a query nobody else can find or reuse. The few files still excepted say
    // so in a comment at their top, which fails lint once it excepts nothing.
    files: ["apps/api/src/modules/**/*.ts"],
    ignores: ["apps/api/src/modules/**/*.repo.ts", "apps/api/src/modules/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["drizzle-orm", "@/db/schema"].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Queries live in a *.repo.ts file of the module: call a repo function from here.",
          })),
        },
      ],
    },
  },
  // The directions imports may go (docs/architecture.md, "Import directions").
  noImports(
    ["apps/web/src/features/**/*.{ts,tsx}"],
    ["@/features/*", "**/features/*"],
    "A feature never imports another: move what both need to components/ or lib/.",
  ),
  noImports(
    // light/ is shared code too (the portal takes storage and paths from it); its own ban above
    // is the typescript-eslint rule, which this one leaves in place.
    ["apps/web/src/{components,lib,config,light}/**/*.{ts,tsx}"],
    ["@/features/*", "**/features/*", "@/app/*", "**/app/*"],
    "Shared code never depends on a feature or on the app's wiring.",
    // A test may mount the whole app around the piece it tries.
    ["**/*.test.{ts,tsx}"],
  ),
  noImports(
    // The operator console is a realm of its own (docs/operator-console.md): its own store, API
    // client, session and i18next, so neither realm ever sends the other's token or shows the
    // other's texts. It shares the portal's stateless UI (components/, theme, intl-format,
    // save-file, as-sent) and locale files, never what reads the portal's store, session,
    // i18next or runtime config.
    ["apps/web/src/ops/**/*.{ts,tsx}"],
    [
      "@/app/*",
      "@/features/*",
      "@/light/*",
      "@/config/*",
      "@/lib/api",
      "@/lib/*-api",
      "@/lib/api-error",
      "@/lib/session",
      "@/lib/permissions",
      "@/lib/i18n",
      "@/lib/format",
      "@/lib/download",
      "@/lib/validation-message",
      "@/lib/screen-translation",
    ],
    "The console never uses the portal's store, session, i18next or runtime config: use its own (src/ops/lib).",
  ),
  noImports(
    ["packages/contracts/src/**/*.ts"],
    ["@/*", "**/apps/**", "@portal/*"],
    "The contracts are shared by both apps and import neither.",
  ),
  noImports(
    ["apps/api/src/{config,db,lib,plugins,providers}/**/*.ts"],
    ["@/modules/*", "**/modules/*"],
    "Infrastructure never depends on a feature module: modules use it, not the other way round.",
  ),
);
