// Assigns rows of the real-world corpus added without a part (`part` left empty) to tuning or check, by
// the split rule of `corpus/real-world/README.md`, leaving every assigned row where it is:
//   npx tsx core/bench/assign-parts.ts    writes fakes.csv (`npm run corpus:check` fails while a row has no part)
// New sources are taken largest first (ties by the SHA-256 of the source URL); each goes to the part that
// keeps the check part's share of every class closest to 40 % (sum over classes of rows × (share − 0.4)²).
// The rule reads row counts, classes and URLs only, never how hard a host is to catch.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { corpusFile, parseCsv } from "./corpus/corpus-files.ts";

const CHECK_SHARE = 0.4;
const file = corpusFile("real-world/fakes.csv");
const text = readFileSync(file, "utf8");
const header = (text.split("\n")[0] as string).split(",");
const rows = parseCsv(text);

/** One list cited at several commits is one source: a GitHub blob URL without its commit. */
function sourceKey(url: string): string {
  return url.replace(/^(https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/)[0-9a-f]{40}\//, "$1");
}

const classes = [...new Set(rows.map((r) => r.class as string))];
const total = new Map(classes.map((c) => [c, 0]));
const check = new Map(classes.map((c) => [c, 0]));
for (const row of rows) total.set(row.class as string, (total.get(row.class as string) ?? 0) + 1);
for (const row of rows.filter((r) => r.part === "check"))
  check.set(row.class as string, (check.get(row.class as string) ?? 0) + 1);

// A source some of whose rows already have a part keeps that part for its new rows.
const partOf = new Map<string, string>();
for (const row of rows) if (row.part) partOf.set(sourceKey(row.source as string), row.part as string);
const unassigned = rows.filter((r) => !r.part);
const bySource = new Map<string, Record<string, string>[]>();
for (const row of unassigned) {
  const key = sourceKey(row.source as string);
  bySource.set(key, [...(bySource.get(key) ?? []), row]);
}
const sha = (s: string) => createHash("sha256").update(s).digest("hex");
const order = [...bySource].sort(
  ([a, ra], [b, rb]) => rb.length - ra.length || (sha(a) < sha(b) ? -1 : sha(a) > sha(b) ? 1 : 0),
);

/** How far the check part's shares stand from 40 % if `adding` rows (by class) joined it. */
function spread(adding: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const c of classes) {
    const n = total.get(c) ?? 0;
    if (n === 0) continue;
    const share = ((check.get(c) ?? 0) + (adding.get(c) ?? 0)) / n;
    sum += n * (share - CHECK_SHARE) ** 2;
  }
  return sum;
}

for (const [key, sourceRows] of order) {
  let part = partOf.get(key);
  if (!part) {
    const adding = new Map<string, number>();
    for (const r of sourceRows) adding.set(r.class as string, (adding.get(r.class as string) ?? 0) + 1);
    part = spread(adding) < spread(new Map()) ? "check" : "tuning";
  }
  for (const r of sourceRows) {
    r.part = part;
    if (part === "check") check.set(r.class as string, (check.get(r.class as string) ?? 0) + 1);
  }
  console.log(`${part.padEnd(6)} ${sourceRows.length} row(s)  ${key}`);
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
writeFileSync(
  file,
  `${[header, ...rows.map((r) => header.map((h) => r[h] ?? ""))].map((f) => f.map(quote).join(",")).join("\n")}\n`,
);
