import { loadSnapshot } from "@entryguard/registry";
import { createVerifier } from "../src/index.ts";

const snap = await loadSnapshot();
for (let i = 0; i < 60; i++) createVerifier(snap);
