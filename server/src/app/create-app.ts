import { OpenAPIHono } from "@hono/zod-openapi";
import { registerMcp } from "../mcp/register-mcp.ts";
import { registerPages } from "../pages/register-pages.ts";
import type { AppDeps } from "./app-deps.ts";

/** The runtime-agnostic app: REST API, MCP endpoint and registry pages over one verdict. */
export function createApp(deps: AppDeps): OpenAPIHono {
  const app = new OpenAPIHono();
  app.get("/healthz", (c) => c.json({ ok: true, registry: deps.index.snapshot.version }));
  registerMcp(app, deps);
  registerPages(app, deps);
  return app;
}
