// Per-session memory: hosts the user chose to continue to, hosts the guard caught, and hosts core cleared
// after a pattern rule sent them to the warning page. Session storage is dropped when the browser closes.
import { browser } from "wxt/browser";

export interface SessionHosts {
  /** "Continue anyway" for this host, this browsing session only. */
  readonly continued: readonly string[];
  /** Hosts caught by code, redirected by a session rule from now on, before any request. */
  readonly caught: readonly string[];
  /** Hosts a pattern rule matched but core did not warn about: let through from now on. */
  readonly cleared: readonly string[];
}

const KEY = "sessionHosts";
const EMPTY: SessionHosts = { continued: [], caught: [], cleared: [] };

export async function readSessionHosts(): Promise<SessionHosts> {
  const stored = (await browser.storage.session.get(KEY))[KEY] as Partial<SessionHosts> | undefined;
  return { ...EMPTY, ...stored };
}

/** Adds a host to one of the lists (and takes it out of "caught" when it is let through). */
export async function rememberHost(list: keyof SessionHosts, host: string): Promise<SessionHosts> {
  const current = await readSessionHosts();
  if (current[list].includes(host)) return current;
  const next: SessionHosts = {
    ...current,
    [list]: [...current[list], host],
    caught: list === "caught" ? [...current.caught, host] : current.caught.filter((h) => h !== host),
  };
  await browser.storage.session.set({ [KEY]: next });
  return next;
}
