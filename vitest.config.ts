import { defineConfig } from "vitest/config";

// One run over every package; each package's own vitest.config.ts says where its tests are.
export default defineConfig({
  test: {
    projects: ["core", "registry", "server", "extension"],
  },
});
