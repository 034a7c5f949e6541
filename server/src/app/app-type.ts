import type { OpenAPIHono } from "@hono/zod-openapi";

/** The app every part registers its routes on (OpenAPI-aware Hono). */
export type App = OpenAPIHono;
