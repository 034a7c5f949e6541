// When the in-page guard and the background's fallback race, both send the tab to the same warning page,
// which can leave several entries that all show it: identical warnings, and the held fake page itself, which
// the caught host's redirect rule turns into the same warning again. "Go back" has to step past every one of
// them to reach the user's page.
const BACK_FROM = "entryguard-back-from";
/** Long enough for a history step, short enough that a later visit to the same warning is never skipped. */
const STEP_MS = 3000;

/** Goes back, remembering which warning the step left, so an identical entry behind it is passed too. */
export function goBackPastWarning(storage: Storage, history: History, href: string): void {
  storage.setItem(BACK_FROM, JSON.stringify({ href, at: Date.now() }));
  history.back();
}

/**
 * On arriving at a warning page: steps back again (and says so) when this is a copy of the one just left,
 * and remembers the step, so a run of copies is passed one after the other.
 */
export function continueGoingBack(storage: Storage, history: History, href: string): boolean {
  const saved = storage.getItem(BACK_FROM);
  if (saved === null) return false;
  storage.removeItem(BACK_FROM);
  let from: { href?: unknown; at?: unknown };
  try {
    from = JSON.parse(saved) as typeof from;
  } catch {
    return false;
  }
  if (from.href !== href || typeof from.at !== "number" || Date.now() - from.at > STEP_MS) return false;
  goBackPastWarning(storage, history, href);
  return true;
}
