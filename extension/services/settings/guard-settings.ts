// What the user decided: their own allowlist and which warnings they want.
import { browser } from "wxt/browser";

export interface GuardSettings {
  /** Hosts the user said are genuine; each also covers its subdomains. */
  readonly allowlist: readonly string[];
  /** Warn on near-copies of an official portal's domain. */
  readonly lookalikeWarnings: boolean;
  /** Warn on visa-themed third-party sites (agents) that are not near-copies. */
  readonly impersonationWarnings: boolean;
  /** Mark search results and ads by the verdict on their real target. */
  readonly searchMarks: boolean;
  /** Show the calm notice on private agencies' visa application forms. */
  readonly visaFormNotice: boolean;
}

export const DEFAULT_SETTINGS: GuardSettings = {
  allowlist: [],
  lookalikeWarnings: true,
  impersonationWarnings: true,
  searchMarks: true,
  visaFormNotice: true,
};

const KEY = "settings";

/** Reads the settings from extension storage (local to this browser profile, never synced). */
export async function readSettings(): Promise<GuardSettings> {
  const stored = (await browser.storage.local.get(KEY))[KEY] as Partial<GuardSettings> | undefined;
  return { ...DEFAULT_SETTINGS, ...stored };
}

export async function writeSettings(settings: GuardSettings): Promise<void> {
  await browser.storage.local.set({ [KEY]: settings });
}

/** Lowercases and strips a trailing dot; returns null for what cannot be a host. */
export function normalizeHost(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (host.includes("://")) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/\.$/, "");
  try {
    // The URL parser turns IDN into punycode, the form the browser and the rules compare.
    host = new URL(`https://${host}/`).hostname;
  } catch {
    return null;
  }
  return /^[a-z0-9.-]+$/.test(host) && host.includes(".") ? host : null;
}

export async function addToAllowlist(host: string): Promise<GuardSettings> {
  const settings = await readSettings();
  if (settings.allowlist.includes(host)) return settings;
  const next = { ...settings, allowlist: [...settings.allowlist, host].sort() };
  await writeSettings(next);
  return next;
}

export async function removeFromAllowlist(host: string): Promise<GuardSettings> {
  const settings = await readSettings();
  const next = { ...settings, allowlist: settings.allowlist.filter((h) => h !== host) };
  await writeSettings(next);
  return next;
}
