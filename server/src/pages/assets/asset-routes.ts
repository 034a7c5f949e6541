import type { App } from "../../app/app-type.ts";
import { countriesFilterJs } from "./countries-filter-js.ts";
import { pagesCss } from "./pages-css.ts";

/** FNV-1a: a short content tag, so an asset's URL changes whenever its text does. */
function contentTag(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Where the pages' stylesheet lives; the tag in the name lets browsers cache it for a year. */
export const stylesheetPath = `/assets/pages.${contentTag(pagesCss)}.css`;

/** The country list's optional live filter. */
export const countriesFilterPath = `/assets/countries-filter.${contentTag(countriesFilterJs)}.js`;

const ASSETS: ReadonlyArray<readonly [path: string, body: string, type: string]> = [
  [stylesheetPath, pagesCss, "text/css; charset=utf-8"],
  [countriesFilterPath, countriesFilterJs, "text/javascript; charset=utf-8"],
];

/** Serves the pages' own assets (nothing third-party). */
export function registerAssetRoutes(app: App): void {
  for (const [path, body, type] of ASSETS) {
    app.get(path, (c) =>
      c.body(body, 200, {
        "Content-Type": type,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      }),
    );
  }
}
