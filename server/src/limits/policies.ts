import type { AppConfig } from "../config/app-config.ts";
import type { Plan } from "../config/plans.ts";
import type { RatePolicy } from "./rate-limiter.ts";

/** Keyless `/v1/verify` (and the pages' URL check): 10 calls a minute per client. */
export const KEYLESS_VERIFY_PER_MINUTE: RatePolicy = {
  name: "keyless-minute",
  limit: 10,
  windowMs: 60_000,
};

/** Keyless `/v1/verify` (and the pages' URL check): 100 calls a day per client. */
export const KEYLESS_VERIFY_PER_DAY: RatePolicy = { name: "keyless-day", limit: 100, windowMs: 86_400_000 };

/** The keyless policies with the configured window lengths (tests shorten them; production does not). */
export function keylessPolicies(config: AppConfig): readonly RatePolicy[] {
  return [
    { ...KEYLESS_VERIFY_PER_MINUTE, windowMs: config.windows.minuteMs },
    { ...KEYLESS_VERIFY_PER_DAY, windowMs: config.windows.dayMs },
  ];
}

/** A plan's policies: its per-minute limit and its monthly quota, counted per key. */
export function planPolicies(planName: string, plan: Plan, config: AppConfig): readonly RatePolicy[] {
  return [
    { name: `plan-${planName}-minute`, limit: plan.perMinute, windowMs: config.windows.minuteMs },
    { name: `plan-${planName}-month`, limit: plan.monthly, windowMs: config.windows.monthMs },
  ];
}
