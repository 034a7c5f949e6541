import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "extension",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".output/**", ".wxt/**", "e2e/**"],
    passWithNoTests: true,
  },
});
