import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  buildSnapshot,
  formatProblem,
  readLastChecked,
  readRecordFiles,
  snapshotFile,
  validateRecords,
} from "@entryguard/registry";
import type { Command } from "commander";

function validate(): number {
  const report = validateRecords(readRecordFiles());
  for (const problem of report.problems) console.error(formatProblem(problem));
  const withPortal = report.records.filter((r) => r.record.portals.length > 0).length;
  const portals = report.records.reduce((n, r) => n + r.record.portals.length, 0);
  if (report.problems.length > 0) {
    console.error(`\n${report.problems.length} problem(s) in the registry.`);
    return 1;
  }
  console.log(
    `registry valid: ${report.records.length} records, ${withPortal} with a portal, ${portals} portals`,
  );
  return 0;
}

function build(out: string): number {
  const report = validateRecords(readRecordFiles());
  if (report.problems.length > 0) {
    for (const problem of report.problems) console.error(formatProblem(problem));
    console.error("\nNot built: fix the problems above first.");
    return 1;
  }
  const snapshot = buildSnapshot(
    report.records.map((r) => r.record),
    readLastChecked(),
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(snapshot)}\n`);
  console.log(`snapshot ${snapshot.version} (${snapshot.countries.length} countries) written to ${out}`);
  return 0;
}

export function registerRegistryCommand(program: Command): void {
  const registry = program
    .command("registry")
    .description("Validate and build the registry of official portals");
  registry
    .command("validate")
    .description("Check every record: schema, unique ids, ISO codes and hosts, sources, file names")
    .action(() => {
      process.exitCode = validate();
    });
  registry
    .command("build")
    .description("Write the snapshot (records + version + content hash) that the server and extension load")
    .option("-o, --out <file>", "where to write it", snapshotFile)
    .action((flags: { out: string }) => {
      process.exitCode = build(flags.out);
    });
}
