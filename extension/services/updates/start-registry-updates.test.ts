import { dayAfter } from "@entryguard/registry/testing/newer-snapshot";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { judgeUrl } from "../registry/judge-url.ts";
import { snapshot as bundled } from "../registry/registry.ts";
import { pinnedSignedUpdate } from "../testing/signed-update.ts";
import { startRegistryUpdates, updatedSnapshotReady } from "./start-registry-updates.ts";
import type { UpdateMessage } from "./update-messages.ts";
import type { UpdateStatus } from "./update-status.ts";
import { storedSnapshot } from "./update-store.ts";

const NEWLY_NAMED = "harbour-stopover-desk.example";
const kindOf = (host: string) => judgeUrl(`https://${host}/`).verdict.kind;
let stored: Record<string, unknown>;

/** Asks the background as the options page does, through the listener it registered. */
function ask(message: UpdateMessage): Promise<UpdateStatus> {
  return new Promise((resolve) => {
    void fakeBrowser.runtime.onMessage.trigger(message, {}, resolve);
  });
}

beforeAll(async () => {
  stored = await pinnedSignedUpdate([NEWLY_NAMED]);
});

beforeEach(() => fakeBrowser.reset());
afterAll(() => vi.unstubAllEnvs());

// In order: the module keeps the accepted snapshot for the life of the background, as the worker does.
describe("startRegistryUpdates", () => {
  it("drops a stored snapshot that no longer verifies and stays on the bundled one", async () => {
    const damaged = structuredClone(stored) as { snapshot: { countries: { official_url: string | null }[] } };
    const first = damaged.snapshot.countries[0];
    if (first) first.official_url = "https://portal-of-the-attacker.example/";
    await fakeBrowser.storage.local.set({ registrySnapshot: damaged });
    startRegistryUpdates();
    expect(await ask({ type: "registry-update", action: "status" })).toMatchObject({
      channel: true,
      enabled: true,
      source: "bundled",
      version: bundled.version,
    });
    expect(await storedSnapshot()).toBeNull();
    expect(kindOf(NEWLY_NAMED)).toBe("unrelated");
  });

  it("restores the accepted snapshot when the background starts, and schedules one check a day", async () => {
    await fakeBrowser.storage.local.set({ registrySnapshot: stored });
    startRegistryUpdates();
    await updatedSnapshotReady();
    expect(kindOf(NEWLY_NAMED)).toBe("impersonation");
    const status = await ask({ type: "registry-update", action: "status" });
    expect(status).toMatchObject({
      source: "updated",
      date: dayAfter(bundled.version),
      from: "http://127.0.0.1:9",
    });
    expect(kindOf(NEWLY_NAMED)).toBe("impersonation");
    await vi.waitFor(async () =>
      expect(await fakeBrowser.alarms.get("registry-update")).toMatchObject({ periodInMinutes: 24 * 60 }),
    );
  });

  it("the switch is remembered, and Check now does not fetch while updates are off", async () => {
    startRegistryUpdates();
    expect(await ask({ type: "registry-update", action: "enable", enabled: false })).toMatchObject({
      enabled: false,
    });
    const status = await ask({ type: "registry-update", action: "check" });
    expect(status).toMatchObject({ enabled: false, lastCheck: null });
  });
});
