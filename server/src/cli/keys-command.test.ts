import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readKeyFile } from "../keys/key-file.ts";

const bin = fileURLToPath(new URL("../../bin/entryguard.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "entryguard-keys-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function keysCreate(plan: string, file: string) {
  const env = { ...process.env, PLANS: "" };
  const args = [bin, "keys", "--file", file, "create", "--plan", plan, "--name", "someone", "--json"];
  return spawnSync(process.execPath, args, { encoding: "utf8", timeout: 60_000, env });
}

describe("entryguard keys create", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "PRO"])(
    "refuses the plan %s, which is no plan, naming the plans there are",
    (plan) => {
      const file = join(dir, `${plan}.json`);
      const run = keysCreate(plan, file);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`unknown plan "${plan}"; plans: basic, pro, ultra, mega`);
      expect(existsSync(file)).toBe(false);
    },
  );

  it("creates a key on a plan there is", () => {
    const file = join(dir, "pro.json");
    const run = keysCreate("pro", file);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ plan: "pro", name: "someone" });
    expect(readKeyFile(file).map((k) => k.plan)).toEqual(["pro"]);
  });
});
