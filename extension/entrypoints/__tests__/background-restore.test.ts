// The background waking in a browser that has accepted a signed update: what it judges with from its first
// event, and what it leaves alone. Each test wakes a fresh module graph: the accepted snapshot stays in use
// for the life of one, as it does in the worker.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pinnedSignedUpdate } from "../../services/testing/signed-update.ts";

/** A new worker: every module loaded afresh, storage holding the accepted update, nothing started yet. */
async function wake() {
  vi.resetModules();
  const { fakeBrowser } = await import("wxt/testing/fake-browser");
  const { installInMemoryApis } = await import("../../services/testing/in-memory-apis.ts");
  const { updatedSnapshotReady } = await import("../../services/updates/start-registry-updates.ts");
  const { default: background } = await import("../background.ts");
  fakeBrowser.reset();
  const apis = installInMemoryApis();
  await fakeBrowser.storage.local.set({ registrySnapshot: stored });
  return { fakeBrowser, apis, background, updatedSnapshotReady };
}

// Named as not official only by the stored update, never by the bundled registry.
const NEWLY_NAMED = "harbour-stopover-desk.example";
let stored: unknown;

beforeAll(async () => {
  stored = await pinnedSignedUpdate([NEWLY_NAMED]);
});

afterAll(() => vi.unstubAllEnvs());

describe("a background waking with an accepted update in storage", () => {
  it("judges the navigation that woke it with the update, not with the bundled registry", async () => {
    const { fakeBrowser, background } = await wake();
    const tab = await fakeBrowser.tabs.create({ url: "https://example.com/" });
    const tabId = tab.id as number;
    background.main();
    // Heard at once, as the navigation that starts a sleeping worker is: before storage has been read.
    // The fields Chrome fills (as a variable: the fake's type knows only the common ones).
    const details = {
      tabId,
      frameId: 0,
      parentFrameId: -1,
      url: `https://${NEWLY_NAMED}/apply`,
      processId: 1,
      timeStamp: Date.now(),
      documentId: "doc",
      documentLifecycle: "active" as const,
      frameType: "outermost_frame" as const,
      transitionType: "typed" as const,
      transitionQualifiers: [],
    };
    await fakeBrowser.webNavigation.onBeforeNavigate.trigger(details);
    await vi.waitFor(async () =>
      expect((await fakeBrowser.tabs.get(tabId)).url).toBe(
        `${fakeBrowser.runtime.getURL("/warning.html")}#https://${NEWLY_NAMED}/apply`,
      ),
    );
  });

  it("leaves the browser's rules and the guard's registration as they are (they persist across wakes)", async () => {
    const { fakeBrowser, apis, background, updatedSnapshotReady } = await wake();
    background.main();
    await updatedSnapshotReady();
    // Restored, not refused: the stored update is still there.
    expect(await fakeBrowser.storage.local.get("registrySnapshot")).toHaveProperty("registrySnapshot");
    await new Promise((r) => setTimeout(r, 50));
    expect(apis.dynamicRules.size).toBe(0);
    expect(apis.scripts.size).toBe(0);
  });
});
