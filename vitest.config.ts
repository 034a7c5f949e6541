import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,registry,server}/src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
