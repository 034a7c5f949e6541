import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { signSnapshot } from "@entryguard/registry";
import {
  dayAfter,
  snapshotNamingUnofficial,
  testSigningKeys,
} from "@entryguard/registry/testing/newer-snapshot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot as bundled } from "../registry/registry.ts";
import { acceptedSnapshot } from "./adopt-snapshot.ts";
import { checkForUpdate } from "./check-for-update.ts";
import type { UpdateChannel } from "./update-channel.ts";
import { lastCheck, storedSnapshot } from "./update-store.ts";

// A host no record names and core does not flag, named as unofficial by the next snapshot.
const NEWLY_NAMED = "harbour-stopover-desk.example";
const kindOf = (host: string) => judgeUrl(`https://${host}/apply`).verdict.kind;

let server: Server;
/** What the update server answers next: a status and a body. */
let next: { status: number; body: string; mode?: "hang" | "chunked" } = { status: 404, body: "" };
let channel: UpdateChannel;
let other: UpdateChannel;
let signNewer: (at?: Date) => Promise<string>;
let signWithOtherKey: () => Promise<string>;
let signBundled: () => Promise<string>;

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (next.mode === "hang") return; // accepts the request and never answers
    res.writeHead(next.status, { "Content-Type": "application/json" });
    if (next.mode === "chunked") {
      // No Content-Length: the size is known only by reading.
      for (let i = 0; i < 64; i++) res.write(next.body);
      return void res.end();
    }
    res.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/registry/snapshot`;
  const maintainers = await testSigningKeys();
  const attacker = await testSigningKeys();
  channel = { url, publicKey: maintainers.publicKeyBase64 };
  other = { url, publicKey: attacker.publicKeyBase64 };
  const newer = snapshotNamingUnofficial([NEWLY_NAMED], dayAfter(bundled.version));
  signNewer = async (at) => JSON.stringify(await signSnapshot(newer, maintainers.keys, at));
  signWithOtherKey = async () => JSON.stringify(await signSnapshot(newer, attacker.keys));
  signBundled = async () =>
    JSON.stringify(await signSnapshot(bundled, maintainers.keys, new Date("2026-12-02T00:00:00Z")));
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const serve = (body: string, status = 200) => {
  next = { status, body };
};

// In order: refusals while the bundled snapshot is in use, then the update, then what may not replace it.
describe("checkForUpdate", () => {
  it("starts from the bundled snapshot: the host is not flagged", () => {
    expect(kindOf(NEWLY_NAMED)).toBe("unrelated");
    expect(acceptedSnapshot()).toBeNull();
  });

  it("refuses a tampered snapshot, and the guard goes on with what it had", async () => {
    const envelope = JSON.parse(await signNewer());
    envelope.snapshot.countries[0].official_url = "https://portal-of-the-attacker.example/";
    serve(JSON.stringify(envelope));
    expect((await checkForUpdate(channel)).outcome).toBe("refused");
    expect(kindOf(NEWLY_NAMED)).toBe("unrelated");
    expect(kindOf("evisa.gov.tr")).toBe("official");
    expect(kindOf("portal-of-the-attacker.example")).not.toBe("official");
    expect(await storedSnapshot()).toBeNull();
  });

  it("refuses an unsigned snapshot and one signed by another key", async () => {
    const envelope = JSON.parse(await signNewer());
    serve(JSON.stringify({ ...envelope, signature: undefined }));
    expect(await checkForUpdate(channel)).toMatchObject({
      outcome: "refused",
      message: expect.stringContaining("no signature"),
    });
    serve(await signWithOtherKey());
    expect((await checkForUpdate(channel)).outcome).toBe("refused");
    serve(await signNewer());
    expect((await checkForUpdate(other)).outcome).toBe("refused");
    expect(kindOf(NEWLY_NAMED)).toBe("unrelated");
  });

  it("records a failure when the server has nothing or is not JSON, and keeps the bundled snapshot", async () => {
    serve("", 404);
    expect(await checkForUpdate(channel)).toMatchObject({
      outcome: "failed",
      message: expect.stringContaining("404"),
    });
    serve("<html>");
    expect((await checkForUpdate(channel)).outcome).toBe("refused");
    expect(kindOf(NEWLY_NAMED)).toBe("unrelated");
  });

  it("gives up on a server that never answers, and on a body past the limit sent without a length", async () => {
    next = { status: 200, body: "", mode: "hang" };
    expect(await checkForUpdate(channel, Date.now(), { timeoutMs: 300, maxChars: 1000 })).toMatchObject({
      outcome: "failed",
      message: "The update server did not answer within 0.3 s.",
    });
    next = { status: 200, body: "x".repeat(100), mode: "chunked" };
    expect(await checkForUpdate(channel, Date.now(), { timeoutMs: 5_000, maxChars: 1000 })).toMatchObject({
      outcome: "failed",
      message: "The update is larger than any snapshot could be.",
    });
    expect(kindOf(NEWLY_NAMED)).toBe("unrelated");
  });

  it("takes a newer signed snapshot: the newly named host is warned about, and the snapshot is kept", async () => {
    serve(await signNewer(new Date("2026-12-01T10:00:00Z")));
    expect((await checkForUpdate(channel)).outcome).toBe("updated");
    expect(kindOf(NEWLY_NAMED)).toBe("impersonation");
    expect(acceptedSnapshot()?.snapshot.version).not.toBe(bundled.version);
    expect((await storedSnapshot()) as { signed_at: string }).toMatchObject({
      signed_at: "2026-12-01T10:00:00.000Z",
    });
    expect((await lastCheck())?.outcome).toBe("updated");
  });

  it("then says up to date for the same snapshot, and refuses the bundled data signed again (older)", async () => {
    serve(await signNewer(new Date("2026-12-01T10:00:00Z")));
    expect((await checkForUpdate(channel)).outcome).toBe("up-to-date");
    serve(await signBundled());
    expect(await checkForUpdate(channel)).toMatchObject({
      outcome: "refused",
      message: expect.stringContaining("older"),
    });
    expect(kindOf(NEWLY_NAMED)).toBe("impersonation");
  });
});
