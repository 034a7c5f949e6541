// A local web for made-up and real-looking hosts: Chromium maps every host to these two ports with
// --host-resolver-rules, and each page says which host served it. Every page carries an inline script that
// sends a beacon, so a beacon arriving proves that page's scripts ran.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface FakeWeb {
  readonly httpPort: number;
  readonly httpsPort: number;
  /** Hosts whose page was requested (the site received the navigation), in order. */
  readonly pageRequests: string[];
  /** Hosts whose inline script ran and sent its beacon. */
  readonly beacons: string[];
  /** Redirects served: host → location (a navigation's redirect to another host). */
  readonly redirects: Map<string, string>;
  /** Pages a spec built for a host, by `host` or `host + pathname` (a search page, a visa form). */
  readonly pages: Map<string, string>;
  reset(): void;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "entryguard-tls-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=entryguard-e2e",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(host: string, link: string | null, frame: string | null): string {
  // The beacon goes to the page's own origin, so the server sees which host's script ran.
  const anchor = link ? `<p><a id="link" href="${escapeHtml(link)}">Apply now</a></p>` : "";
  const iframe = frame ? `<iframe id="frame" src="${escapeHtml(frame)}"></iframe>` : "";
  return `<!doctype html><html><head><meta charset="utf-8"><title>${host}</title>
<script>navigator.sendBeacon("/__beacon?host=" + encodeURIComponent(location.hostname));</script>
</head><body><h1 id="site">${host}</h1><p>Apply for your visa here.</p>${anchor}${iframe}</body></html>`;
}

/**
 * A page that watches, from its first script on, for anything an extension could leave where page scripts
 * see it: messages posted to the window, DOM mutations and attributes, globals, resources fetched. The
 * report is `window.probeReport()`; `control` makes the page post one message itself, to show the watch works.
 */
function probePage(host: string, control: boolean): string {
  const controlScript = control ? `<script>window.postMessage("control", "*");</script>` : "";
  return `<!doctype html><html><head><meta charset="utf-8"><title>${host}</title>
<script>
(() => {
  const messages = [];
  const mutations = [];
  const names = (nodes) => [...nodes].map((n) => n.nodeName).join(",");
  window.addEventListener("message", (e) => messages.push(typeof e.data === "string" ? e.data : JSON.stringify(e.data)), true);
  new MutationObserver((records) => {
    for (const r of records)
      mutations.push([r.type, r.target.nodeName, r.attributeName ?? "", names(r.addedNodes), names(r.removedNodes)].join(" "));
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const globalsAtStart = Object.getOwnPropertyNames(window);
  window.probeReport = () => ({
    messages,
    mutations,
    rootAttributes: document.documentElement.getAttributeNames(),
    bodyAttributes: document.body ? document.body.getAttributeNames() : [],
    html: document.documentElement.outerHTML,
    newGlobals: Object.getOwnPropertyNames(window).filter((n) => !globalsAtStart.includes(n)),
    resources: performance.getEntriesByType("resource").map((r) => new URL(r.name).protocol),
  });
})();
</script>${controlScript}
</head><body><h1 id="site">${host}</h1><p>Nothing to see.</p></body></html>`;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Starts the HTTP and HTTPS servers on free ports of 127.0.0.1. */
export async function startFakeWeb(): Promise<FakeWeb> {
  const pageRequests: string[] = [];
  const beacons: string[] = [];
  const redirects = new Map<string, string>();
  const pages = new Map<string, string>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "");
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/__beacon") {
      beacons.push(url.searchParams.get("host") ?? host);
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === "/favicon.ico") {
      res.writeHead(404).end();
      return;
    }
    const to = url.pathname === "/__redirect" ? url.searchParams.get("to") : redirects.get(host);
    if (to) {
      // The URL parser puts an IDN host in punycode, the only form a Location header can carry.
      res.writeHead(302, { location: new URL(to).href }).end();
      return;
    }
    pageRequests.push(host);
    if (url.pathname === "/__probe") {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
        .end(probePage(host, url.searchParams.has("control")));
      return;
    }
    const built = pages.get(host + url.pathname) ?? pages.get(host);
    if (built !== undefined) {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
        .end(built);
      return;
    }
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      .end(page(host, url.searchParams.get("link"), url.searchParams.get("frame")));
  };
  const http = createHttpServer(handle);
  const https = createHttpsServer(selfSignedCertificate(), handle);
  const [httpPort, httpsPort] = await Promise.all([listen(http), listen(https)]);
  return {
    httpPort,
    httpsPort,
    pageRequests,
    beacons,
    redirects,
    pages,
    reset() {
      pageRequests.length = 0;
      beacons.length = 0;
      redirects.clear();
      pages.clear();
    },
    async close() {
      http.closeAllConnections();
      https.closeAllConnections();
      await Promise.all([new Promise((r) => http.close(r)), new Promise((r) => https.close(r))]);
    },
  };
}
