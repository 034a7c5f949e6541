// Child process of api-bench.ts: the floor of the stack the API runs on. A Hono app on @hono/node-server with
// one route and no middleware, answering the API's own response (the same JSON and the same headers, read
// from a file of [name, value] pairs) to every request. What separates the API from this is the API's work;
// what separates this from the bare node:http server is the framework and the headers.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const body = readFileSync(process.argv[2] as string, "utf8");
const headers = JSON.parse(readFileSync(process.argv[3] as string, "utf8")) as [string, string][];
const app = new Hono();
app.get("*", (c) => c.body(body, 200, Object.fromEntries(headers)));
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
