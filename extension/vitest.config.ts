import { defineProject } from "vitest/config";
import { WxtVitest } from "wxt/testing/vitest-plugin";

// WxtVitest resolves `wxt/browser` to WXT's fakeBrowser, so background services run against it in Node.
export default defineProject({
  plugins: [WxtVitest()],
  test: {
    name: "extension",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".output/**", ".wxt/**", "e2e-browser/**"],
  },
});
