/** @jsxImportSource hono/jsx */
import { findCountry } from "@entryguard/core";
import type { Context } from "hono";
import { renderPage } from "../layout/render-page.ts";
import type { RegistryView } from "../registry-view.ts";
import { HomePage, type HomePageProps } from "./home-page.tsx";
import { unknownCountry } from "./unknown-country.ts";

/** `/?country=…`: any name, alias or code redirects to the country's page; anything else suggests. */
export function findAnswer(
  c: Context,
  view: RegistryView,
  props: HomePageProps,
  typed: string,
): Promise<Response> | Response {
  const query = typed.trim();
  if (query === "") {
    const problem = { message: "Type a country name, alias or code.", suggestions: [] };
    return renderPage(c, <HomePage {...props} find={{ ...props.find, problem }} />, 400);
  }
  const match = findCountry(view.index.lookup, query);
  if (match.ok) return c.redirect(`/countries/${match.country.id}`, 303);
  const problem = unknownCountry(view, query);
  return renderPage(c, <HomePage {...props} find={{ ...props.find, problem }} />, 404);
}
