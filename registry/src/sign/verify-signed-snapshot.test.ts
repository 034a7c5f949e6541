import type { Snapshot } from "@entryguard/core";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSnapshot } from "../snapshot/load-snapshot.ts";
import { signSnapshot } from "./sign-snapshot.ts";
import type { SignedSnapshot } from "./signed-snapshot.ts";
import { importSigningKey } from "./signing-key.ts";
import { importPublicKey, verifySignedSnapshot } from "./verify-signed-snapshot.ts";

// A key pair made for this run only; nothing here is a maintainer key.
const generate = async () =>
  (await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"])) as CryptoKeyPair;

let keys: CryptoKeyPair;
let signed: SignedSnapshot;
const snapshot: Snapshot = loadSnapshot();
/** A host no record names, added the way a maintainer would add a newly reported fake. */
const ADDED_FAKE = "fresh-fake-visa-desk.example";

beforeAll(async () => {
  keys = await generate();
  signed = await signSnapshot(snapshot, keys, new Date("2026-11-20T10:00:00Z"));
});

/** A deep copy of the signed envelope, changed by `change`. */
function altered(
  change: (copy: { -readonly [K in keyof SignedSnapshot]: SignedSnapshot[K] }) => void,
): unknown {
  const copy = structuredClone(signed) as { -readonly [K in keyof SignedSnapshot]: SignedSnapshot[K] };
  change(copy);
  return copy;
}

function withAddedFake(s: Snapshot): Snapshot {
  const [first, ...rest] = s.countries;
  if (!first) throw new Error("the registry has no record");
  const named = {
    host: ADDED_FAKE,
    source: "https://example.org/notice",
    named_by: "a test",
    named_by_kind: "government" as const,
  };
  return { ...s, countries: [{ ...first, known_unofficial: [...first.known_unofficial, named] }, ...rest] };
}

describe("verifySignedSnapshot", () => {
  it("accepts the snapshot as signed, after a trip through JSON text", async () => {
    const outcome = await verifySignedSnapshot(JSON.parse(JSON.stringify(signed)), keys.publicKey);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.signed.snapshot).toEqual(snapshot);
  });

  it("refuses a snapshot changed after signing (a host added to known_unofficial)", async () => {
    const outcome = await verifySignedSnapshot(
      altered((c) => {
        c.snapshot = withAddedFake(c.snapshot);
      }),
      keys.publicKey,
    );
    expect(outcome).toMatchObject({ ok: false, refusal: "hash-mismatch" });
  });

  it("refuses a changed snapshot even when the attacker fixes the hash", async () => {
    const tampered = await signSnapshot(withAddedFake(snapshot), await generate());
    const outcome = await verifySignedSnapshot({ ...tampered, signature: signed.signature }, keys.publicKey);
    expect(outcome).toMatchObject({ ok: false, refusal: "bad-signature" });
  });

  it("refuses a snapshot signed by another key", async () => {
    const other = await signSnapshot(snapshot, await generate());
    expect(await verifySignedSnapshot(other, keys.publicKey)).toMatchObject({
      ok: false,
      refusal: "bad-signature",
    });
  });

  it("refuses an unsigned snapshot and a bare snapshot", async () => {
    expect(
      await verifySignedSnapshot(
        altered((c) => Reflect.deleteProperty(c, "signature")),
        keys.publicKey,
      ),
    ).toMatchObject({
      ok: false,
      refusal: "unsigned",
    });
    expect(await verifySignedSnapshot({ ...signed, signature: "" }, keys.publicKey)).toMatchObject({
      refusal: "unsigned",
    });
    expect(await verifySignedSnapshot(snapshot, keys.publicKey)).toMatchObject({ refusal: "unknown-format" });
  });

  it.each([
    ["signed_at", "2027-01-01T00:00:00.000Z", "bad-signature"], // the date is signed too
    ["version", "2099-01-01.00000000", "version-mismatch"],
  ] as const)("refuses an envelope whose %s was changed to %s", async (field, value, refusal) => {
    const outcome = await verifySignedSnapshot(
      altered((c) => {
        c[field] = value;
      }),
      keys.publicKey,
    );
    expect(outcome).toMatchObject({ ok: false, refusal });
  });

  it("refuses what is not an envelope at all, without throwing", async () => {
    for (const body of [null, 42, "text", [], {}, { format: "entryguard-signed-snapshot/1", signature: "x" }])
      expect((await verifySignedSnapshot(body, keys.publicKey)).ok).toBe(false);
  });

  it("never accepts a one-character change to the envelope's text unless the snapshot is the same (seeded)", async () => {
    const text = JSON.stringify(signed);
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: text.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        async (at, ch) => {
          const changed = text.slice(0, at) + ch + text.slice(at + 1);
          let body: unknown;
          try {
            body = JSON.parse(changed);
          } catch {
            return; // not JSON any more: the extension refuses it before verifying
          }
          const outcome = await verifySignedSnapshot(body, keys.publicKey);
          if (outcome.ok) expect(JSON.stringify(outcome.signed.snapshot)).toBe(JSON.stringify(snapshot));
          else refused++;
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(0);
  });
});

describe("importPublicKey", () => {
  it("reads the base64 raw key that is pinned in the build, and nothing else", async () => {
    const pem = await exportPem(keys.privateKey);
    const { publicKey } = await importSigningKey(pem);
    const raw = Buffer.from(await crypto.subtle.exportKey("raw", publicKey)).toString("base64");
    const pinned = await importPublicKey(raw);
    expect(pinned).not.toBeNull();
    expect((await verifySignedSnapshot(signed, pinned as CryptoKey)).ok).toBe(true);
    expect(await importPublicKey("not base64!")).toBeNull();
    expect(await importPublicKey(Buffer.alloc(16).toString("base64"))).toBeNull();
  });
});

async function exportPem(privateKey: CryptoKey): Promise<string> {
  const der = Buffer.from(await crypto.subtle.exportKey("pkcs8", privateKey)).toString("base64");
  return `-----BEGIN PRIVATE KEY-----\n${der}\n-----END PRIVATE KEY-----\n`;
}
