// The background against WXT's fakeBrowser: events in, rules, registrations, tabs and marks out.
import { beforeEach, describe, expect, it } from "vitest";
import type { Browser } from "wxt/browser";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { DYNAMIC_RULE, SESSION_RULE } from "../../services/guard/dnr-rules.ts";
import { GUARD_SCRIPT_ID } from "../../services/guard/guard-script.ts";
import { LINK_CHECK_MENU_ID } from "../../services/link-check/check-link.ts";
import { OFFICIAL_MARK_REQUEST } from "../../services/marker/official-mark-request.ts";
import { OFFICIAL_MARK_SCRIPT_ID } from "../../services/marker/official-mark-script.ts";
import { readSessionHosts } from "../../services/settings/session-hosts.ts";
import { type InMemoryApis, installInMemoryApis } from "../../services/testing/in-memory-apis.ts";
import { settle } from "../../services/testing/settle.ts";
import background from "../background.ts";

let apis: InMemoryApis;

async function installed(): Promise<void> {
  await fakeBrowser.runtime.onInstalled.trigger({ reason: "install" });
  await settle();
}

async function newTab(url = "https://example.com/"): Promise<number> {
  const tab = await fakeBrowser.tabs.create({ url });
  if (tab.id === undefined) throw new Error("the fake tab has no id");
  return tab.id;
}

/** The fields the background reads; the rest of Chrome's details object, as Chrome fills it. */
function navigation(tabId: number, frameId: number, url: string) {
  return {
    tabId,
    frameId,
    url,
    parentFrameId: frameId === 0 ? -1 : 0,
    processId: 1,
    timeStamp: Date.now(),
    documentId: "doc",
    documentLifecycle: "active" as const,
    frameType: frameId === 0 ? ("outermost_frame" as const) : ("sub_frame" as const),
    transitionType: "link" as const,
    transitionQualifiers: [],
  };
}

/** The official-mark script's request, from the top frame of `tabId` showing `url` (as the browser reports it). */
async function askForMark(tabId: number, url: string): Promise<void> {
  const sender = { tab: { id: tabId } as Browser.tabs.Tab, frameId: 0, url };
  await fakeBrowser.runtime.onMessage.trigger(OFFICIAL_MARK_REQUEST, sender, () => undefined);
  await settle();
}

beforeEach(() => {
  fakeBrowser.reset();
  apis = installInMemoryApis();
  background.main();
});

describe("on install", () => {
  it("installs the registry's rules, registers the guard at document_start and adds the link-check menu", async () => {
    await installed();
    expect(apis.dynamicRules.size).toBe(2);
    expect(apis.dynamicRules.get(DYNAMIC_RULE.knownHosts)?.action.type).toBe("redirect");
    expect(apis.dynamicRules.get(DYNAMIC_RULE.confusableForms)?.condition.requestDomains).toContain(
      "xn--sta-qdd.cbp.dhs.gov",
    );
    const guard = apis.scripts.get(GUARD_SCRIPT_ID);
    expect(guard).toMatchObject({
      runAt: "document_start",
      allFrames: false,
      js: ["guard.js"],
    });
    expect(apis.menus.get(LINK_CHECK_MENU_ID)).toMatchObject({
      title: "Check this link with Entryguard",
      contexts: ["link"],
    });
  });
});

