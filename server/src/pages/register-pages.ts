import type { AppDeps } from "../app/app-deps.ts";
import type { App } from "../app/app-type.ts";
import { registerAssetRoutes } from "./assets/asset-routes.ts";
import { countryListRoute, countryRoute } from "./countries/countries-routes.tsx";
import { createHomeRoute } from "./home/home-route.tsx";
import { createPageCache } from "./layout/page-cache.ts";
import { createRegistryView } from "./registry-view.ts";
import { lookupLimit } from "./security/lookup-limit.ts";
import { pageSecurity } from "./security/page-security.ts";

/** Mounts the public registry pages (`/`, `/countries`, `/countries/{id}`) and their stylesheet. */
export function registerPages(app: App, deps: AppDeps): void {
  const view = createRegistryView(deps.index);
  const cache = createPageCache();
  for (const path of ["/", "/countries", "/countries/*"]) app.use(path, pageSecurity());
  // Once per page path (Hono's `/countries/*` also matches `/countries`), so each lookup counts once and the
  // API's requests never pass through it.
  const limit = lookupLimit(deps, (id) => view.byId.has(id));
  for (const path of ["/", "/countries/*"]) app.use(path, limit);
  registerAssetRoutes(app);
  app.get("/", createHomeRoute(deps, view, cache));
  app.get("/countries", (c) => countryListRoute(c, view, cache));
  app.get("/countries/:id", (c) => countryRoute(c, view, cache));
}
