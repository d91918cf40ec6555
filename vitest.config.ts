import { defineConfig } from "vitest/config";

// One `vitest run` for every workspace; each project has its own config beside its code.
export default defineConfig({
  // Both cores: every file is isolated (its own database, its own jsdom), and one worker left
  // the second core idle while the suite took three quarters of an hour.
  test: {
    projects: ["packages/contracts", "apps/api", "apps/api/vitest.pgbouncer.config.ts", "apps/web"],
    maxWorkers: 2,
  },
});
