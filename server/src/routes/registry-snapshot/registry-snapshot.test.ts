import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importPublicKey, signSnapshot, verifySignedSnapshot } from "@entryguard/registry";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/create-app.ts";
import { problemOf, realIndex, testApp } from "../../test-support/test-app.ts";
import { signedSnapshotFileSource } from "./signed-snapshot-file.ts";

const PATH = "/v1/registry/snapshot";
let keys: CryptoKeyPair;
let publicKeyBase64: string;

beforeAll(async () => {
  // Made for this run; no maintainer key is ever in the repository.
  keys = (await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"])) as CryptoKeyPair;
  publicKeyBase64 = Buffer.from(await crypto.subtle.exportKey("raw", keys.publicKey)).toString("base64");
});

/** The real app serving whatever `file` holds. */
function appServing(file: string) {
  const t = testApp();
  const app = createApp({ ...t.deps, signedSnapshot: signedSnapshotFileSource(file) });
  return (init?: RequestInit) => Promise.resolve(app.request(PATH, init));
}

async function publish(file: string, signedAt: Date): Promise<string> {
  const signed = await signSnapshot(realIndex().snapshot, keys, signedAt);
  writeFileSync(file, `${JSON.stringify(signed)}\n`);
  return signed.hash;
}

const tempFile = () => join(mkdtempSync(join(tmpdir(), "entryguard-signed-")), "snapshot.signed.json");

describe("GET /v1/registry/snapshot", () => {
  it("serves the signed snapshot, keyless, verifiable with the maintainers' public key", async () => {
    const file = tempFile();
    const hash = await publish(file, new Date("2026-11-23T08:00:00Z"));
    const res = await appServing(file)();
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe(`"${hash}"`);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600, must-revalidate");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const body = await res.json();
    expect(body.version).toBe(realIndex().snapshot.version);
    const outcome = await verifySignedSnapshot(body, (await importPublicKey(publicKeyBase64)) as CryptoKey);
    expect(outcome.ok).toBe(true);
  });

  it("answers 304 to the ETag it gave, 200 to another", async () => {
    const file = tempFile();
    await publish(file, new Date("2026-11-23T08:00:00Z"));
    const get = appServing(file);
    const etag = (await get()).headers.get("ETag") as string;
    expect((await get({ headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await get({ headers: { "If-None-Match": `W/${etag}` } })).status).toBe(304);
    expect((await get({ headers: { "If-None-Match": '"0000"' } })).status).toBe(200);
  });

  it("serves a newly published file without a restart", async () => {
    const file = tempFile();
    await publish(file, new Date("2026-11-23T08:00:00Z"));
    const get = appServing(file);
    const before = await (await get()).json();
    await new Promise((r) => setTimeout(r, 20)); // a later modification time
    await publish(file, new Date("2026-11-23T09:00:00Z"));
    const after = await (await get()).json();
    expect([before.signed_at, after.signed_at]).toEqual([
      "2026-11-23T08:00:00.000Z",
      "2026-11-23T09:00:00.000Z",
    ]);
  });

  it("404 problem while nothing is published, or when the file is not a signed snapshot", async () => {
    const missing = await appServing(join(tmpdir(), "entryguard-no-such-dir", "x.json"))();
    expect(missing.status).toBe(404);
    expect((await problemOf(missing)).code).toBe("snapshot-not-published");
    const file = tempFile();
    for (const text of ["not json", "{}", JSON.stringify(realIndex().snapshot)]) {
      writeFileSync(file, text);
      const res = await appServing(file)();
      expect(res.status).toBe(404);
    }
  });

  it("405 for another method; documented in the OpenAPI document", async () => {
    const file = tempFile();
    const res = await appServing(file)({ method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    const doc = await (await testApp().request("/openapi.json")).json();
    expect(Object.keys(doc.paths[PATH].get.responses).sort()).toEqual(["200", "304", "404"]);
    expect(doc.paths[PATH].get.security).toEqual([]);
  });
});
