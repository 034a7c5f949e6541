// Node side of the build: the URL filters that decide which navigations wake the service worker
// (services/guard/navigation-filters.ts), computed here so that a woken worker registers its listener at
// once, without reading the registry first.
import { join } from "node:path";
import type { PrefilterTable } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { suspectNavigationFilters } from "../services/guard/navigation-filters.ts";
import { generatedDir, writeGenerated } from "./write-generated.ts";

/** Where the filters are written; the background imports this JSON. */
export const navigationFiltersJsonFile = join(generatedDir, "navigation-filters.json");

/** Writes the filters from the page prefilter's table (write-prefilter.ts) when their content changed. */
export function writeNavigationFiltersJson(
  table: PrefilterTable,
  file: string = navigationFiltersJsonFile,
): void {
  writeGenerated(file, suspectNavigationFilters(table, loadSnapshot()));
}
