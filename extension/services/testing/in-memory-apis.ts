// In-memory stand-ins for the APIs WXT's fakeBrowser does not implement (declarativeNetRequest, scripting,
// contextMenus, and i18n in English), so background services can be unit-tested in Node. The real APIs are exercised
// in Chromium by the end-to-end tests.
import type { Browser } from "wxt/browser";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { useLocaleMessages } from "./locale-messages.ts";

type Rule = Browser.declarativeNetRequest.Rule;
type Script = Browser.scripting.RegisteredContentScript;
type MenuClick = Browser.contextMenus.OnClickData;

export interface InMemoryApis {
  readonly dynamicRules: Map<number, Rule>;
  readonly sessionRules: Map<number, Rule>;
  readonly scripts: Map<string, Script>;
  readonly menus: Map<string | number, Browser.contextMenus.CreateProperties>;
  clickMenu(info: MenuClick): Promise<void>;
}

function ruleStore(rules: Map<number, Rule>) {
  return async (update: Browser.declarativeNetRequest.UpdateRuleOptions) => {
    for (const id of update.removeRuleIds ?? []) rules.delete(id);
    for (const rule of update.addRules ?? []) {
      if (rules.has(rule.id)) throw new Error(`Rule with id ${rule.id} already exists`);
      rules.set(rule.id, rule);
    }
  };
}

/** Installs the stand-ins on fakeBrowser (call in beforeEach, after fakeBrowser.reset()). */
export function installInMemoryApis(): InMemoryApis {
  const dynamicRules = new Map<number, Rule>();
  const sessionRules = new Map<number, Rule>();
  const scripts = new Map<string, Script>();
  const menus = new Map<string | number, Browser.contextMenus.CreateProperties>();
  const menuListeners: ((info: MenuClick) => void)[] = [];
  Object.assign(fakeBrowser.declarativeNetRequest, {
    getDynamicRules: async () => [...dynamicRules.values()],
    getSessionRules: async () => [...sessionRules.values()],
    updateDynamicRules: ruleStore(dynamicRules),
    updateSessionRules: ruleStore(sessionRules),
    isRegexSupported: async ({ regex }: { regex: string }) => {
      try {
        new RegExp(regex);
        return { isSupported: true };
      } catch {
        return { isSupported: false, reason: "syntaxError" };
      }
    },
  });
  Object.assign(fakeBrowser.scripting, {
    getRegisteredContentScripts: async (filter?: { ids?: string[] }) =>
      [...scripts.values()].filter((s) => !filter?.ids || filter.ids.includes(s.id)),
    registerContentScripts: async (list: Script[]) => {
      for (const s of list) {
        if (scripts.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
        scripts.set(s.id, s);
      }
    },
    updateContentScripts: async (list: Script[]) => {
      for (const s of list) {
        const old = scripts.get(s.id);
        if (!old) throw new Error(`No script with ID '${s.id}'`);
        scripts.set(s.id, { ...old, ...s });
      }
    },
    unregisterContentScripts: async (filter?: { ids?: string[] }) => {
      for (const id of filter?.ids ?? [...scripts.keys()]) scripts.delete(id);
    },
  });
  useLocaleMessages("en");
  Object.assign(fakeBrowser.contextMenus, {
    create: (props: Browser.contextMenus.CreateProperties) => {
      menus.set(props.id ?? menus.size, props);
      return props.id;
    },
    onClicked: { addListener: (l: (info: MenuClick) => void) => menuListeners.push(l) },
  });
  return {
    dynamicRules,
    sessionRules,
    scripts,
    menus,
    async clickMenu(info) {
      await Promise.all(menuListeners.map((l) => l(info)));
    },
  };
}
