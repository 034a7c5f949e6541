import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSnapshot } from "../snapshot/load-snapshot.ts";
import { signSnapshotFile } from "./sign-snapshot-file.ts";
import { readSigningKeyText, writeNewSigningKey } from "./signing-key.ts";
import { importPublicKey, verifySignedSnapshot } from "./verify-signed-snapshot.ts";

const dir = mkdtempSync(join(tmpdir(), "entryguard-sign-"));
const keyFile = join(dir, "signing-key.pem");
const snapshotFile = join(dir, "snapshot.json");
let publicKey: string;

beforeAll(async () => {
  publicKey = await writeNewSigningKey(keyFile);
  writeFileSync(snapshotFile, JSON.stringify(loadSnapshot()));
});

describe("keygen and sign, as the maintainers run them", () => {
  it("writes a private key only its owner can read, and never overwrites one", async () => {
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    await expect(writeNewSigningKey(keyFile)).rejects.toThrow("a signing key is never overwritten");
  });

  it("signs the built snapshot so that the printed public key verifies it", async () => {
    const out = join(dir, "signed.json");
    await signSnapshotFile({ snapshotFile, keyPem: readFileSync(keyFile, "utf8"), out });
    const key = await importPublicKey(publicKey);
    const outcome = await verifySignedSnapshot(JSON.parse(readFileSync(out, "utf8")), key as CryptoKey);
    expect(outcome.ok).toBe(true);
  });

  it("says what is wrong with the snapshot file or the key", async () => {
    const keyPem = readFileSync(keyFile, "utf8");
    const out = join(dir, "never.json");
    await expect(signSnapshotFile({ snapshotFile: join(dir, "missing.json"), keyPem, out })).rejects.toThrow(
      "cannot read the snapshot",
    );
    const notSnapshot = join(dir, "records.json");
    writeFileSync(notSnapshot, JSON.stringify({ countries: "none" }));
    await expect(signSnapshotFile({ snapshotFile: notSnapshot, keyPem, out })).rejects.toThrow(
      "is not a registry snapshot",
    );
    await expect(signSnapshotFile({ snapshotFile, keyPem: "not a key", out })).rejects.toThrow("PKCS#8");
    expect(() => readSigningKeyText(undefined, {})).toThrow("no signing key");
    expect(readSigningKeyText(undefined, { ENTRYGUARD_SIGNING_KEY: keyPem })).toBe(keyPem);
  });
});
