import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Two cores: more workers only add contention.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
