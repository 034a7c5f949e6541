/**
 * @module
 * GET /v1/registry/snapshot: the signed snapshot the browser extension updates from.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { methodNotAllowed } from "../../errors/error-handlers.ts";
import { openGetCors } from "../../middleware/api-headers.ts";
import type { SignedSnapshotSource } from "./published-snapshot.ts";
import { registrySnapshotHandler } from "./registry-snapshot.handler.ts";
import { registrySnapshotRoute } from "./registry-snapshot.route.ts";

export type { SignedSnapshotSource } from "./published-snapshot.ts";
export { signedSnapshotFileSource } from "./signed-snapshot-file.ts";

/** Registers the route, its OpenAPI entry and open CORS (it carries nothing about the caller). */
export function registerRegistrySnapshot(app: OpenAPIHono, source: SignedSnapshotSource | undefined): void {
  app.openAPIRegistry.registerPath(registrySnapshotRoute);
  app.use(registrySnapshotRoute.path, openGetCors());
  app.get(registrySnapshotRoute.path, registrySnapshotHandler(source));
  app.all(registrySnapshotRoute.path, methodNotAllowed("GET, HEAD"));
}
