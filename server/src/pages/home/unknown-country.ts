import { findCountry } from "@entryguard/core";
import type { RegistryView } from "../registry-view.ts";
import type { FormProblem } from "./home-page.tsx";

/** "No country called …" (or "names more than one") with core's suggestions, as records so the page can link them. */
export function unknownCountry(view: RegistryView, query: string): FormProblem {
  const shown = query.slice(0, 100);
  const match = findCountry(view.index.lookup, shown);
  const suggestions = match.ok ? [] : match.error.suggestions;
  const shared = !match.ok && match.error.shared === true;
  return {
    message: shared
      ? `“${shown}” names more than one country or territory in the registry.`
      : `No country or territory called “${shown}” is in the registry.`,
    suggestions: suggestions.flatMap((name) => view.sorted.filter((c) => c.country === name)),
  };
}
