import { describe, expect, it } from "vitest";
import { continueGoingBack, goBackPastWarning } from "./go-back.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function countingHistory(): History & { steps: number } {
  const h = {
    steps: 0,
    back() {
      h.steps += 1;
    },
  };
  return h as unknown as History & { steps: number };
}

const WARNING = "chrome-extension://id/warning.html#https%3A%2F%2Fevisa-turkey.com%2F";

describe("going back past a copy of the warning page", () => {
  it("steps back again on an identical warning reached by going back", () => {
    const storage = memoryStorage();
    const history = countingHistory();
    goBackPastWarning(storage, history, WARNING);
    expect(continueGoingBack(storage, history, WARNING)).toBe(true);
    expect(history.steps).toBe(2);
  });

  it("steps past a run of copies: identical warnings and the held page the redirect rule turns into one", () => {
    const storage = memoryStorage();
    const history = countingHistory();
    goBackPastWarning(storage, history, WARNING);
    expect(continueGoingBack(storage, history, WARNING)).toBe(true);
    expect(continueGoingBack(storage, history, WARNING)).toBe(true);
    expect(history.steps).toBe(3);
    // The user's own page behind them is another origin; a different warning is shown normally.
    expect(continueGoingBack(storage, history, `${WARNING}x`)).toBe(false);
    expect(history.steps).toBe(3);
  });

  it("shows a different warning reached by going back", () => {
    const storage = memoryStorage();
    const history = countingHistory();
    goBackPastWarning(storage, history, WARNING);
    expect(continueGoingBack(storage, history, `${WARNING}x`)).toBe(false);
    expect(history.steps).toBe(1);
  });

  it("does not skip a warning opened later, long after the step back", () => {
    const storage = memoryStorage();
    const history = countingHistory();
    storage.setItem("entryguard-back-from", JSON.stringify({ href: WARNING, at: Date.now() - 60_000 }));
    expect(continueGoingBack(storage, history, WARNING)).toBe(false);
    expect(history.steps).toBe(0);
  });

  it("ignores a stored value it cannot read", () => {
    const storage = memoryStorage();
    storage.setItem("entryguard-back-from", "{not json");
    expect(continueGoingBack(storage, countingHistory(), WARNING)).toBe(false);
  });
});
