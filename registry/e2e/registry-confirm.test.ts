import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countriesDir, registryRoot } from "../src/paths.ts";
import { runCli } from "./run-cli.ts";

function copyOfCountries(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "entryguard-confirm-cli-")), "countries");
  cpSync(countriesDir, dir, { recursive: true });
  return dir;
}

const today = () => new Date().toISOString().slice(0, 10);

describe("entryguard registry confirm", () => {
  it("marks the record verified today with a history entry, and the registry still validates", async () => {
    const dir = copyOfCountries();
    const run = await runCli(["registry", "confirm", "Turkey", "--by", "Deniz Kaya", "--countries", dir]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, "turkiye.json"), "utf8"));
    expect(run.stdout.split("\n")[0]).toBe(
      `Türkiye (countries/turkiye.json) confirmed by Deniz Kaya on ${record.checked_on}: status verified.`,
    );
    expect(record).toMatchObject({ status: "verified", checked_on: today(), updated_on: today() });
    expect(record.history).toEqual([
      { on: today(), by: "Deniz Kaya", action: "confirmed", what: expect.stringContaining("evisa.gov.tr") },
    ]);
    expect((await runCli(["registry", "validate", "--countries", dir])).code).toBe(0);
    // The written file is already in the repository's format, so lint passes without a rewrite.
    const biome = join(registryRoot, "..", "node_modules", "@biomejs", "biome", "bin", "biome");
    const { execFileSync } = await import("node:child_process");
    const text = readFileSync(join(dir, "turkiye.json"), "utf8");
    const formatted = execFileSync(process.execPath, [biome, "format", "--stdin-file-path=turkiye.json"], {
      input: text,
      cwd: join(registryRoot, ".."),
    }).toString();
    expect(formatted).toBe(text);
  });

  it("takes --what for what exactly was confirmed", async () => {
    const dir = copyOfCountries();
    const what = "Opened the ETA application and the fee page.";
    const run = await runCli([
      "registry",
      "confirm",
      "KE",
      "--by",
      "Amina",
      "--what",
      what,
      "--countries",
      dir,
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "kenya.json"), "utf8")).history.at(-1).what).toBe(what);
  });

  it("refuses without --by, or for a country it does not know, and changes nothing", async () => {
    const dir = copyOfCountries();
    const before = readFileSync(join(dir, "kenya.json"), "utf8");
    const noBy = await runCli(["registry", "confirm", "Kenya", "--countries", dir]);
    expect(noBy.code).not.toBe(0);
    expect(noBy.stderr).toContain("required option '--by <name>' not specified");
    const unknown = await runCli(["registry", "confirm", "Kenyq", "--by", "A", "--countries", dir]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'entryguard: No country or territory called "Kenyq" is in the registry. Did you mean Kenya?\n',
    );
    expect(readFileSync(join(dir, "kenya.json"), "utf8")).toBe(before);
  });
});