describe("a top-level navigation", () => {
  it("to an impersonation site sends the tab to the warning page and adds a session rule for the host", async () => {
    await installed();
    const tabId = await newTab();
    await fakeBrowser.webNavigation.onBeforeNavigate.trigger(
      navigation(tabId, 0, "https://evisa-turkey.com/apply"),
    );
    await settle();
    const tab = await fakeBrowser.tabs.get(tabId);
    expect(tab.url).toBe(`${fakeBrowser.runtime.getURL("/warning.html")}#https://evisa-turkey.com/apply`);
    expect((await readSessionHosts()).caught).toEqual(["evisa-turkey.com"]);
    expect(apis.sessionRules.get(SESSION_RULE.caught)?.condition.requestDomains).toEqual([
      "evisa-turkey.com",
    ]);
  });

  it("in a sub-frame, in a prerender, to a benign site or to an official portal is left alone", async () => {
    await installed();
    const tabId = await newTab();
    for (const [frameId, url] of [
      [3, "https://evisa-turkey.com/"],
      [0, "https://www.booking.com/"],
      [0, "https://www.evisa.gov.tr/en/"],
    ] as const) {
      await fakeBrowser.webNavigation.onBeforeNavigate.trigger(navigation(tabId, frameId, url));
    }
    await settle();
    await fakeBrowser.webNavigation.onBeforeNavigate.trigger({
      ...navigation(tabId, 0, "https://evisa-turkey.com/"),
      documentLifecycle: "prerender",
    });
    await settle();
    expect((await fakeBrowser.tabs.get(tabId)).url).toBe("https://example.com/");
    expect((await readSessionHosts()).caught).toEqual([]);
  });

  it("to a host core clears stores nothing and leaves the guard's registration as it was", async () => {
    await installed();
    const before = structuredClone(apis.scripts.get(GUARD_SCRIPT_ID));
    const tabId = await newTab();
    for (const url of ["https://www.booking.com/", "https://www.evisa.gov.tr/en/"])
      await fakeBrowser.webNavigation.onBeforeNavigate.trigger(navigation(tabId, 0, url));
    await settle();
    expect(apis.scripts.get(GUARD_SCRIPT_ID)).toEqual(before);
    expect((await readSessionHosts()).judgedSafe).toEqual([]);
  });

  it("answers a held page on a host core clears with a reload, the guard skipping exactly that host", async () => {
    await installed();
    const reply = await fakeBrowser.runtime.sendMessage({
      type: "guard-hold",
      url: "https://usa.visa.com/pay",
    });
    expect(reply).toEqual({ warn: false });
    expect(apis.scripts.get(GUARD_SCRIPT_ID)?.excludeMatches).toEqual(["*://usa.visa.com/*"]);
    expect((await readSessionHosts()).caught).toEqual([]);
  });

  it("tells a held fake page the background is already sending its tab to the warning page to wait", async () => {
    await installed();
    const tabId = await newTab();
    await fakeBrowser.webNavigation.onBeforeNavigate.trigger(
      navigation(tabId, 0, "https://evisa-turkey.com/a"),
    );
    await settle();
    const reply = await fakeBrowser.runtime.sendMessage({
      type: "guard-hold",
      url: "https://evisa-turkey.com/a",
    });
    expect(reply).toEqual({ warn: true, sent: true });
    expect((await fakeBrowser.tabs.get(tabId)).url).toContain("warning.html#https://evisa-turkey.com/a");
  });

  it("answers a held fake page with the warning, and redirects its host by a session rule from then on", async () => {
    await installed();
    const reply = await fakeBrowser.runtime.sendMessage({
      type: "guard-hold",
      url: "https://evisa-gov-tr.com/a",
    });
    expect(reply).toEqual({ warn: true });
    expect((await readSessionHosts()).caught).toEqual(["evisa-gov-tr.com"]);
    expect(apis.sessionRules.get(SESSION_RULE.caught)?.condition.requestDomains).toEqual([
      "evisa-gov-tr.com",
    ]);
    expect(apis.scripts.get(GUARD_SCRIPT_ID)?.excludeMatches).toEqual([]);
  });

  it("marks a portal's tab when its mark script asks: the toolbar shows the mark and names the country", async () => {
    await installed();
    expect(apis.scripts.get(OFFICIAL_MARK_SCRIPT_ID)).toMatchObject({ js: ["official-mark.js"] });
    const tabId = await newTab("https://www.evisa.gov.tr/en/");
    await askForMark(tabId, "https://www.evisa.gov.tr/en/");
    expect(await fakeBrowser.action.getBadgeText({ tabId })).toBe("✓");
    expect(await fakeBrowser.action.getTitle({ tabId })).toBe(
      "Official portal of Türkiye (not yet confirmed by a person)",
    );
  });

  it("gives no mark to a page that is no portal, whatever it sends", async () => {
    await installed();
    const tabId = await newTab("https://evisa-gov-tr.com/en/");
    await askForMark(tabId, "https://evisa-gov-tr.com/en/");
    expect(await fakeBrowser.action.getBadgeText({ tabId })).toBe("");
  });
});

