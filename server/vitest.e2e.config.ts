import { defineProject } from "vitest/config";

// End-to-end tests run after the unit tests, one file at a time (see the root test:e2e script): they start
// servers, Redis and CLI processes, and their timing assertions must not compete with CPU-heavy unit tests.
export default defineProject({
  test: {
    name: "server-e2e",
    include: ["e2e/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
