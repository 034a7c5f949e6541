/**
 * The server `bench:mcp` measures: the real Node entry on a free port of 127.0.0.1, in its own process so the
 * load generator does not share its event loop. Prints the base URL once listening.
 */
import type { AddressInfo } from "node:net";
import { loadConfig } from "../src/config/app-config.ts";
import { startServer } from "../src/node/start-server.ts";

const running = await startServer(loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1" }));
const { port } = running.server.address() as AddressInfo;
process.stdout.write(`http://127.0.0.1:${port}\n`);
