import { z } from "zod";

/** Every verdict kind, in the order DESIGN.md's table lists them. */
export const VERDICT_KINDS = [
  "official",
  "lookalike",
  "impersonation",
  "visa-service",
  "partner",
  "unconfirmed",
  "unrelated",
  "invalid",
] as const;

export const reasonSchema = z
  .object({
    code: z
      .string()
      .describe("Machine-readable reason, e.g. edit-distance, confusable, tld-swap, official-host."),
    message: z.string().describe("The reason as a sentence for the traveller."),
  })
  .meta({ id: "Reason", description: "Why the verdict was reached: a code and a sentence." });

export const verdictSchema = z
  .object({
    kind: z
      .enum(VERDICT_KINDS)
      .describe(
        "official: the real portal. lookalike: imitates a portal domain (typo, homoglyph, swapped TLD). " +
          "impersonation: a visa-themed site for a country that is not the portal. visa-service: a private visa " +
          "service naming no country. partner: a government-appointed contractor. unconfirmed: named by a " +
          "government source, not confirmed. unrelated: nothing in the registry relates to it. invalid: not a URL " +
          "that can be judged (never in a successful answer).",
      ),
    reasons: z.array(reasonSchema).describe("Every reason, most telling first."),
    imitates: z.string().nullable().describe("The official host a lookalike imitates, else null."),
    host: z.string().nullable().describe("The host a browser would connect to (ASCII/punycode), or null."),
    host_unicode: z
      .string()
      .nullable()
      .describe("The same host in Unicode, as the traveller sees it (shows a homoglyph), or null."),
  })
  .meta({ id: "Verdict", description: "Why the answer is what it is; callers may ignore it." });
