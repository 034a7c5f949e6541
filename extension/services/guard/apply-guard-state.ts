// Brings the browser's rules and the registered guard in line with the registry and the user's decisions.
import type { Snapshot } from "@entryguard/core";
import { type Browser, browser } from "wxt/browser";
import { registerOfficialMarkScript } from "../marker/official-mark-script.ts";
import { currentSnapshot } from "../registry/registry.ts";
import { readSettings } from "../settings/guard-settings.ts";
import { readSessionHosts } from "../settings/session-hosts.ts";
import { confusableForms } from "./confusable-forms.ts";
import { dynamicRules, sessionRules } from "./dnr-rules.ts";
import { registerGuardScript } from "./guard-script.ts";
import { warningPageBase } from "./warning-page-url.ts";

async function replaceDynamicRules(rules: Browser.declarativeNetRequest.Rule[]): Promise<void> {
  const old = await browser.declarativeNetRequest.getDynamicRules();
  await browser.declarativeNetRequest.updateDynamicRules({
    removeRuleIds: old.map((r) => r.id),
    addRules: rules,
  });
}

async function replaceSessionRules(rules: Browser.declarativeNetRequest.Rule[]): Promise<void> {
  const old = await browser.declarativeNetRequest.getSessionRules();
  await browser.declarativeNetRequest.updateSessionRules({
    removeRuleIds: old.map((r) => r.id),
    addRules: rules,
  });
}

let forms: { readonly of: Snapshot; readonly hosts: string[] } | undefined;

/** Homoglyph forms of the official hosts that core calls lookalikes (computed once per snapshot in use). */
function confusableHosts(snapshot: Snapshot): string[] {
  if (forms?.of !== snapshot) forms = { of: snapshot, hosts: confusableForms(snapshot) };
  return forms.hosts;
}

let queue: Promise<void> = Promise.resolve();

/** Serialised, so two quick decisions never interleave their rule updates. */
function serialised(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Everything: persistent rules, session rules and the guard script (install, start-up, settings change). */
export function applyGuardState(): Promise<void> {
  return serialised(async () => {
    const settings = await readSettings();
    const session = await readSessionHosts();
    // The guard first: it alone stops every flagged page, whatever happens to the rules below.
    await registerGuardScript(settings, session);
    await replaceSessionRules(sessionRules(session, warningPageBase()));
    // From the snapshot in use, so hosts a signed update names are redirected before any request too.
    const snapshot = currentSnapshot();
    await replaceDynamicRules(dynamicRules(snapshot, settings, warningPageBase(), confusableHosts(snapshot)));
    // The toolbar mark's script, on the portals of the snapshot in use.
    await registerOfficialMarkScript(snapshot);
  });
}

/** Only what a session decision changes: the session rules and the guard's excluded hosts. */
export function applySessionState(): Promise<void> {
  return serialised(async () => {
    const settings = await readSettings();
    const session = await readSessionHosts();
    await replaceSessionRules(sessionRules(session, warningPageBase()));
    await registerGuardScript(settings, session);
  });
}

/** Only the guard script's registration: a host was judged safe, so the guard can skip it. */
export function applyGuardScript(): Promise<void> {
  return serialised(async () => {
    await registerGuardScript(await readSettings(), await readSessionHosts());
  });
}

/** Only the session rules: a host was caught (the guard script does not change). */
export function applySessionRules(): Promise<void> {
  return serialised(async () => {
    const session = await readSessionHosts();
    await replaceSessionRules(sessionRules(session, warningPageBase()));
  });
}
