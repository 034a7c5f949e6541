import type { RateDecision, RateLimiter, RatePolicy } from "./rate-limiter.ts";

/**
 * Counts one call against the policies in order (shortest window first) and returns the decision that
 * binds: the first refusal, else the policy with the fewest calls left (the soonest reset breaks ties).
 * A call refused by a short window is not counted against the longer ones, so hammering for a minute
 * does not also burn the day's or month's allowance. The decision lists every policy with its own state.
 */
export async function hitAll(
  limiter: RateLimiter,
  policies: readonly RatePolicy[],
  clientKey: string,
): Promise<RateDecision> {
  let binding: RateDecision | undefined;
  const states: { policy: RatePolicy; decision?: RateDecision }[] = policies.map((policy) => ({ policy }));
  for (const state of states) {
    const d = await limiter.hit(state.policy, clientKey);
    state.decision = d;
    if (!d.allowed) return { ...d, policies: states };
    if (
      binding === undefined ||
      d.remaining < binding.remaining ||
      (d.remaining === binding.remaining && d.resetMs < binding.resetMs)
    ) {
      binding = d;
    }
  }
  if (binding === undefined) throw new Error("hitAll needs at least one policy");
  return { ...binding, policies: states };
}
