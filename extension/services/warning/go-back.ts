// When the in-page guard and the background's fallback race, both send the tab to the same warning page,
// which leaves two identical history entries: "Go back" has to step past the copy to reach the user's page.
const BACK_FROM = "entryguard-back-from";
/** Long enough for a history step, short enough that a later visit to the same warning is never skipped. */
const STEP_MS = 3000;

/** Goes back, remembering which warning the step left, so an identical entry behind it is passed too. */
export function goBackPastWarning(storage: Storage, history: History, href: string): void {
  storage.setItem(BACK_FROM, JSON.stringify({ href, at: Date.now() }));
  history.back();
}

/** On arriving at a warning page: steps back again (and says so) when this is a copy of the one just left. */
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
  history.back();
  return true;
}
