import { defineProject } from "vitest/config";

// Unit tests; the end-to-end suite (real ports, processes, Redis) is vitest.e2e.config.ts.
export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
