import { OpenAPIHono } from "@hono/zod-openapi";
import { notFound, onError } from "../errors/error-handlers.ts";
import { registerMcp } from "../mcp/register-mcp.ts";
import type { LogSink } from "../middleware/access-log.ts";
import { registerPages } from "../pages/register-pages.ts";
import { problem } from "../problem/problem.ts";
import { registerRegistrySnapshot } from "../routes/registry-snapshot/index.ts";
import { useApiMiddleware } from "./api-middleware.ts";
import type { AppDeps } from "./app-deps.ts";
import { registerApi } from "./register-api.ts";

/** The runtime-agnostic app: REST API, MCP endpoint and registry pages over one verdict. */
export function createApp(deps: AppDeps, options: { logSink?: LogSink } = {}): OpenAPIHono {
  const app = new OpenAPIHono({
    // Parameter validation failures are client errors in the same problem+json shape as every other.
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const parameter = issue?.path.join(".") ?? "";
        return problem(
          c,
          400,
          "bad-parameter",
          `The parameter ${parameter} is not valid: ${issue?.message}`,
          {
            parameter,
          },
        );
      }
    },
  });
  app.onError(onError);
  app.notFound(notFound);
  useApiMiddleware(app, deps.config, options.logSink);
  registerRegistrySnapshot(app, deps.signedSnapshot);
  registerApi(app, deps);
  registerMcp(app, deps);
  registerPages(app, deps);
  return app;
}
