import type { App } from "../app/app-type.ts";
import { docsAssetBase, docsCsp, docsHtml, docsInitJs } from "./docs-page.ts";
import { swaggerUiFiles, swaggerUiVersion } from "./swagger-ui-files.ts";

const YEAR = "public, max-age=31536000, immutable";

/**
 * `GET /docs`: the interactive API reference (Swagger UI from the swagger-ui-dist package), served whole
 * from this origin under a strict CSP, so it works offline and loads nothing from a third party.
 */
export function registerDocs(app: App): void {
  const base = docsAssetBase(swaggerUiVersion);
  const html = docsHtml(swaggerUiVersion);
  app.get("/docs", (c) =>
    c.html(html, 200, { "Content-Security-Policy": docsCsp, "Cache-Control": "public, max-age=300" }),
  );
  app.get(`${base}/docs-init.js`, (c) =>
    c.body(docsInitJs, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": YEAR }),
  );
  for (const file of swaggerUiFiles) {
    app.get(`${base}/${file.name}`, (c) =>
      c.body(file.body(), 200, { "Content-Type": file.type, "Cache-Control": YEAR }),
    );
  }
}
