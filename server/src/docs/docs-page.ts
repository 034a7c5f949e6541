/** Where the reference's assets are served: versioned, so they may be cached for a year. */
export function docsAssetBase(version: string): string {
  return `/docs/assets/${version}`;
}

/** Starts Swagger UI on the document: a file of our own, since the CSP allows no inline script. */
export const docsInitJs = `window.addEventListener("DOMContentLoaded", function () {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    // The default validator badge fetches validator.swagger.io; the reference loads nothing from elsewhere.
    validatorUrl: null,
  });
});
`;

/** The reference page: Swagger UI's stylesheet and script from this origin, and the start file. */
export function docsHtml(version: string): string {
  const base = docsAssetBase(version);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entryguard API reference</title>
<link rel="stylesheet" href="${base}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${base}/swagger-ui-bundle.js"></script>
<script src="${base}/docs-init.js"></script>
</body>
</html>
`;
}

/**
 * The reference's Content-Security-Policy: scripts, styles and fonts from this origin only, requests only
 * to this origin (the document and "try it out" calls), images from here or inline data (Swagger UI's
 * icons), nothing framed and no framing.
 */
export const docsCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");
