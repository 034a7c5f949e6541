import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileKeyStore } from "./key-file.ts";
import { describeKeyStore } from "./key-store.behaviour.ts";

describeKeyStore("file", () => {
  const path = join(mkdtempSync(join(tmpdir(), "eg-keystore-")), "keys.json");
  return { open: () => fileKeyStore(path, 0) };
});
