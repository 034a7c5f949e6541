// The floor the benchmark weighs Entryguard against: an extension that does nothing but exist in the same
// shape (an empty content script at document_start in every page, a service worker woken by the same kind
// of navigation filter). What it costs, any extension built this way costs; only the rest is Entryguard's.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The user-timing mark the reference worker sets as its first statement. */
export const REFERENCE_STARTED_MARK = "reference-worker-started";

/** Writes the reference extension to a new folder and returns it (unpacked, ready to load). */
export function writeReferenceExtension(): string {
  const dir = mkdtempSync(join(tmpdir(), "entryguard-reference-"));
  const manifest = {
    manifest_version: 3,
    name: "Reference (empty) extension",
    version: "1.0.0",
    permissions: ["webNavigation"],
    background: { service_worker: "worker.js" },
    content_scripts: [
      { matches: ["http://*/*", "https://*/*"], js: ["content.js"], run_at: "document_start" },
    ],
  };
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  writeFileSync(join(dir, "content.js"), "void 0;\n");
  writeFileSync(
    join(dir, "worker.js"),
    [
      `performance.mark(${JSON.stringify(REFERENCE_STARTED_MARK)});`,
      // Woken by navigations to hosts with a visa word, as Entryguard's worker is.
      `chrome.webNavigation.onBeforeNavigate.addListener(() => {}, { url: [{ hostContains: "visa" }] });`,
      "",
    ].join("\n"),
  );
  return dir;
}
