import type { AppDeps } from "../app/app-deps.ts";
import type { App } from "../app/app-type.ts";

/** Mounts the public registry pages (`/`, `/countries`, `/countries/{id}`). */
export function registerPages(_app: App, _deps: AppDeps): void {}
