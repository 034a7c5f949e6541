// Node side of the build: the page prefilter's table, derived from the registry with core
// (core/src/prefilter), so no page ever builds an index or carries the registry.
import { join } from "node:path";
import { buildPrefilterTable, type PrefilterTable } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { generatedDir, writeGenerated } from "./write-generated.ts";

/** Where the table is written; the in-page guard imports this JSON. */
export const prefilterJsonFile = join(generatedDir, "prefilter.json");

/**
 * Writes the table when its content changed (an unchanged file leaves the bundle alone), and returns it for
 * the other files derived from it (write-navigation-filters.ts): building it takes a few hundred ms.
 */
export function writePrefilterJson(file: string = prefilterJsonFile): PrefilterTable {
  const table = buildPrefilterTable(loadSnapshot());
  writeGenerated(file, table);
  return table;
}
