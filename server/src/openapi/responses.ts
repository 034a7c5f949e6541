import { problemSchema } from "@entryguard/core";
import { z } from "@hono/zod-openapi";

const rateLimitShape = {
  "RateLimit-Limit": z
    .string()
    .openapi({ description: "Calls allowed in the binding window", example: "10" }),
  "RateLimit-Remaining": z.string().openapi({ description: "Calls left in that window", example: "9" }),
  "RateLimit-Reset": z.string().openapi({ description: "Seconds until that window resets", example: "60" }),
  "RateLimit-Policy": z.string().openapi({
    description:
      "Every limit that applies (IETF draft-ietf-httpapi-ratelimit-headers): name, quota `q` and window `w` in seconds",
    example: '"keyless-minute";q=10;w=60, "keyless-day";q=100;w=86400',
  }),
  RateLimit: z.string().openapi({
    description:
      "The state of each limit this call was counted against (same draft): calls left `r`, seconds to reset `t`",
    example: '"keyless-minute";r=9;t=60, "keyless-day";r=99;t=86400',
  }),
};

/** The rate-limit headers every limited operation sends: the limit that binds first. */
export const rateLimitHeaders = z.object(rateLimitShape);

/** ETag and Cache-Control, tied to the registry snapshot. */
export const cachedHeaders = z.object({
  ...rateLimitShape,
  ETag: z.string().openapi({ description: "Changes when the registry snapshot changes" }),
  "Cache-Control": z.string().openapi({ description: "How long the answer may be reused" }),
});

/** A problem+json response with a description. */
export function problemResponse(description: string, headers?: z.ZodObject) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/problem+json": { schema: problemSchema } },
  };
}

export const badRequest = problemResponse(
  "A parameter is missing or cannot be judged (`bad-parameter`, `unjudgeable-url`, `unknown-country`)",
);
export const keyRequired = problemResponse(
  "No valid API key: `api-key-required` when none was sent, `api-key-invalid` when the one sent is not accepted",
);
export const tooMany = problemResponse(
  "Rate limit or quota reached (`rate-limited`)",
  z.object({
    ...rateLimitShape,
    "Retry-After": z
      .string()
      .openapi({ description: "Seconds until a call is allowed again", example: "42" }),
  }),
);
export const keyStoreUnavailable = problemResponse(
  "An API key was sent but cannot be checked right now (`key-store-unavailable`: the key store is unreachable); calls without a key are still answered",
  z.object({
    "Retry-After": z.string().openapi({ description: "Seconds to wait before trying again", example: "1" }),
  }),
);
export const tooLarge = problemResponse(
  "The request carried a body over the size limit (`payload-too-large`)",
);
export const internalError = problemResponse("Unexpected error (`internal-error`); details are only logged");
export const notModified = { description: "The registry has not changed since the ETag you sent" };
