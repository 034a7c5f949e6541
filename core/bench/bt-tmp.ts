import { loadSnapshot } from "@entryguard/registry";
import { createVerifier } from "../src/index.ts";
import { readAllBenign, readLookalikes } from "./corpus/corpus-files.ts";
const snap = await loadSnapshot();
const mode = process.argv[2];
if (mode === "build") for (let i = 0; i < 200; i++) createVerifier(snap);
else {
  const v = createVerifier(snap);
  const hosts = [...readAllBenign().map((b) => b.host), ...readLookalikes().map((s) => s.host)];
  for (let r = 0; r < 15; r++) for (const h of hosts) v.verify(h);
}
