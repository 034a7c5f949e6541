import type { Command } from "commander";
import { loadConfig } from "../../config/app-config.ts";
import { startServer } from "../../node/start-server.ts";

interface ServeFlags {
  port?: string;
  host?: string;
}

/** `entryguard serve`: the API, MCP and pages on Node, until SIGTERM/SIGINT. */
export function registerServeCommand(program: Command): void {
  program
    .command("serve")
    .description("Serve the REST API, the MCP endpoint, the docs and the registry pages")
    .option("-p, --port <port>", "port to listen on (default: PORT or 8787)")
    .option("--host <host>", "address to bind (default: HOST or 127.0.0.1)")
    .addHelpText("after", "\nEvery setting is an environment variable; see .env.example and the README.")
    .action(async (flags: ServeFlags) => {
      const env = { ...process.env };
      if (flags.port !== undefined) env.PORT = flags.port;
      if (flags.host !== undefined) env.HOST = flags.host;
      const config = loadConfig(env);
      const running = await startServer(config);
      // Loopback binds are shown as localhost, the address people type.
      const base = running.url.replace(/^http:\/\/(127\.0\.0\.1|\[::1\])(?=:)/, "http://localhost");
      const redis = config.redisUrl ? `Redis (${new URL(config.redisUrl).host})` : undefined;
      console.log(
        [
          `Entryguard is serving on ${base}`,
          `  API      ${base}/v1/verify?url=evisa.gov.tr`,
          `  Docs     ${base}/docs   (OpenAPI: ${base}/openapi.json)`,
          `  MCP      ${base}/mcp`,
          `  Registry ${base}/`,
          `  Limits   ${redis ?? "in memory"}`,
          `  Keys     ${redis ?? `keys file ${config.keysFile}`}`,
          "Stop with Ctrl+C.",
        ].join("\n"),
      );
      const stop = (signal: string) => {
        console.log(
          JSON.stringify({ time: new Date().toISOString(), level: "info", msg: `${signal}: shutting down` }),
        );
        running.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once("SIGTERM", () => stop("SIGTERM"));
      process.once("SIGINT", () => stop("SIGINT"));
    });
}
