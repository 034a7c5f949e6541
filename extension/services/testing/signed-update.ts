// A signed update for the background's tests: a snapshot one day newer than the bundled one that names
// `hosts` as not official, signed with a test key the update channel is pinned to (through the build's
// environment variables, stubbed here; `vi.unstubAllEnvs()` undoes it). What storage holds after adoption.
import { signSnapshot } from "@entryguard/registry";
import {
  dayAfter,
  snapshotNamingUnofficial,
  testSigningKeys,
} from "@entryguard/registry/testing/newer-snapshot";
import { vi } from "vitest";
import { snapshot as bundled } from "../registry/registry.ts";

export async function pinnedSignedUpdate(hosts: readonly string[]): Promise<Record<string, unknown>> {
  const { keys, publicKeyBase64 } = await testSigningKeys();
  // A channel nobody listens on: starting up never fetches, it only restores what storage holds.
  vi.stubEnv("WXT_ENTRYGUARD_UPDATE_URL", "http://127.0.0.1:9/v1/registry/snapshot");
  vi.stubEnv("WXT_ENTRYGUARD_UPDATE_KEY", publicKeyBase64);
  const newer = snapshotNamingUnofficial(hosts, dayAfter(bundled.version));
  return JSON.parse(JSON.stringify(await signSnapshot(newer, keys)));
}
