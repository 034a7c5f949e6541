import type { AppDeps } from "../app/app-deps.ts";
import type { App } from "../app/app-type.ts";
import { registerAssetRoutes } from "./assets/asset-routes.ts";
import { countryListRoute, countryRoute } from "./countries/countries-routes.tsx";
import { homeRoute } from "./home/home-route.tsx";
import { createRegistryView } from "./registry-view.ts";
import { pageSecurity } from "./security/page-security.ts";

/** Mounts the public registry pages (`/`, `/countries`, `/countries/{id}`) and their stylesheet. */
export function registerPages(app: App, deps: AppDeps): void {
  const view = createRegistryView(deps.index);
  for (const path of ["/", "/countries", "/countries/*"]) app.use(path, pageSecurity());
  registerAssetRoutes(app);
  app.get("/", (c) => homeRoute(c, deps, view));
  app.get("/countries", (c) => countryListRoute(c, view));
  app.get("/countries/:id", (c) => countryRoute(c, view));
}
