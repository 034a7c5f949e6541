import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Command } from "commander";
import { createApp } from "../../app/create-app.ts";
import { loadConfig } from "../../config/app-config.ts";
import { createMemoryRateLimiter } from "../../limits/memory-rate-limiter.ts";
import { registryIndex } from "../registry-index.ts";

/** `entryguard openapi`: the OpenAPI 3.1 document exactly as the server serves it at /openapi.json. */
export function registerOpenApiCommand(program: Command): void {
  program
    .command("openapi")
    .description("Print (or write) the OpenAPI 3.1 document the server serves at /openapi.json")
    .option("-o, --out <file>", "write it to a file instead of standard output")
    .action(async (flags: { out?: string }) => {
      const config = loadConfig({ ...process.env, ACCESS_LOG: "0", REDIS_URL: "" });
      const app = createApp({ index: registryIndex(), config, limiter: createMemoryRateLimiter() });
      const res = await app.request("/openapi.json");
      if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
      const text = `${JSON.stringify(await res.json(), null, 2)}\n`;
      if (!flags.out) {
        process.stdout.write(text);
        return;
      }
      mkdirSync(dirname(flags.out), { recursive: true });
      writeFileSync(flags.out, text);
      console.error(`wrote ${flags.out}`);
    });
}
