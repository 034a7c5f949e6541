import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countriesDir } from "../src/paths.ts";
import { runCli } from "./run-cli.ts";

function copyOfCountries(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "entryguard-validate-")), "countries");
  cpSync(countriesDir, dir, { recursive: true });
  return dir;
}

function edit(dir: string, id: string, change: (r: Record<string, unknown>) => void) {
  const path = join(dir, `${id}.json`);
  const record = JSON.parse(readFileSync(path, "utf8"));
  change(record);
  writeFileSync(path, JSON.stringify(record, null, 2));
}

describe("entryguard registry validate", () => {
  it("passes the committed registry and says how many records and portals it holds", async () => {
    const run = await runCli(["registry", "validate"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^registry valid: \d{3} records, \d{3} with a portal, \d{3} portals\n$/);
  });

  it("fails on bad records, naming each file and field", async () => {
    const dir = copyOfCountries();
    edit(dir, "kenya", (r) => {
      delete r.notes;
    });
    edit(dir, "india", (r) => {
      (r.portals as { url: string }[])[0] = {
        ...(r.portals as { url: string }[])[0],
        url: "http://indianvisaonline.gov.in/evisa/",
      };
    });
    edit(dir, "japan", (r) => {
      r.former_hosts = [{ host: "www.evisa.gov.tr" }];
    });
    const run = await runCli(["registry", "validate", "--countries", dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")).toEqual([
      "countries/india.json: portals.0.url: must be an absolute https:// URL",
      "countries/india.json: official_url: must be the url of one of the portals",
      "countries/kenya.json: notes: Invalid input: expected string, received undefined",
      "countries/japan.json: former_hosts.0.host: www.evisa.gov.tr cannot be unofficial: it is official through evisa.gov.tr in countries/turkiye.json",
      "",
      "4 problem(s) in the registry.",
      "",
    ]);
  });
});
