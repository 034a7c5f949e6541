import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, startHttpsServer } from "../src/check/testing/local-servers.ts";
import { createTestPki, type TestPki } from "../src/check/testing/test-pki.ts";
import type { PortalCheck } from "../src/checks/checks-file.ts";
import { readLastChecked } from "../src/checks/read-checks.ts";
import { entryguardBin, runCli } from "./run-cli.ts";

// A small registry of real countries whose portals are local HTTPS servers under made-up names.
let pki: TestPki;
let root: string;
let countries: string;
let caFile: string;
const servers: LocalServer[] = [];
const names = ["good.test", "leaves.test", "elsewhere.test", "missing.test", "expired.test", "hang.test"];
const resolveFlags = names.flatMap((n) => ["--resolve", `${n}=127.0.0.1`]);

function writeRecord(id: string, country: string, iso2: string, url: string | null) {
  const host = url ? new URL(url).hostname : "";
  const portals = url ? [{ url, kind: "evisa", name: "e-Visa", hosts: [host], sources: [url] }] : [];
  const record = {
    id,
    country,
    iso2,
    aliases: [],
    portals,
    official_url: url,
    former_hosts: [],
    known_unofficial: [],
    status: "unverified",
    checked_on: null,
    updated_on: "2026-11-22",
    notes: url ? "" : "No online entry authorisation.",
    history: [],
  };
  writeFileSync(join(countries, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

beforeAll(async () => {
  pki = createTestPki();
  root = mkdtempSync(join(tmpdir(), "entryguard-check-cli-"));
  countries = join(root, "countries");
  mkdirSync(countries);
  caFile = join(root, "ca.pem");
  writeFileSync(caFile, pki.ca);
  const elsewhere = await startHttpsServer(pki.issue(["elsewhere.test"]), (_q, r) => r.end("not a portal"));
  const main = await startHttpsServer(pki.issue(["good.test", "leaves.test", "missing.test"]), (req, res) => {
    if (req.headers.host?.startsWith("leaves.test")) {
      return res.writeHead(302, { location: `https://elsewhere.test:${elsewhere.port}/` }).end();
    }
    if (req.headers.host?.startsWith("missing.test")) return res.writeHead(404).end();
    res.end("apply here");
  });
  const expired = await startHttpsServer(pki.issue(["expired.test"], { expired: true }), (_q, r) => r.end());
  const hang = await startHttpsServer(pki.issue(["hang.test"]), () => {});
  servers.push(elsewhere, main, expired, hang);
  writeRecord("andorra", "Andorra", "AD", `https://good.test:${main.port}/`);
  writeRecord("bahamas", "Bahamas", "BS", `https://leaves.test:${main.port}/`);
  writeRecord("chile", "Chile", "CL", `https://missing.test:${main.port}/apply`);
  writeRecord("denmark", "Denmark", "DK", `https://expired.test:${expired.port}/`);
  writeRecord("egypt", "Egypt", "EG", `https://hang.test:${hang.port}/`);
  writeRecord("fiji", "Fiji", "FJ", null);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  pki.dispose();
});

const check = (...args: string[]) =>
  runCli(["registry", "check", "--countries", countries, "--ca-file", caFile, ...resolveFlags, ...args]);
const checksFile = () => join(root, "checks", "last-check.json");
const today = () => new Date().toISOString().slice(0, 10);

describe("entryguard registry check", () => {
  it("checks every portal, writes the results beside the records and never touches the records", async () => {
    const before = readFileSync(join(countries, "andorra.json"), "utf8");
    const run = await check("--json", "--timeout", "800", "--concurrency", "3");
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    const out = JSON.parse(run.stdout) as { file: string; results: PortalCheck[] };
    expect(out.file).toBe(checksFile());
    const byCountry = Object.fromEntries(out.results.map((r) => [r.country, r]));
    expect(Object.keys(byCountry)).toEqual(["andorra", "bahamas", "chile", "denmark", "egypt"]);
    expect(byCountry.andorra).toMatchObject({ ok: true, status: 200, checked_on: today(), problems: [] });
    expect(byCountry.bahamas?.problems.map((p) => p.code)).toEqual(["redirect-off-hosts"]);
    expect(byCountry.chile).toMatchObject({ ok: false, status: 404 });
    expect(byCountry.denmark?.problems).toEqual([
      { code: "tls-certificate", message: "expired.test: its certificate has expired [CERT_HAS_EXPIRED]" },
    ]);
    expect(byCountry.egypt?.problems.map((p) => p.code)).toEqual(["timeout"]);
    expect(JSON.parse(readFileSync(checksFile(), "utf8")).results).toEqual(out.results);
    expect(readFileSync(join(countries, "andorra.json"), "utf8")).toBe(before);
    // Only the passing portal gets a last_checked date.
    expect(Object.fromEntries(readLastChecked(checksFile()))).toEqual({ andorra: today() });
  });

  it("checks one country with --only, prints a table, and keeps the other results", async () => {
    const run = await check("--only", "AD");
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toMatch(/^country\s+portal\s+result\s+http\s+detail$/);
    expect(lines[2]).toMatch(
      /^andorra\s+good\.test:\d+\s+ok\s+200\s+certificate valid until \d{4}-\d{2}-\d{2}$/,
    );
    expect(run.stdout).toContain("1 portal(s) checked: 1 ok, 0 failing");
    expect(run.stdout).toContain(`Results written to ${checksFile()}`);
    // No progress bar when stderr is not a terminal.
    expect(run.stderr).toBe("");
    const saved = JSON.parse(readFileSync(checksFile(), "utf8")).results as PortalCheck[];
    expect(saved.map((r) => r.country)).toEqual(["andorra", "bahamas", "chile", "denmark", "egypt"]);
  });

  it("says so for a country without a portal", async () => {
    const run = await check("--only", "Fiji");
    expect(run).toMatchObject({ code: 0, stdout: "Fiji: no portal to check (official_url is null).\n" });
  });

  it("refuses bad flags and unknown countries with a clear message and exit 2", async () => {
    const unknown = await check("--only", "Atlantis");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^entryguard: No country or territory called "Atlantis" is in the registry\./,
    );
    const concurrency = await check("--concurrency", "0");
    expect(concurrency).toMatchObject({
      code: 2,
      stderr: 'entryguard: --concurrency must be a whole number from 1 to 64; got "0"\n',
    });
    const resolve = await check("--resolve", "good.test");
    expect(resolve.stderr).toBe(
      'entryguard: --resolve expects host=ip-address, e.g. evisa.example=127.0.0.1; got "good.test"\n',
    );
    const ca = await check("--ca-file", join(root, "nope.pem"));
    expect(ca.code).toBe(2);
    expect(ca.stderr).toContain("cannot read --ca-file");
  });

  it("shows a progress bar on a terminal", async () => {
    // `script` gives the command a real pseudo-terminal, as a maintainer's shell would.
    const command = [process.execPath, entryguardBin, "registry", "check", "--countries", countries]
      .concat(["--ca-file", caFile, ...resolveFlags, "--only", "andorra"])
      .map((a) => `'${a}'`)
      .join(" ");
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        "script",
        ["-qec", command, "/dev/null"],
        { env: { ...process.env, COLUMNS: "120" } },
        (e, out) => (e ? reject(e) : resolve(out)),
      ),
    );
    expect(output).toMatch(/checking .*\d\/1 portals/);
    expect(output).toContain("1 portal(s) checked: 1 ok, 0 failing");
  });

  it("gives each real portal a clear error rather than crashing when the network is out of reach", async () => {
    const out = join(root, "real-checks.json");
    const run = await runCli([
      "registry",
      "check",
      "--only",
      "Kenya",
      "--json",
      "--timeout",
      "3000",
      "--out",
      out,
    ]);
    expect([0, 1]).toContain(run.code);
    const { results } = JSON.parse(run.stdout) as { results: PortalCheck[] };
    expect(results.map((r) => [r.country, r.url])).toEqual([["kenya", "https://www.etakenya.go.ke/"]]);
    for (const r of results.filter((x) => !x.ok)) {
      expect(r.problems[0]?.message).toMatch(/^www\.etakenya\.go\.ke: /);
    }
  });
});
