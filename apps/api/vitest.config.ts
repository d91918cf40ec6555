import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Each file opens its own database; argon2 and PGlite start-up want generous limits.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
