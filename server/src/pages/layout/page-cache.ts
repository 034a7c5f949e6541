import { type Renderable, renderDocument } from "./render-page.ts";

/**
 * Documents that depend only on the registry snapshot (the country list, each country page, the empty
 * home page), rendered once: the full list takes tens of milliseconds to render and never changes while
 * the app runs. Keys come from the registry (ids), so the cache cannot grow with what clients send.
 */
export interface PageCache {
  document(key: string, render: () => Renderable): Promise<string>;
}

export function createPageCache(): PageCache {
  const documents = new Map<string, Promise<string>>();
  return {
    document(key, render) {
      let doc = documents.get(key);
      if (!doc) {
        doc = renderDocument(render());
        documents.set(key, doc);
      }
      return doc;
    },
  };
}
