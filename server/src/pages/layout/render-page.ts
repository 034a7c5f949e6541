import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A rendered JSX element (hono/jsx). */
export type Renderable = { toString(): string | Promise<string> };

/** A whole HTML document: the doctype (JSX cannot express it) and the rendered page. */
export async function renderDocument(page: Renderable): Promise<string> {
  return `<!doctype html>${await page.toString()}`;
}

/** Answers with a page, rendered now or (a string) already rendered as a whole document. */
export async function renderPage(
  c: Context,
  page: Renderable | string,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  return c.html(typeof page === "string" ? page : await renderDocument(page), status);
}
