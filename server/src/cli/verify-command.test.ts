import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../../bin/entryguard.mjs", import.meta.url));

function entryguard(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("entryguard verify", () => {
  it("prints a readable verdict and exits 0 for an official portal", () => {
    const run = entryguard(["verify", "HTTPS://WWW.EVISA.GOV.TR./en/"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^OFFICIAL {2}www\.evisa\.gov\.tr/);
    expect(run.stdout).toContain("Türkiye");
  });

  it("exits 1 for a site that is not official, naming the real portal", () => {
    const run = entryguard(["verify", "https://evisa.gov.tr@evil.example/", "--country", "Turkey", "--json"]);
    expect(run.status).toBe(1);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ official: false, iso2: "TR", real_url: "https://www.evisa.gov.tr/en/" });
  });

  it("exits 2 with suggestions for an unknown country", () => {
    const run = entryguard(["verify", "evisa.gov.tr", "--country", "Turkye"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Did you mean");
  });

  it("exits 2 for input it cannot judge, and without any input", () => {
    const bad = entryguard(["verify", "javascript:alert(1)"]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(
      /^CANNOT CHECK {2}"javascript:alert\(1\)"\n {2}Only web addresses \(http or https\)/,
    );
    const none = entryguard(["verify"]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("--stdin");
  });

  it("answers every --stdin line in order, with an error object for lines it cannot judge", () => {
    const lines = [
      "https://www.etakenya.go.ke/",
      "javascript:alert(1)",
      "",
      "x".repeat(3000),
      "esta.cbp.dhs.gov",
      "https://example.com/apply",
      "ftp://evisa.gov.tr",
      "indianvisaonline.gov.in",
    ];
    const run = entryguard(["verify", "--stdin", "--json"], `${lines.join("\n")}\n`);
    expect(run.status).toBe(0);
    const out = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(lines.length);
    expect(out[0]).toMatchObject({ official: true, iso2: "KE" });
    expect(out[1]).toMatchObject({ line: 2, error: { code: "unsupported-scheme" } });
    expect(out[2]).toMatchObject({ line: 3, error: { code: "empty" } });
    expect(out[3]).toMatchObject({ line: 4, error: { code: "too-long" } });
    expect(out[4]).toMatchObject({ official: true, iso2: "US" });
    expect(out[5]).toMatchObject({ official: false, country: null, verdict: { kind: "unrelated" } });
    expect(out[6]).toMatchObject({ line: 7, error: { code: "unsupported-scheme" } });
    expect(out[7]).toMatchObject({ official: true, iso2: "IN" });
  });

  it("reports an unknown --country on every --stdin line instead of crashing", () => {
    const run = entryguard(
      ["verify", "--stdin", "--json", "--country", "Atlantis"],
      "evisa.gov.tr\nexample.com\n",
    );
    const out = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(run.status).toBe(0);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ line: 1, input: "evisa.gov.tr", error: { code: "unknown-country" } });
    expect(out[1]).toMatchObject({ line: 2, input: "example.com", error: { code: "unknown-country" } });
  });

  it("reports a bad --stdin line on its own line in text mode and answers the lines after it", () => {
    const run = entryguard(["verify", "--stdin"], "javascript:alert(1)\n\nevisa.gov.tr\n");
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(
      'line 1: Only web addresses (http or https) can be checked, not "javascript:" links.',
    );
    expect(lines[1]).toBe("line 2: Nothing to check: the address is empty.");
    expect(lines[2]).toBe("OFFICIAL  evisa.gov.tr");
  });

  it("refuses a URL together with --stdin", () => {
    expect(entryguard(["verify", "evisa.gov.tr", "--stdin"]).status).toBe(2);
  });
});
