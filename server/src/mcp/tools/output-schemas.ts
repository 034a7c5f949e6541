import { countryViewSchema, verifyAnswerSchema } from "@entryguard/core";
import { z } from "@hono/zod-openapi";

/**
 * A contract schema as an MCP `outputSchema`: the same fields and descriptions, with every object open to
 * fields it does not name (the SDK client validates `structuredContent` with JSON Schema, and in output
 * mode a closed object would make a client reject every answer once the verdict gains a field) and without
 * the component ids, which would turn the tool's schema into a `$ref` where MCP wants an object.
 */
function openSchema(schema: z.ZodType): z.ZodType {
  const { description } = schema;
  let open: z.ZodType;
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => [
        name,
        openSchema(field),
      ]),
    );
    open = z.looseObject(shape);
  } else if (schema instanceof z.ZodArray) {
    open = z.array(openSchema(schema.element as z.ZodType));
  } else if (schema instanceof z.ZodNullable) {
    open = openSchema(schema.unwrap() as z.ZodType).nullable();
  } else if (schema instanceof z.ZodOptional) {
    open = openSchema(schema.unwrap() as z.ZodType).optional();
  } else {
    return schema;
  }
  return description ? open.describe(description) : open;
}

/** `verify_entry_portal`: the verification result of GET /v1/verify, always with its attribution. */
export const verifyOutputSchema = openSchema(
  verifyAnswerSchema.required({ attribution: true }),
) as z.ZodObject;

/** `get_official_portal`: the country record of GET /v1/country/{name}, with its attribution. */
export const countryOutputSchema = openSchema(
  countryViewSchema.required({ attribution: true }),
) as z.ZodObject;
