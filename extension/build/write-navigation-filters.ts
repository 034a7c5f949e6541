// Node side of the build: the URL filters that decide which navigations wake the service worker
// (services/guard/navigation-filters.ts), computed here so that a woken worker registers its listener at
// once, without reading the registry first.
import { join } from "node:path";
import { buildPrefilterTable } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { suspectNavigationFilters } from "../services/guard/navigation-filters.ts";
import { generatedDir, writeGenerated } from "./write-generated.ts";

/** Where the filters are written; the background imports this JSON. */
export const navigationFiltersJsonFile = join(generatedDir, "navigation-filters.json");

/** Writes the filters when their content changed. */
export function writeNavigationFiltersJson(file: string = navigationFiltersJsonFile): void {
  const snapshot = loadSnapshot();
  writeGenerated(file, suspectNavigationFilters(buildPrefilterTable(snapshot), snapshot));
}
