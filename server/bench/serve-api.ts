// Child process of api-bench.ts: the real server (real registry, keys file, in-memory limits) on a free port.
import { loadConfig } from "../src/config/app-config.ts";
import { startServer } from "../src/node/start-server.ts";

const running = await startServer(loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1" }));
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
process.once("SIGTERM", () => running.close().then(() => process.exit(0)));
