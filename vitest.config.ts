import { defineConfig } from "vitest/config";

// Every package's unit tests, and the end-to-end suites as their own projects (see package.json:
// test:unit runs the first four in parallel, test:e2e the e2e projects one file at a time).
export default defineConfig({
  test: {
    projects: [
      "core",
      "registry",
      "server",
      "extension",
      "registry/vitest.e2e.config.ts",
      "server/vitest.e2e.config.ts",
    ],
  },
});
