/**
 * The server `bench:mcp` measures: the real app on a free port of 127.0.0.1, in its own process so the load
 * generator does not share its event loop. Prints the base URL once listening.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app/create-app.ts";
import { createDeps } from "../src/app/create-deps.ts";
import { loadConfig } from "../src/config/app-config.ts";

const app = createApp(createDeps(loadConfig()));
serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) => {
  process.stdout.write(`http://127.0.0.1:${info.port}\n`);
});
