#!/usr/bin/env node
// The `entryguard` command. The project runs its TypeScript directly through tsx (no build step).
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// The server's tsconfig carries the JSX settings of the registry pages; use it from any working directory.
register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import("../src/cli/main.ts");
