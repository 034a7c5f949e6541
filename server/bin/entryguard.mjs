#!/usr/bin/env node
// The `entryguard` command. The project runs its TypeScript directly through tsx (no build step).
import { register } from "tsx/esm/api";

register();
await import("../src/cli/main.ts");
