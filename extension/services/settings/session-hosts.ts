// Per-session memory: hosts the user chose to continue to, hosts the guard caught, hosts core cleared on
// the warning page, and held hosts core cleared. Session storage is dropped when the browser closes.
import { browser } from "wxt/browser";

export interface SessionHosts {
  /** "Continue anyway" for this host, this browsing session only. */
  readonly continued: readonly string[];
  /** Hosts caught by code, redirected by a session rule from now on, before any request. */
  readonly caught: readonly string[];
  /** Hosts that reached the warning page (a rule from an older snapshot) but core does not warn about. */
  readonly cleared: readonly string[];
  /**
   * Hosts the in-page guard held and core then cleared this session, most recent last: the guard skips them
   * from then on, so such a site is held once. Only ever hosts core does not flag.
   */
  readonly judgedSafe?: readonly string[];
}

/** How many cleared hosts the guard skips; older ones are judged again on their next visit. */
export const MAX_JUDGED_SAFE = 300;

const KEY = "sessionHosts";
const EMPTY: SessionHosts = { continued: [], caught: [], cleared: [], judgedSafe: [] };

export async function readSessionHosts(): Promise<SessionHosts> {
  const stored = (await browser.storage.session.get(KEY))[KEY] as Partial<SessionHosts> | undefined;
  return { ...EMPTY, ...stored };
}

let writes: Promise<unknown> = Promise.resolve();

/** Read-modify-write one at a time: navigations and warning-page decisions arrive concurrently. */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = writes.then(task);
  writes = run.catch(() => undefined);
  return run;
}

/** Remembers a host core does not flag; false when it was already remembered (nothing to update). */
export function rememberSafeHost(host: string): Promise<boolean> {
  return serialised(async () => {
    const current = await readSessionHosts();
    const safe = current.judgedSafe ?? [];
    if (safe.includes(host)) return false;
    const next: SessionHosts = { ...current, judgedSafe: [...safe, host].slice(-MAX_JUDGED_SAFE) };
    await browser.storage.session.set({ [KEY]: next });
    return true;
  });
}

/** Adds a host to one of the lists (and takes it out of "caught" when it is let through). */
export function rememberHost(list: "continued" | "caught" | "cleared", host: string): Promise<SessionHosts> {
  return serialised(async () => {
    const current = await readSessionHosts();
    if (current[list].includes(host)) return current;
    const next: SessionHosts = {
      ...current,
      [list]: [...current[list], host],
      caught: list === "caught" ? [...current.caught, host] : current.caught.filter((h) => h !== host),
    };
    await browser.storage.session.set({ [KEY]: next });
    return next;
  });
}
