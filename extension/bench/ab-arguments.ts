// The command line every A/B benchmark of two builds takes: two extension directories and a count.

/** The two build directories and the count (`count` when not given); usage and exit 2 when a directory is missing. */
export function abArguments(
  script: string,
  countName: string,
  count: number,
): { dirA: string; dirB: string; count: number } {
  const [dirA, dirB, countArg] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error(
      `usage: npx tsx extension/bench/${script} <extension dir A> <extension dir B> [${countName}]`,
    );
    process.exit(2);
  }
  return { dirA, dirB, count: Number(countArg ?? count) };
}
