import { defineConfig } from "wxt";
import { extensionManifest } from "./build/manifest.ts";
import { writeNavigationFiltersJson } from "./build/write-navigation-filters.ts";
import { writePrefilterJson } from "./build/write-prefilter.ts";
import { writeSnapshotJson } from "./build/write-snapshot.ts";

// The registry snapshot is bundled, never fetched: written here from the registry's records so every
// build (and `wxt prepare`, and the unit tests) sees the current data.
writeSnapshotJson();
// The in-page guard's prefilter, derived from the same registry with core's words and names, and which
// navigations wake the worker, from that prefilter and the registry.
writeNavigationFiltersJson(writePrefilterJson());

export default defineConfig({
  // Explicit imports only: every file says where its names come from, and `tsc` checks them as written.
  imports: false,
  manifestVersion: 3,
  manifest: ({ browser }) => extensionManifest(browser),
  zip: {
    artifactTemplate: "entryguard-{{version}}-{{browser}}.zip",
    sourcesTemplate: "entryguard-{{version}}-sources.zip",
    // Store reviewers rebuild from the monorepo: the extension needs core and the registry beside it.
    sourcesRoot: "..",
    excludeSources: [
      "server/**",
      "artifacts/**",
      "**/.output/**",
      "**/.wxt/**",
      "**/generated/**",
      "**/*.log",
    ],
  },
  vite: () => ({
    build: {
      rolldownOptions: {
        // Non-ASCII letters (confusables, country names in many scripts) written as \u escapes: Chromium then
        // keeps the worker's script as one-byte text and skips decoding UTF-8 on each wake (e2e-browser/bundle.spec.ts).
        output: { charset: "ascii" },
        // Imported constants stay one variable: inlined, tldts's 68 KB rule string was copied into each
        // function that reads it (three copies, 140 KB of the worker's bundle).
        optimization: { inlineConst: false },
        treeshake: {
          // Core is pure (no runtime APIs, by design), so what the extension does not import can go: that
          // drops core's zod record schemas, which the bundled, already validated snapshot never needs.
          moduleSideEffects: (id: string) => !/[\\/]core[\\/]src[\\/]/.test(id),
        },
      },
    },
  }),
});
