// What the build hands the browser: the script injected into every page stays small, and every script is
// plain ASCII, so that Chromium passes the worker its script as one-byte text instead of decoding UTF-8 into
// two-byte text on each wake (extension/bench/cold-start-ab.ts: first statement 242 -> 213 ms, 30 rounds).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { extensionDir } from "./support/launch-extension.ts";

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => join(entry.parentPath, entry.name));
}

test("the in-page guard script is at most 50 KB", () => {
  expect(readFileSync(join(extensionDir, "guard.js")).length).toBeLessThanOrEqual(50 * 1024);
});

test("every built script is ASCII", () => {
  const files = scripts(extensionDir);
  expect(files.map((f) => f.slice(extensionDir.length + 1))).toContain("background.js");
  const nonAscii = files.filter((file) => readFileSync(file).some((byte) => byte > 0x7f));
  expect(nonAscii).toEqual([]);
});
