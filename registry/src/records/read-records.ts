import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { countriesDir } from "../paths.ts";

/** A record file as read from disk, before validation. */
export interface RecordFile {
  /** Path relative to the registry folder, for messages: `countries/india.json`. */
  readonly file: string;
  readonly path: string;
  /** Parsed JSON, or the parse error. */
  readonly data: unknown;
  readonly parseError: string | null;
}

/** Reads every `*.json` record in a folder (the registry's own by default), sorted by file name. */
export function readRecordFiles(dir: string = countriesDir): RecordFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    throw new Error(`cannot read the record folder ${dir}: ${(error as Error).message}`);
  }
  return names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const file = `countries/${name}`;
      try {
        return { file, path, data: JSON.parse(readFileSync(path, "utf8")) as unknown, parseError: null };
      } catch (error) {
        return { file, path, data: null, parseError: (error as Error).message };
      }
    });
}
