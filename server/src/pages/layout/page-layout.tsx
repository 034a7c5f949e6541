/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import { stylesheetPath } from "../assets/asset-routes.ts";

export interface PageLayoutProps {
  readonly title: string;
  readonly description?: string;
  /** Our own scripts to load (deferred); pages work without them. */
  readonly scripts?: readonly string[];
  readonly children?: Child;
}

/** The document shell every page shares: language, viewport, our one stylesheet, header and footer. */
export function PageLayout({ title, description, scripts = [], children }: PageLayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Entryguard`}</title>
        <meta
          name="description"
          content={
            description ??
            "Is this the official government eVisa, ETA or arrival-card portal? Find the real one for any country."
          }
        />
        <meta name="referrer" content="no-referrer" />
        <link rel="stylesheet" href={stylesheetPath} />
        {scripts.map((src) => (
          <script src={src} defer />
        ))}
      </head>
      <body>
        <a class="skip" href="#content">
          Skip to content
        </a>
        <header class="site">
          <nav aria-label="Site">
            <a class="home" href="/">
              Entryguard
            </a>
            <a href="/#check">Check a website</a>
            <a href="/countries">All countries</a>
            <a href="/docs">API</a>
          </nav>
        </header>
        <main id="content">{children}</main>
        <footer class="site">
          <p>
            Entryguard lists the official government portals for eVisas, electronic travel authorisations and
            digital arrival cards. Records marked “not yet confirmed” have not been checked by a person yet:
            always compare the address with the government’s own sources listed on each country page.
          </p>
        </footer>
      </body>
    </html>
  );
}
