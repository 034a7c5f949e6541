// Child process of api-bench.ts: a bare node:http server answering the same precomputed JSON to every request.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[2] as string);
const server = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
