import { z } from "zod";

/** RFC 9457 problem details with the stable `code` clients switch on. */
export const problemSchema = z
  .object({
    type: z
      .string()
      .describe("A URI naming the problem type; one per code.")
      .meta({ example: "https://entryguard.dev/problems/bad-parameter" }),
    title: z.string().describe("Short summary of the status.").meta({ example: "Bad request" }),
    status: z.number().int().describe("The HTTP status code.").meta({ example: 400 }),
    detail: z
      .string()
      .describe("What went wrong, for a person.")
      .meta({ example: "The query parameter url is required." }),
    code: z.string().describe("Stable machine-readable code.").meta({ example: "bad-parameter" }),
    parameter: z.string().optional().describe("The parameter at fault."),
    suggestions: z.array(z.string()).optional().describe("Up to three country names you may have meant."),
    reason: z.string().optional().describe("Why a URL cannot be judged."),
    retry_after: z.number().int().optional().describe("Seconds until a call is allowed again."),
  })
  .meta({ id: "Problem", description: "An RFC 9457 problem (application/problem+json)." });
