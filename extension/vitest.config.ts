import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";
import { WxtVitest } from "wxt/testing/vitest-plugin";

// WxtVitest resolves `wxt/browser` to WXT's fakeBrowser, so background services run against it in Node.
export default defineProject({
  // The root run starts in the monorepo's folder; WXT must load this package's wxt.config.ts (which also
  // writes the bundled snapshot the services import).
  plugins: [WxtVitest({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  test: {
    name: "extension",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".output/**", ".wxt/**", "e2e-browser/**"],
  },
});
