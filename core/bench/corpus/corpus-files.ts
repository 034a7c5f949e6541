import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Sample } from "./lookalike-generator.ts";

/** Path of a file in `core/corpus/`. */
export function corpusFile(name: string): string {
  return fileURLToPath(new URL(`../../corpus/${name}`, import.meta.url));
}

function lines(name: string): string[] {
  return readFileSync(corpusFile(name), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

/** The labelled lookalikes: generated permutations and the hand-written combosquats. */
export function readLookalikes(): Sample[] {
  const generated = lines("generated-lookalikes.jsonl").map((l) => JSON.parse(l) as Sample);
  const handwritten = lines("combosquat-handwritten.txt").map((l) => {
    const [host, iso2] = l.split(/\s+/) as [string, string];
    return { host, iso2, class: "combosquat-handwritten", from: "hand-written" };
  });
  return [...generated, ...handwritten];
}

/** The benign corpus: the top sites and the hand-picked travel web, each host once. */
export function readBenign(): { host: string; source: string }[] {
  const seen = new Set<string>();
  const out: { host: string; source: string }[] = [];
  for (const [file, source] of [
    ["benign-top-sites.txt", "top-sites"],
    ["benign-handpicked.txt", "hand-picked"],
  ] as const) {
    for (const host of lines(file)) {
      if (seen.has(host)) continue;
      seen.add(host);
      out.push({ host, source });
    }
  }
  return out;
}

/** Parses RFC 4180 CSV (quoted fields may hold commas and doubled quotes) into rows keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      if (record.some((f) => f !== "")) records.push(record);
      record = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, i) => [name, row[i] ?? ""])));
}

/** A publicly named fake: the registry id of the country it sells (empty: none), its class and split part. */
export interface RealWorldFake {
  readonly host: string;
  readonly country: string;
  readonly class: string;
  readonly part: "tuning" | "check";
}

/** `real-world/fakes.csv`: hosts governments, regulators, the press and blocklists named. */
export function readRealWorld(): RealWorldFake[] {
  return parseCsv(readFileSync(corpusFile("real-world/fakes.csv"), "utf8")).map((row) => ({
    host: row.host as string,
    country: row.country as string,
    class: row.class as string,
    part: row.part === "check" ? "check" : "tuning",
  }));
}

/**
 * Every benign host: the top sites, the hand-picked travel web, the sourced travel hosts and the government
 * hosts from public lists of government domains, each once.
 */
export function readAllBenign(): { host: string; source: string }[] {
  const out = readBenign();
  const seen = new Set(out.map((b) => b.host));
  for (const [file, name] of [
    ["benign/travel-hosts.csv", "travel-hosts"],
    ["benign/government-hosts.csv", "government-hosts"],
  ] as const) {
    for (const row of parseCsv(readFileSync(corpusFile(file), "utf8"))) {
      const host = row.host as string;
      if (seen.has(host)) continue;
      seen.add(host);
      out.push({ host, source: `${name} (${row.category})` });
    }
  }
  return out;
}
