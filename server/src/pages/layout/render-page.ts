import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Answers with a whole HTML document: the doctype (JSX cannot express it) and the rendered page. */
export async function renderPage(
  c: Context,
  page: { toString(): string | Promise<string> },
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  return c.html(`<!doctype html>${await page.toString()}`, status);
}
