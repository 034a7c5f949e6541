import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashApiKey } from "./api-key.ts";
import { createKey, fileKeyLookup, readKeyFile, revokeKey } from "./key-file.ts";

function tempFile() {
  return join(mkdtempSync(join(tmpdir(), "eg-keys-")), "nested", "keys.json");
}

describe("keys file", () => {
  it("stores only the SHA-256 of a high-entropy key, readable by its owner only", () => {
    const file = tempFile();
    const { key, record } = createKey(file, "Alice", "pro");
    expect(key).toMatch(/^eg_[A-Za-z0-9_-]{43}$/);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain(key);
    expect(record.hash).toBe(hashApiKey(key));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("finds active keys, not revoked ones, and picks up changes while running", async () => {
    const file = tempFile();
    const a = createKey(file, "Alice", "pro");
    const lookup = fileKeyLookup(file, 0);
    expect(lookup.find(a.key)?.id).toBe(a.record.id);
    expect(lookup.find(`${a.key}x`)).toBeUndefined();
    const b = createKey(file, "Bob", "basic");
    expect(lookup.find(b.key)?.plan).toBe("basic");
    expect(revokeKey(file, a.record.id)).toBe(true);
    expect(lookup.find(a.key)).toBeUndefined();
    expect(revokeKey(file, "key_missing")).toBe(false);
    expect(readKeyFile(file).map((k) => k.revoked_at === null)).toEqual([false, true]);
  });

  it("a missing file has no keys; a broken file is a clear error", () => {
    expect(readKeyFile(join(tmpdir(), "eg-no-such-dir", "keys.json"))).toEqual([]);
    const file = join(mkdtempSync(join(tmpdir(), "eg-keys-")), "keys.json");
    writeFileSync(file, "{not json");
    expect(() => readKeyFile(file)).toThrow(/not valid JSON/);
    writeFileSync(file, JSON.stringify({ keys: [{ id: "key_1", name: "A", plan: "pro" }] }));
    expect(() => readKeyFile(file)).toThrow(/entry 1 is not a key record/);
  });
});
