import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The registry package's own folder. */
export const registryRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
/** One JSON record per country, named by its id. */
export const countriesDir = join(registryRoot, "countries");
/** Results of the automated `registry check` (generated; never edited by hand). */
export const checksFile = join(registryRoot, "checks", "last-check.json");
/** Where `registry build` writes the snapshot the server and extension load. */
export const snapshotFile = join(registryRoot, "dist", "snapshot.json");
/** Where `registry sign` writes the signed snapshot the server offers to the extension. */
export const signedSnapshotFile = join(registryRoot, "dist", "snapshot.signed.json");
