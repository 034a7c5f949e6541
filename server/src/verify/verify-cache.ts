import { type RegistryIndex, type VerifyOutcome, verify } from "@entryguard/core";

/** One remembered verdict and where it sits in the two-level map, so eviction can find it. */
interface Entry {
  readonly country: string | undefined;
  readonly input: string;
  readonly outcome: VerifyOutcome;
}

interface IndexCache {
  /** country (undefined when none was asked) → input → entry. Never a joined string: see below. */
  readonly byCountry: Map<string | undefined, Map<string, Entry>>;
  /** Every entry, least- to most-recently used (a Set keeps insertion order). */
  readonly order: Set<Entry>;
}

/**
 * Core's verdict, remembered for the most recent inputs: popular portals and scam domains are asked about
 * over and over, and a verdict only changes with the registry (the cache belongs to one index). The
 * verdict itself is always core's; this only avoids computing the same one twice. Entries live in memory
 * only and are never logged.
 *
 * The key is the pair (country, input) held in two Maps, not one string: any separator joining the two
 * could also occur inside either (both come from the client), and two different pairs sharing one key
 * would hand one caller another caller's verdict.
 */
export function cachedVerify(maxEntries = 5_000) {
  const caches = new WeakMap<RegistryIndex, IndexCache>();
  return function verifyCached(
    index: RegistryIndex,
    input: string,
    country: string | undefined,
  ): VerifyOutcome {
    let cache = caches.get(index);
    if (!cache) {
      cache = { byCountry: new Map(), order: new Set() };
      caches.set(index, cache);
    }
    let inputs = cache.byCountry.get(country);
    const hit = inputs?.get(input);
    if (hit) {
      cache.order.delete(hit);
      cache.order.add(hit);
      return hit.outcome;
    }
    const outcome = verify(index, input, { country });
    if (!inputs) {
      inputs = new Map();
      cache.byCountry.set(country, inputs);
    }
    const entry: Entry = { country, input, outcome };
    inputs.set(input, entry);
    cache.order.add(entry);
    if (cache.order.size > maxEntries) evictOldest(cache);
    return outcome;
  };
}

function evictOldest(cache: IndexCache): void {
  const oldest = cache.order.values().next().value as Entry;
  cache.order.delete(oldest);
  const inputs = cache.byCountry.get(oldest.country);
  inputs?.delete(oldest.input);
  if (inputs?.size === 0) cache.byCountry.delete(oldest.country);
}
