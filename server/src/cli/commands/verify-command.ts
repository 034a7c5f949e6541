import { createInterface } from "node:readline";
import { verify } from "@entryguard/core";
import type { Command } from "commander";
import { formatResult } from "../format-result.ts";
import { registryIndex } from "../registry-index.ts";

interface VerifyFlags {
  country?: string;
  json?: boolean;
  stdin?: boolean;
}

/** Exit codes: 0 official, 1 not official, 2 the input or country could not be judged. */
function verifyOne(input: string, flags: VerifyFlags): number {
  const outcome = verify(registryIndex(), input, { country: flags.country });
  if (!outcome.ok) {
    if (flags.json) console.log(JSON.stringify({ error: outcome.error }));
    else console.error(`entryguard: ${outcome.error.message}`);
    return 2;
  }
  console.log(flags.json ? JSON.stringify(outcome.result, null, 2) : formatResult(outcome.result));
  if (outcome.result.verdict.kind === "invalid") return 2;
  return outcome.result.official ? 0 : 1;
}

/** One JSON line out per line in; a line that cannot be judged gets an error object, never a crash. */
async function verifyLines(flags: VerifyFlags): Promise<number> {
  registryIndex(); // an unusable registry is one clear error up front, not one per line
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let n = 0;
  for await (const line of lines) {
    n += 1;
    let out: unknown;
    try {
      const outcome = verify(registryIndex(), line, { country: flags.country });
      if (!outcome.ok) out = { line: n, input: line, error: outcome.error };
      else if (outcome.result.verdict.kind === "invalid") {
        const reason = outcome.result.verdict.reasons[0];
        out = {
          line: n,
          input: line,
          error: { code: reason?.code ?? "invalid", message: reason?.message ?? "" },
        };
      } else out = outcome.result;
    } catch (error) {
      out = { line: n, input: line, error: { code: "internal", message: (error as Error).message } };
    }
    const text = flags.json ? JSON.stringify(out) : formatLine(out);
    process.stdout.write(`${text}\n`);
  }
  return 0;
}

function formatLine(out: unknown): string {
  const o = out as { error?: { message: string }; line?: number; verdict?: unknown };
  if (o.error) return `line ${o.line}: ${o.error.message}`;
  return formatResult(out as Parameters<typeof formatResult>[0]);
}

export function registerVerifyCommand(program: Command): void {
  program
    .command("verify")
    .description("Say whether a URL or domain is an official entry-authorisation portal")
    .argument("[url]", "URL or bare domain to check")
    .option("-c, --country <country>", "the country you mean to enter (name, alias, slug or ISO2)")
    .option("--json", "print the verification result as JSON")
    .option("--stdin", "read one input per line from standard input; one result per line out")
    .addHelpText(
      "after",
      "\nExit status: 0 official, 1 not official, 2 the input or country could not be judged.\n" +
        "With --stdin every line is answered in order and the exit status is 0.",
    )
    .action(async (url: string | undefined, flags: VerifyFlags) => {
      if (flags.stdin && url !== undefined) {
        console.error("entryguard: give either a URL or --stdin, not both");
        process.exitCode = 2;
        return;
      }
      if (flags.stdin) {
        process.exitCode = await verifyLines(flags);
        return;
      }
      if (url === undefined) {
        console.error(
          "entryguard: give a URL to check, or --stdin to read one per line (see entryguard verify --help)",
        );
        process.exitCode = 2;
        return;
      }
      process.exitCode = verifyOne(url, flags);
    });
}