describe("messages from the warning page", () => {
  it("'continue anyway' lets that host through for the session and keeps guarding others", async () => {
    await installed();
    const reply = await fakeBrowser.runtime.sendMessage({
      type: "continue",
      url: "https://evisa-turkey.com/x",
    });
    expect(reply).toEqual({ ok: true });
    expect((await readSessionHosts()).continued).toEqual(["evisa-turkey.com"]);
    expect(apis.sessionRules.get(SESSION_RULE.letThrough)).toMatchObject({
      action: { type: "allow" },
      condition: { requestDomains: ["evisa-turkey.com"] },
    });
    expect(apis.scripts.get(GUARD_SCRIPT_ID)?.excludeMatches).toEqual([
      "*://evisa-turkey.com/*",
      "*://*.evisa-turkey.com/*",
    ]);
    const tabId = await newTab();
    await fakeBrowser.webNavigation.onBeforeNavigate.trigger(
      navigation(tabId, 0, "https://evisa-turkey.com/"),
    );
    await fakeBrowser.webNavigation.onBeforeNavigate.trigger(navigation(tabId, 0, "https://esta-usa.com/"));
    await settle();
    expect((await fakeBrowser.tabs.get(tabId)).url).toContain("warning.html#https://esta-usa.com/");
  });

  it("'this site is genuine' adds the host to the allowlist and an allow rule", async () => {
    await installed();
    await fakeBrowser.runtime.sendMessage({ type: "allow-host", url: "https://evisa-gov-tr.com/" });
    expect(apis.dynamicRules.get(DYNAMIC_RULE.allowlist)?.condition.requestDomains).toEqual([
      "evisa-gov-tr.com",
    ]);
    expect(apis.scripts.get(GUARD_SCRIPT_ID)?.excludeMatches).toContain("*://evisa-gov-tr.com/*");
  });

  it("'clear' is refused for a host core warns about, so a page cannot switch the guard off", async () => {
    await installed();
    const reply = await fakeBrowser.runtime.sendMessage({ type: "clear", url: "https://evisa-turkey.com/" });
    expect(reply).toEqual({ ok: false, error: "warned" });
    expect(apis.sessionRules.has(SESSION_RULE.letThrough)).toBe(false);
    // A host core does not warn about is let through (a pattern rule's detour ends once).
    expect(await fakeBrowser.runtime.sendMessage({ type: "clear", url: "https://www.booking.com/" })).toEqual(
      { ok: true },
    );
    expect(apis.sessionRules.get(SESSION_RULE.letThrough)?.condition.requestDomains).toEqual([
      "www.booking.com",
    ]);
  });

  it("ignores messages that are not the extension's own", async () => {
    await installed();
    await expect(fakeBrowser.runtime.sendMessage({ type: "continue" })).resolves.toBeUndefined();
    expect((await readSessionHosts()).continued).toEqual([]);
  });
});

describe("the link check", () => {
  it("answers a context-menu click on a link with a notification and keeps it for the popup", async () => {
    await installed();
    await apis.clickMenu({
      menuItemId: LINK_CHECK_MENU_ID,
      linkUrl: "https://esta-usa.com/",
      editable: false,
      pageUrl: "https://example.com/",
    });
    await settle();
    const notifications = await fakeBrowser.notifications.getAll();
    expect(Object.keys(notifications)).toEqual([LINK_CHECK_MENU_ID]);
    const stored = await fakeBrowser.storage.session.get("lastLinkCheck");
    expect(stored.lastLinkCheck).toMatchObject({
      url: "https://esta-usa.com/",
      headline: "Not official: a third-party site using the name of United States",
    });
  });
});
