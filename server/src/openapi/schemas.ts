import { z } from "@hono/zod-openapi";

// The result contract (verification result, country record, list, problem) is core's: routes take those
// zod schemas from @entryguard/core. Only the service's own state is described here.

/** `/healthz`: liveness, the registry version and the rate-limit store. */
export const HealthSchema = z
  .object({
    ok: z.boolean(),
    registry: z.string().openapi({ description: "Version of the registry snapshot served" }),
    limits: z.string().openapi({ description: "Rate-limit store: memory, redis, or local-fallback" }),
    keys: z.string().openapi({
      description:
        "Key store: file, redis, or redis-unreachable (keyed calls answer 503 until Redis returns); none without keys",
    }),
  })
  .openapi("Health");
