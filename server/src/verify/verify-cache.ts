import { type RegistryIndex, type VerifyOutcome, verify } from "@entryguard/core";

/**
 * Core's verdict, remembered for the most recent inputs: popular portals and scam domains are asked about
 * over and over, and a verdict only changes with the registry (the cache belongs to one index). The
 * verdict itself is always core's; this only avoids computing the same one twice. Entries live in memory
 * only and are never logged.
 */
export function cachedVerify(maxEntries = 5_000) {
  const caches = new WeakMap<RegistryIndex, Map<string, VerifyOutcome>>();
  return function verifyCached(
    index: RegistryIndex,
    input: string,
    country: string | undefined,
  ): VerifyOutcome {
    let cache = caches.get(index);
    if (!cache) {
      cache = new Map();
      caches.set(index, cache);
    }
    const key = `${country ?? ""}\u0000${input}`;
    const hit = cache.get(key);
    if (hit) {
      // Re-insert so the Map's order is least- to most-recently used.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const outcome = verify(index, input, { country });
    cache.set(key, outcome);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return outcome;
  };
}
