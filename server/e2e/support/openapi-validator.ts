import { z } from "@hono/zod-openapi";

type Schema = Record<string, unknown>;
interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

/**
 * Checks responses against the served OpenAPI document: the status must be described for the operation
 * and a JSON body must match its schema, with no undocumented members.
 */
export function openApiValidator(doc: OpenApiDoc) {
  const inline = (s: unknown): unknown => {
    if (Array.isArray(s)) return s.map(inline);
    if (s && typeof s === "object") {
      const o = s as Schema;
      if (typeof o.$ref === "string")
        return inline(doc.components.schemas[o.$ref.split("/").pop() as string]);
      const out = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inline(v)]));
      if (out.type === "object" && out.properties && out.additionalProperties === undefined) {
        out.additionalProperties = false;
      }
      return out;
    }
    return s;
  };
  const compiled = new Map<Schema, z.ZodType>();
  const routes = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));

  return {
    /** Returns a description of what is wrong, or null when the response matches the document. */
    check(
      method: string,
      pathname: string,
      status: number,
      contentType: string | null,
      body: string,
    ): string | null {
      const route = routes.find((r) => r.pattern.test(pathname));
      if (!route) return `${pathname} is not in the document`;
      const op = doc.paths[route.template]?.[method.toLowerCase()];
      if (!op) return `${method} ${route.template} is not in the document`;
      const response = op.responses[String(status)];
      if (!response) return `${method} ${route.template} does not describe status ${status}`;
      if (!response.content) return body === "" ? null : `status ${status} should have no body`;
      const media = (contentType ?? "").split(";")[0]?.trim() ?? "";
      const entry = response.content[media];
      if (!entry) return `${media} is not a described media type for ${status}`;
      // Text formats (blocklists) are described by media type only.
      if (!/^application\/(.+\+)?json$/.test(media)) return null;
      let zod = compiled.get(entry.schema);
      if (!zod) {
        zod = z.fromJSONSchema(inline(entry.schema) as never);
        compiled.set(entry.schema, zod);
      }
      const parsed = zod.safeParse(JSON.parse(body));
      return parsed.success
        ? null
        : `${method} ${pathname} ${status}: ${JSON.stringify(parsed.error.issues[0])}`;
    },
  };
}
