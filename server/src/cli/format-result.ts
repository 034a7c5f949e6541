import type { VerificationResult } from "@entryguard/core";

/** A verdict as a few readable lines for a terminal. */
export function formatResult(result: VerificationResult): string {
  const { verdict } = result;
  const host = verdict.host_unicode ?? result.checked_url;
  const lines: string[] = [];
  if (verdict.kind === "official") {
    lines.push(`OFFICIAL  ${host}`);
  } else if (verdict.kind === "invalid") {
    lines.push(`CANNOT CHECK  ${JSON.stringify(result.checked_url.slice(0, 120))}`);
  } else {
    lines.push(`NOT OFFICIAL (${verdict.kind})  ${host}`);
  }
  for (const reason of verdict.reasons) lines.push(`  ${reason.message}`);
  if (result.warning && !verdict.reasons.some((r) => r.message === result.warning))
    lines.push(`  ${result.warning}`);
  if (result.country) lines.push(`  Country: ${result.country} (${result.iso2})`);
  if (result.real_url && verdict.kind !== "official") lines.push(`  Real portal: ${result.real_url}`);
  if (result.status === "unverified") lines.push("  Registry record: not yet confirmed by a person.");
  if (result.status === "verified")
    lines.push(`  Registry record: confirmed by a person on ${result.checked_on}.`);
  return lines.join("\n");
}
