// Node side of the build: files the extension bundles, written only when their content changed (so a
// rebuild with the same registry leaves them, and their bundles, alone).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of generated files the extension imports (git-ignored). */
export const generatedDir = join(dirname(fileURLToPath(import.meta.url)), "..", "generated");

/** Writes `value` as JSON when it differs from what `file` holds. */
export function writeGenerated(file: string, value: unknown): void {
  const json = `${JSON.stringify(value)}\n`;
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {
    // First build: nothing written yet.
  }
  if (current === json) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
}
