import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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
  it("passes the committed registry and says how many records, portals and known-unofficial hosts it holds", async () => {
    const run = await runCli(["registry", "validate"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^registry valid: \d{3} records, \d{3} with a portal, \d{3} portals\nknown-unofficial hosts: \d+ distinct, \d+ from government or regulator sources \(government \d+, regulator \d+, parliament \d+, consumer-body \d+, press \d+, blocklist \d+\)\n$/,
    );
  });

  it("counts each known-unofficial host once, under the strongest kind of body that named it", async () => {
    const dir = copyOfCountries();
    const named = (host: string, kind: string) => ({
      host,
      source: "http://example.org/notice",
      named_by: "a test",
      named_by_kind: kind,
    });
    for (const id of readdirSync(dir).map((f) => f.replace(/\.json$/, ""))) {
      edit(dir, id, (r) => {
        r.known_unofficial = [];
      });
    }
    edit(dir, "india", (r) => {
      r.known_unofficial = [named("visa-copy.example", "press"), named("esta-copy.example", "regulator")];
    });
    edit(dir, "australia", (r) => {
      r.known_unofficial = [
        named("visa-copy.example", "government"),
        named("eta-copy.example", "consumer-body"),
      ];
    });
    const run = await runCli(["registry", "validate", "--countries", dir]);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[1]).toBe(
      "known-unofficial hosts: 3 distinct, 2 from government or regulator sources (government 1, regulator 1, parliament 0, consumer-body 1, press 0, blocklist 0)",
    );
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
    edit(dir, "brazil", (r) => {
      r.known_unofficial = [
        { host: "brazil-visa.example", source: "https://example.org/", named_by: "a test" },
      ];
    });
    edit(dir, "japan", (r) => {
      r.former_hosts = [{ host: "www.evisa.gov.tr" }];
    });
    const run = await runCli(["registry", "validate", "--countries", dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")).toEqual([
      'countries/brazil.json: known_unofficial.0.named_by_kind: Invalid option: expected one of "government"|"regulator"|"parliament"|"consumer-body"|"press"|"blocklist"',
      "countries/india.json: portals.0.url: must be an absolute https:// URL",
      "countries/india.json: official_url: must be the url of one of the portals",
      "countries/kenya.json: notes: Invalid input: expected string, received undefined",
      "countries/japan.json: former_hosts.0.host: www.evisa.gov.tr cannot be unofficial: it is official through evisa.gov.tr in countries/turkiye.json",
      "",
      "5 problem(s) in the registry.",
      "",
    ]);
  });
});
